import type { ReactNode } from 'react';
import type { Breadcrumb, FooterItem, MenuItem } from '../contract/navigation';
import { nl } from '../texts/nl';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { Header } from './Header';

export interface LayoutData {
  mainMenu: MenuItem[];
  footerMenu: FooterItem[];
  breadcrumbs: Breadcrumb;
  currentPath: string;
  hideFooter?: boolean;
}

/** Skip link, header, breadcrumbs, the main landmark, footer. */
export function Layout({ data, children }: { data: LayoutData; children: ReactNode }) {
  return (
    <>
      <a className="an-skiplink" href="#hoofdinhoud">
        {nl.site.skipLink}
      </a>
      <Header menu={data.mainMenu} currentPath={data.currentPath} />
      <Breadcrumbs items={data.breadcrumbs} />
      <main id="hoofdinhoud" className="an-main" tabIndex={-1}>
        {children}
      </main>
      {data.hideFooter ? null : <Footer menu={data.footerMenu} />}
    </>
  );
}
