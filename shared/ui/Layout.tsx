import type { ReactNode } from 'react';
import type { HelplineHours } from '../contract/helpline';
import type { Breadcrumb, FooterItem, MenuItem } from '../contract/navigation';
import { Island } from '../islands/Island';
import type { SlideInView } from '../slide-in';
import { nl } from '../texts/nl';
import type { AccountChrome } from './AccountNav';
import { Breadcrumbs } from './Breadcrumbs';
import { DebugPanel } from './DebugPanel';
import { Footer } from './Footer';
import { ConsentBanner } from './ConsentBanner';
import { Header } from './Header';
import { NewsletterPreFooter } from './NewsletterPreFooter';

export interface LayoutData {
  mainMenu: MenuItem[];
  footerMenu: FooterItem[];
  breadcrumbs: Breadcrumb;
  currentPath: string;
  hideFooter?: boolean;
  hideNewsletter?: boolean;
  /** `?debug=true`: shows the debug panel with the test-error button. */
  debug?: boolean;
  /** Slide-ins whose page patterns match this path, in weight order. */
  slideIns?: SlideInView[];
  /** The logged-in member (header account menu); absent on anonymous pages. */
  account?: AccountChrome | null;
  /** The Dementietelefoon's hours from the CMS (the header's open-now status); the spec's default when absent. */
  helpline?: HelplineHours;
}

/**
 * Skip link, header, breadcrumbs, the main landmark, newsletter pre-footer,
 * footer. The page is rendered on the server only once its data is loaded, so
 * the footer and pre-footer never show beside a half-loaded page.
 */
export function Layout({ data, children }: { data: LayoutData; children: ReactNode }) {
  const slideIns = data.slideIns ?? [];
  return (
    <>
      <a className="an-skiplink" href="#hoofdinhoud">
        {nl.site.skipLink}
      </a>
      {/* The cookie question: first after the skip link, in the flow at the top (hidden until a script shows it). */}
      <ConsentBanner />
      <Header menu={data.mainMenu} currentPath={data.currentPath} account={data.account} helpline={data.helpline} />
      <Breadcrumbs items={data.breadcrumbs} />
      <main id="hoofdinhoud" className="an-main" tabIndex={-1}>
        {children}
      </main>
      {data.hideNewsletter ? null : <NewsletterPreFooter />}
      {data.hideFooter ? null : <Footer menu={data.footerMenu} />}
      {data.debug ? <DebugPanel /> : null}
      {slideIns.length > 0 ? <Island name="slide-in" wake="idle" className="an-island" props={{ candidates: slideIns, path: data.currentPath, texts: { label: nl.slideIn.label, close: nl.slideIn.close } }} /> : null}
    </>
  );
}
