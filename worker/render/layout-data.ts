import type { ContentApi } from '../content/api';
import { slideInsForPath } from '../../shared/slide-in-select';
import type { LayoutData } from '../../shared/ui/Layout';
import { DEFAULT_HELPLINE_HOURS } from '../../shared/contract/helpline';
import { hyphenationReady } from './hyphenation';

/**
 * Menus and slide-ins for the layout of the page at `path`. Used by error
 * pages too, so a failing call gives an empty menu (or no slide-in), never a
 * second error.
 */
export async function loadLayout(content: ContentApi, path: string, debug: boolean): Promise<LayoutData> {
  const [mainMenu, footerMenu, slideIns, helpline] = await Promise.all([
    content.mainMenu().catch((error: unknown) => (console.error('main menu failed', error), [])),
    content.footerMenu().catch((error: unknown) => (console.error('footer menu failed', error), [])),
    content.slideIns().catch((error: unknown) => (console.error('slide-ins failed', error), [])),
    content.helplineHours().catch((error: unknown) => (console.error('helpline hours failed', error), DEFAULT_HELPLINE_HOURS)),
    // Headings and titles get their soft hyphens in the render that follows (shared/format/hyphenate.ts).
    hyphenationReady(),
  ]);
  return { mainMenu, footerMenu, breadcrumbs: [], currentPath: path, debug, slideIns: slideInsForPath(slideIns, path), helpline };
}
