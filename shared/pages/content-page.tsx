import type { PageView } from './page-view';
import { DefaultHeader } from '../ui/headers/DefaultHeader';
import { EditorialPage, headerImage } from './EditorialPage';
import type { PageEnv, PageKindModule } from './types';

/** An ordinary editorial page; sharing can be switched off per page. */
function ContentPage({ page, env }: { page: PageView; env: PageEnv }) {
  const header = (
    <DefaultHeader title={page.title} intro={page.intro} image={headerImage(page)} primary={page.primaryLink} secondary={page.secondaryLink} currentPath={page.url} />
  );
  return <EditorialPage kind="content" page={page} env={env} header={header} share />;
}

export const contentPage: PageKindModule = { Component: ContentPage, ogType: 'article' };
