/**
 * The one place where a screen's `Seo` becomes the head: title with the site
 * name, canonical address, robots, Open Graph, JSON-LD, prev/next hints,
 * editor CSS and the tracking entry. Every screen's head is made here.
 */
import type { Breadcrumb } from '../../shared/contract/navigation';
import { loadedOnce, NO_SECOND_INPUT } from '../../shared/loaded-once';
import { absoluteUrl, siteTitle, type Seo } from '../../shared/pages/screen';
import type { HeadData } from './document';
import { pagedDescription } from '../../shared/lists/paging';
import { DEFAULT_HELPLINE_HOURS, type HelplineHours } from '../../shared/contract/helpline';
import { blogPosting, breadcrumbList, discussionForumPosting, event, jobPosting, newsArticle, organization, place } from './structured-data';

export function headFor(seo: Seo, siteBase: string, breadcrumbs: Breadcrumb, helpline: HelplineHours = DEFAULT_HELPLINE_HOURS): HeadData {
  const canonical = seo.canonical ? absoluteUrl({ siteBase }, seo.canonical) : null;
  const absolute = (href: string | null | undefined) => (href ? new URL(href, siteBase + '/').toString() : null);
  // Each item is kept with the held answer it is made of (loadedOnce: deep-frozen), so head-extras.tsx
  // serialises it once; made of anything else (a preview, a fresh read), it is made every time.
  const kept = (kind: string, source: object, make: () => object | null) => loadedOnce(source, NO_SECOND_INPUT, `json-ld ${kind} ${canonical} ${siteBase}`, make);
  const jsonLd = (seo.structuredData ?? [])
    .map((kind) => {
      if (kind === 'organization') return kept(kind, helpline, () => organization(siteBase, helpline));
      if (kind === 'newsArticle') return seo.article && canonical ? kept(kind, seo.article, () => newsArticle(seo.article!, canonical, siteBase)) : null;
      // A vacancy's JobPosting holds its whole text.
      if (kind === 'jobPosting') return seo.jobPosting && canonical ? kept(kind, seo.jobPosting, () => jobPosting(seo.jobPosting!, canonical, siteBase)) : null;
      if (kind === 'event') return seo.event && canonical ? kept(kind, seo.event, () => event(seo.event!, canonical, siteBase)) : null;
      if (kind === 'discussionForumPosting') return seo.forumPosting && canonical ? discussionForumPosting(seo.forumPosting, canonical) : null;
      if (kind === 'blogPosting') return seo.blogPosting && canonical ? blogPosting(seo.blogPosting, canonical) : null;
      if (kind === 'place') return seo.place && canonical ? kept(kind, seo.place, () => place(seo.place!, canonical)) : null;
      return kept(kind, breadcrumbs, () => breadcrumbList(breadcrumbs, siteBase));
    })
    .filter((item): item is object => item !== null);
  return {
    title: (seo.titlePrefix ?? '') + (seo.bare ? seo.title : siteTitle(seo.title)),
    description: pagedDescription(seo.description, seo.page),
    canonical,
    robots: seo.robots,
    extras: {
      prev: absolute(seo.prev),
      next: absolute(seo.next),
      feeds: (seo.feeds ?? []).map((feed) => ({ title: feed.title, href: absolute(feed.href) ?? feed.href })),
      og: seo.og && canonical ? { type: seo.og.type, url: canonical, image: seo.og.image } : null,
      jsonLd,
      css: seo.css ?? undefined,
      pageEntry: seo.pageEntry ?? null,
      events: seo.events ?? [],
    },
  };
}
