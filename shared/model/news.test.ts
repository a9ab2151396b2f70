import { describe, expect, it } from 'vitest';
import { newsListsForSitemap, regionNewsFeedHref, regionNewsHref, regionSegment, toNewsCard } from './news';

const item = { Id: 1, Title: 'T', Type: 'news' as const, Introduction: 'I', PublicationDate: '2026-11-01T09:00:00Z', Data: { Path: '/nieuws/t' }, HeaderImage: null, SearchLabels: ['Onderzoek'], HideFromHomepage: false };
const region = { Id: 1016, Title: 'Utrecht stad', Data: { Path: '/regios/utrecht-stad' } };

describe('news model', () => {
  it('makes a national item a card with its category, and a regional one a card with the parent-page button', () => {
    expect(toNewsCard(item)).toMatchObject({ title: 'T', url: '/nieuws/t', label: 'Onderzoek', parent: null, intro: 'I' });
    const regional = toNewsCard({ ...item, Type: 'regio_nieuws', SearchLabels: [] }, region);
    expect(regional).toMatchObject({ label: null, parent: { label: 'Utrecht stad', url: '/regios/utrecht-stad' } });
    // A region without a safe page address gives no button.
    expect(toNewsCard({ ...item, Type: 'regio_nieuws' }, { ...region, Data: { Path: '' } }).parent).toBeNull();
  });

  it("finds a region's news and feed from its page's path, and nothing from another path", () => {
    expect(regionSegment('/regios/arnhem-eo')).toBe('arnhem-eo');
    expect(regionNewsHref('/regios/arnhem-eo')).toBe('/regios/arnhem-eo/nieuws');
    expect(regionNewsFeedHref('/regios/arnhem-eo')).toBe('/regios/arnhem-eo/nieuws/feed.xml');
    for (const path of ['', '/dementie', '/regios', '/regios/a/b', 'https://elders.example/regios/x']) expect(regionNewsHref(path), path).toBeNull();
  });

  it('lists the national and each regional overview with news in the sitemap, with the newest change as lastmod', () => {
    const articles = [
      { type: 'news', path: '/nieuws/a', changed: '2026-10-01T00:00:00Z' },
      { type: 'news', path: '/nieuws/b', changed: '2026-11-01T00:00:00Z' },
      { type: 'regio_nieuws', path: '/regios/twente/nieuws/c', changed: '2026-09-01T00:00:00Z' },
    ];
    expect(newsListsForSitemap(articles, ['/regios/twente', '/regios/drenthe'])).toEqual([
      { path: '/nieuws', changed: '2026-11-01T00:00:00Z' },
      { path: '/regios/twente/nieuws', changed: '2026-09-01T00:00:00Z' },
    ]);
    expect(newsListsForSitemap([], ['/regios/twente'])).toEqual([]);
  });
});
