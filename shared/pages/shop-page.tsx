import { linkInfo } from '../links';
import type { PageView } from './page-view';
import { nl } from '../texts/nl';
import { VersatileHeader } from '../ui/headers/VersatileHeader';
import { EditorialPage, headerImage } from './EditorialPage';
import type { PageEnv, PageKindModule } from './types';

/** The shop page: what the shop sells and what the money does; the shop itself is elsewhere. */
function ShopPage({ page, env }: { page: PageView; env: PageEnv }) {
  const header = (
    <VersatileHeader
      title={page.title}
      overlayText={page.overlayText}
      overlayColor={page.overlayColor}
      intro={page.intro}
      image={headerImage(page)}
      primary={page.primaryLink}
      secondary={page.secondaryLink}
      currentPath={page.url}
    />
  );
  const toShop = page.primaryLink && linkInfo(page.primaryLink.url, page.url).external;
  const note = toShop ? <p className="an-note">{nl.pageKinds.shopNote}</p> : null;
  return <EditorialPage kind="shop" page={page} env={env} header={header} before={note} />;
}

export const shopPage: PageKindModule = { Component: ShopPage, ogType: 'website' };
