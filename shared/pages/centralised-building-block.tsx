import type { PageView } from './page-view';
import { DefaultHeader } from '../ui/headers/DefaultHeader';
import { EditorialPage, headerImage } from './EditorialPage';
import type { PageEnv, PageKindModule } from './types';

/** A centrally maintained building block, opened on its own address: its title and blocks. */
function CentralisedBuildingBlock({ page, env }: { page: PageView; env: PageEnv }) {
  const header = <DefaultHeader title={page.title} intro={page.intro} image={headerImage(page)} primary={page.primaryLink} secondary={page.secondaryLink} currentPath={page.url} />;
  return <EditorialPage kind="building-block" page={page} env={env} header={header} />;
}

/** Shown only when published (spec section 2, "centralised block"). */
export const centralisedBuildingBlock: PageKindModule = {
  Component: CentralisedBuildingBlock,
  ogType: 'article',
  visible: (facts) => facts.status,
};
