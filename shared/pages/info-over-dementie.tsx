import type { PageView } from './page-view';
import { DefaultHeader } from '../ui/headers/DefaultHeader';
import { EditorialPage, headerImage } from './EditorialPage';
import { HelplineBox } from './HelplineBox';
import type { PageEnv, PageKindModule } from './types';

/** Information about dementia (national or for a region), with the helpline beside it. */
function InfoOverDementie({ page, env }: { page: PageView; env: PageEnv }) {
  const header = <DefaultHeader title={page.title} intro={page.intro} image={headerImage(page)} primary={page.primaryLink} secondary={page.secondaryLink} currentPath={page.url} />;
  return <EditorialPage kind="info" page={page} env={env} header={header} after={<HelplineBox />} />;
}

export const infoOverDementie: PageKindModule = { Component: InfoOverDementie, ogType: 'article' };
