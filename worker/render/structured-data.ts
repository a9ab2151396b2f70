import type { Breadcrumb } from '../../shared/contract/navigation';
import type { ArticleFacts, EventFacts, ForumPostingFacts, JobPostingFacts, PlaceFacts } from '../../shared/pages/screen';
import { SOCIAL_PROFILES } from '../../shared/ui/Socials';
import { nl } from '../../shared/texts/nl';
import { DEFAULT_HELPLINE_HOURS, type HelplineHours } from '../../shared/contract/helpline';
import { hoursOn } from '../../shared/helpline-hours';

/** schema.org BreadcrumbList from the breadcrumb trail, with absolute addresses. */
export function breadcrumbList(trail: Breadcrumb, base: string): object | null {
  if (trail.length < 2) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.title,
      item: new URL(item.url, base + '/').toString(),
    })),
  };
}

const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => `https://schema.org/${day}`);

/**
 * The helpline's hours as schema.org OpeningHoursSpecification: the regular
 * hours every day, and each exception of the CMS for its one date (closed:
 * opens and closes both 00:00, as schema.org says).
 */
export function openingHours(hours: HelplineHours): object[] {
  const spec = (opens: string, closes: string, extra: object = {}) => ({ '@type': 'OpeningHoursSpecification', ...extra, opens, closes });
  return [
    spec(hours.opens, hours.closes, { dayOfWeek: EVERY_DAY }),
    ...hours.exceptions.map((e) => {
      const day = hoursOn(e.date, hours);
      return day ? spec(day.opens, day.closes, { validFrom: e.date, validThrough: e.date }) : spec('00:00', '00:00', { validFrom: e.date, validThrough: e.date });
    }),
  ];
}

/** schema.org Organization for the charity, on the home page, with the helpline's hours from the CMS. */
export function organization(base: string, hours: HelplineHours = DEFAULT_HELPLINE_HOURS): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: nl.site.name,
    url: base + '/',
    logo: base + '/favicon.svg',
    sameAs: SOCIAL_PROFILES.map((p) => p.url),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      telephone: '+31-800-1234567',
      availableLanguage: 'nl',
      hoursAvailable: openingHours(hours),
    },
  };
}

/** schema.org NewsArticle for a news article, published by the charity. */
export function newsArticle(article: ArticleFacts, url: string, base: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.headline,
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    mainEntityOfPage: url,
    url,
    ...(article.image ? { image: [article.image] } : {}),
    ...(article.description ? { description: article.description } : {}),
    ...(article.section ? { articleSection: article.section } : {}),
    inLanguage: 'nl',
    author: { '@type': 'Organization', name: nl.site.name, url: base + '/' },
    publisher: { '@type': 'Organization', name: nl.site.name, url: base + '/', logo: { '@type': 'ImageObject', url: base + '/favicon.svg' } },
  };
}

/**
 * schema.org JobPosting for a vacancy, hired by the charity. Volunteer work
 * is employmentType VOLUNTEER with no salary; work from home is TELECOMMUTE
 * (open to applicants in the Netherlands); work 'in your own neighbourhood'
 * names the country as its place; `validThrough` is the end of the last day to
 * apply (none when the vacancy is open until filled).
 */
export function jobPosting(facts: JobPostingFacts, url: string, base: string): object {
  const country = { '@type': 'Country', name: 'NL' };
  const location =
    facts.location.kind === 'telecommute'
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: country }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              ...(facts.location.kind === 'place'
                ? { addressLocality: facts.location.locality, ...(facts.location.postalCode ? { postalCode: facts.location.postalCode } : {}) }
                : {}),
              addressCountry: 'NL',
            },
          },
        };
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: facts.title,
    description: facts.description,
    datePosted: facts.datePosted,
    ...(facts.validThrough ? { validThrough: facts.validThrough } : {}),
    employmentType: facts.employmentType,
    hiringOrganization: { '@type': 'Organization', name: nl.site.name, sameAs: base + '/', logo: base + '/favicon.svg' },
    identifier: { '@type': 'PropertyValue', name: nl.site.name, value: facts.identifier },
    directApply: true,
    url,
    inLanguage: 'nl',
    ...location,
  };
}

/** schema.org Place with its PostalAddress and GeoCoordinates (a location; also an activity's location). */
export function place(facts: PlaceFacts, url: string | null): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Place',
    name: facts.name,
    ...(url ? { url } : {}),
    ...(facts.description ? { description: facts.description } : {}),
    ...(facts.address
      ? { address: { '@type': 'PostalAddress', streetAddress: facts.address.streetAddress, postalCode: facts.address.postalCode, addressLocality: facts.address.addressLocality, addressCountry: 'NL' } }
      : {}),
    ...(facts.geo ? { geo: { '@type': 'GeoCoordinates', latitude: facts.geo.lat, longitude: facts.geo.lon } } : {}),
    ...(facts.telephone ? { telephone: facts.telephone } : {}),
    ...(facts.email ? { email: facts.email } : {}),
  };
}

/** schema.org Event of an activity, held in person at its location, organised by the charity, free of charge. */
export function event(facts: EventFacts, url: string, base: string): object {
  const { '@context': _context, ...location } = facts.location ? (place(facts.location, null) as Record<string, unknown>) : { '@context': null };
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: facts.name,
    url,
    startDate: facts.startDate,
    ...(facts.endDate ? { endDate: facts.endDate } : {}),
    ...(facts.description ? { description: facts.description } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(facts.location ? { location } : {}),
    isAccessibleForFree: true,
    inLanguage: 'nl',
    organizer: { '@type': 'Organization', name: nl.site.name, url: base + '/' },
    ...(facts.moreInfo ? { sameAs: facts.moreInfo } : {}),
  };
}

/** schema.org DiscussionForumPosting for a public forum conversation: the opening post, its author and the replies on the page. */
export function discussionForumPosting(facts: ForumPostingFacts, url: string): object {
  const person = (name: string) => ({ '@type': 'Person', name });
  return {
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    headline: facts.headline,
    text: facts.text,
    url,
    mainEntityOfPage: url,
    inLanguage: 'nl',
    author: person(facts.author),
    datePublished: facts.datePublished,
    dateModified: facts.dateModified,
    interactionStatistic: { '@type': 'InteractionCounter', interactionType: 'https://schema.org/CommentAction', userInteractionCount: facts.replyCount },
    comment: facts.comments.map((c) => ({ '@type': 'Comment', author: person(c.author), text: c.text, datePublished: c.datePublished, url: c.url })),
  };
}
