import { Blocks } from '../blocks/Blocks';
import type { PageView } from '../model/page';
import type { PageKindModule } from './types';
import { PageIntro } from './PageIntro';

function ContentPage({ page }: { page: PageView }) {
  return (
    <article className={page.sandBackground ? 'an-page an-page--sand' : 'an-page'}>
      <div className="an-container an-container--text">
        <PageIntro page={page} />
        <Blocks blocks={page.blocks} />
      </div>
    </article>
  );
}

export const contentPage: PageKindModule = { Component: ContentPage };
