import { Blocks } from '../blocks/Blocks';
import type { PageView } from '../model/page';
import { nl } from '../texts/nl';
import { RichText } from '../ui/RichText';
import type { PageKindModule } from './types';

function HomePage({ page }: { page: PageView }) {
  return (
    <div className="an-home">
      <section className="an-home__hero">
        <div className="an-container">
          <h1 className="an-home__title">{page.overlayText || nl.site.tagline}</h1>
          <RichText html={page.intro} className="an-home__intro" />
        </div>
      </section>
      <div className="an-container an-container--text">
        <Blocks blocks={page.blocks} />
      </div>
    </div>
  );
}

export const homePage: PageKindModule = { Component: HomePage };
