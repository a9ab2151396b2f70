import type { ReactNode } from 'react';
import { Blocks } from '../blocks/Blocks';
import type { PageView } from './page-view';
import { PageToolsBar } from './PageToolsBar';
import type { PageEnv } from './types';

interface Props {
  page: PageView;
  env: PageEnv;
  /** The header variant of this kind. */
  header: ReactNode;
  /** Whether this kind offers sharing (the editor's toggle still applies). */
  share?: boolean;
  /** Shown between the tools and the blocks. */
  before?: ReactNode;
  /** Shown after the blocks, in the text column. */
  after?: ReactNode;
  /** Shown after the text column, full width (card grids). */
  wide?: ReactNode;
  /**
   * Beside the text column from 1024 px (after it on narrower screens), in a
   * column of its own, so something sticky there never covers the text.
   */
  aside?: ReactNode;
  /** The aside's accessible name. */
  asideLabel?: string;
  kind: string;
}

/** The frame of the editorial page kinds: header, page tools, the kind's own parts and the blocks. */
export function EditorialPage({ page, env, header, share = false, before, after, wide, aside, asideLabel, kind }: Props) {
  return (
    <article className={`an-page an-page--${kind}${page.sandBackground ? ' an-page--sand' : ''}`}>
      {header}
      <div className={`an-container an-page__body${aside ? ' an-page__body--aside' : ''}`}>
        <div className="an-page__column">
          <PageToolsBar page={page} env={env} share={share && page.showShare} />
          {before}
          <Blocks blocks={page.blocks} />
          {after}
        </div>
        {aside ? (
          <aside className="an-page__aside" aria-label={asideLabel}>
            {aside}
          </aside>
        ) : null}
      </div>
      {wide ? <div className="an-container an-page__wide">{wide}</div> : null}
    </article>
  );
}

/** The header image of a page, when it has one (a video's still image counts). */
export function headerImage(page: PageView) {
  if (!page.media) return null;
  return page.media.image;
}
