import type { PageView } from './page-view';
import { DefaultHeader } from '../ui/headers/DefaultHeader';
import { EditorialPage, headerImage } from './EditorialPage';
import { HelplineBox } from './HelplineBox';
import type { PageEnv, PageKindModule } from './types';

/** Services ('voorzieningen'): where to find care and support, with the helpline for what is not listed. */
function Services({ page, env }: { page: PageView; env: PageEnv }) {
  const header = <DefaultHeader title={page.title} intro={page.intro} image={headerImage(page)} primary={page.primaryLink} secondary={page.secondaryLink} currentPath={page.url} />;
  return <EditorialPage kind="services" page={page} env={env} header={header} after={<HelplineBox />} />;
}

export const services: PageKindModule = { Component: Services, ogType: 'article' };
