/** What every memory-test screen shares: the breadcrumb trail, the heading id and the newsletter sign-up. */
import type { Breadcrumb } from '../../contract/navigation';
import { showsNewsletterThanks } from '../../forms/newsletter';
import { Island } from '../../islands/Island';
import { href } from '../../routes';
import { nl } from '../../texts/nl';
import { NewsletterSignup, type NewsletterSignupProps } from '../../ui/NewsletterSignup';
import { newsletterTexts } from '../../ui/newsletter-texts';

export const HEADING_ID = 'geheugentest-titel';
export const t = nl.memoryTest;

/** Home > Geheugentest > the test (spec section 2). */
export function memoryTestBreadcrumbs(current?: { title: string; url: string }): Breadcrumb {
  return [{ title: nl.site.homeLabel, url: href('home') }, { title: t.name, url: href('memory-test') }, ...(current ? [current] : [])];
}

export type NewsletterProps = Pick<NewsletterSignupProps, 'returnTo' | 'formRendered' | 'status' | 'texts'>;

/** The sign-up's props for a memory-test page at `path`: thanked when the visitor just signed up. */
export function newsletterProps(url: URL, path: string, now: Date): NewsletterProps {
  const thanks = showsNewsletterThanks(url);
  return { returnTo: path, formRendered: now.toISOString(), status: thanks ? 'thanks' : 'idle', texts: newsletterTexts() };
}

/**
 * The newsletter sign-up that every /geheugentest page carries (spec section 2).
 * On the entry page it is the island (checked in the browser, sent without
 * leaving the page). On the steps and results it is the plain form: those pages
 * already load the memory-test island, and both together with React would pass
 * the 75 KB JavaScript budget (docs/performance.md). Nothing is lost by the
 * round trip: the worker checks the address and sends the visitor back to the
 * same page with the thank-you, where the answers return from session storage.
 */
export function MemoryTestNewsletter({ props, enhanced = false }: { props: NewsletterProps; enhanced?: boolean }) {
  return (
    <div className="an-container an-container--text">
      {enhanced ? (
        // A box of its own: 'visible' islands are watched with IntersectionObserver, which never sees a display: contents wrapper.
        <Island name="newsletter-form" wake="visible" className="an-island-box" props={props} />
      ) : (
        <NewsletterSignup {...props} />
      )}
    </div>
  );
}
