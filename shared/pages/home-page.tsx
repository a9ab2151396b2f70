import { Blocks } from '../blocks/Blocks';
import type { PageView } from './page-view';
import { nl } from '../texts/nl';
import { HomeHeader } from '../ui/headers/HomeHeader';
import { headerImage } from './EditorialPage';
import type { PageKindModule } from './types';
import { BlockColumnContext } from '../ui/image-sizes';

/**
 * The home page: the 'home' header, then its blocks full width in the CMS
 * order (home banner, donation widget, latest news...); each block sets its
 * own width.
 */
function HomePage({ page }: { page: PageView }) {
  return (
    <div className="an-home">
      <HomeHeader
        title={page.overlayText || nl.site.tagline}
        intro={page.intro}
        image={headerImage(page)}
        overlayColor={page.overlayColor}
        primary={page.primaryLink}
        secondary={page.secondaryLink}
      />
      <div className="an-home__blocks">
        {/* The home page's blocks span the viewport (wide ones stop at the container). */}
        <BlockColumnContext.Provider value="page">
          <Blocks blocks={page.blocks} />
        </BlockColumnContext.Provider>
      </div>
    </div>
  );
}

export const homePage: PageKindModule = { Component: HomePage, ogType: 'website' };
