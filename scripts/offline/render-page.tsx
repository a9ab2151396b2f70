// Bundled and run by scripts/build.mjs: the offline page as static HTML (no script, no nonce).
import { renderToStaticMarkup } from 'react-dom/server';
import { OfflinePage } from '../../shared/pages/offline/OfflinePage';

export function renderOfflinePage(css: string): string {
  return '<!DOCTYPE html>' + renderToStaticMarkup(<OfflinePage css={css} />);
}
