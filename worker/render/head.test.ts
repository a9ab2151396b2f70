import { describe, expect, it } from 'vitest';
import { headFor } from './head';
import { deepFreeze } from '../../shared/deep-freeze';

const BASE = 'https://www.example.org';
const trail = [
  { title: 'Home', url: '/' },
  { title: 'Dementie', url: '/dementie' },
];

describe('the head of every screen, from its Seo', () => {
  it('adds the site name to the title unless the title is bare, and puts a prefix before it', () => {
    expect(headFor({ title: 'Dementie', robots: 'index, follow' }, BASE, []).title).toBe('Dementie | Dementiezorg Nederland');
    expect(headFor({ title: 'Home', bare: true, robots: 'index, follow' }, BASE, []).title).toBe('Home');
    expect(headFor({ title: 'Stap 1', titlePrefix: 'Fout: ', robots: 'noindex' }, BASE, []).title).toBe('Fout: Stap 1 | Dementiezorg Nederland');
    // A CMS meta title that already ends with the site's name keeps it once.
    expect(headFor({ title: 'Dementietelefoon | Dementiezorg Nederland', robots: 'index, follow' }, BASE, []).title).toBe('Dementietelefoon | Dementiezorg Nederland');
  });

  it('makes canonical, prev and next absolute and keeps an absolute canonical from the CMS', () => {
    const head = headFor({ title: 'Tips', canonical: '/tips', prev: '/tips', next: '/tips?page=3', robots: 'index, follow' }, BASE, []);
    expect(head.canonical).toBe(`${BASE}/tips`);
    expect(head.extras?.prev).toBe(`${BASE}/tips`);
    expect(head.extras?.next).toBe(`${BASE}/tips?page=3`);
    expect(headFor({ title: 'X', canonical: 'https://elders.example/x', robots: 'index' }, BASE, []).canonical).toBe('https://elders.example/x');
  });

  it('carries Open Graph only for pages meant to be shared, with the canonical address as its url', () => {
    expect(headFor({ title: 'Fout', robots: 'noindex' }, BASE, []).extras?.og).toBeNull();
    const og = headFor({ title: 'Dementie', canonical: '/dementie', robots: 'index', og: { type: 'article', image: null } }, BASE, []).extras?.og;
    expect(og).toEqual({ type: 'article', url: `${BASE}/dementie`, image: null });
  });

  it('keeps each JSON-LD item with the held answer it is made of, and makes it afresh of anything else', () => {
    const seo = { title: 'X', canonical: '/x', robots: 'index', structuredData: ['breadcrumbs' as const] };
    const held = deepFreeze(trail.map((c) => ({ ...c })));
    const [first] = headFor(seo, BASE, held).extras?.jsonLd ?? [];
    expect(headFor(seo, BASE, held).extras?.jsonLd?.[0]).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    // Another site address or canonical is another item.
    expect(headFor(seo, 'https://acceptatie.example.org', held).extras?.jsonLd?.[0]).not.toBe(first);
    expect(headFor({ ...seo, canonical: '/y' }, BASE, held).extras?.jsonLd?.[0]).not.toBe(first);
    const fresh = headFor(seo, BASE, trail).extras?.jsonLd?.[0];
    expect(fresh).toEqual(first);
    expect(headFor(seo, BASE, trail).extras?.jsonLd?.[0]).not.toBe(fresh);
  });

  it('writes the breadcrumb trail or the organisation as JSON-LD only when the screen asks', () => {
    expect(headFor({ title: 'X', robots: 'index' }, BASE, trail).extras?.jsonLd).toEqual([]);
    const [crumbs] = headFor({ title: 'X', robots: 'index', structuredData: ['breadcrumbs'] }, BASE, trail).extras?.jsonLd ?? [];
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ item: `${BASE}/` }, { item: `${BASE}/dementie` }] });
    const [org] = headFor({ title: 'Home', robots: 'index', structuredData: ['organization'] }, BASE, []).extras?.jsonLd ?? [];
    expect(org).toMatchObject({ '@type': 'Organization', url: `${BASE}/` });
  });

  it('writes a NewsArticle for an article, with absolute addresses, and leaves it out without the facts', () => {
    const article = { headline: 'Bericht', datePublished: '2026-10-01T09:00:00Z', dateModified: '2026-10-02T09:00:00Z', image: `${BASE}/files/a.svg`, description: 'Kort', section: 'Onderzoek' };
    const jsonLd = headFor({ title: 'Bericht', canonical: '/nieuws/bericht', robots: 'index', structuredData: ['breadcrumbs', 'newsArticle'], article }, BASE, trail).extras?.jsonLd;
    expect(jsonLd?.[1]).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Bericht',
      datePublished: '2026-10-01T09:00:00Z',
      dateModified: '2026-10-02T09:00:00Z',
      url: `${BASE}/nieuws/bericht`,
      image: [`${BASE}/files/a.svg`],
      articleSection: 'Onderzoek',
      publisher: { '@type': 'Organization', logo: { url: `${BASE}/favicon.svg` } },
    });
    expect(headFor({ title: 'X', canonical: '/x', robots: 'index', structuredData: ['newsArticle'] }, BASE, []).extras?.jsonLd).toEqual([]);
  });

  it('announces feeds with absolute addresses', () => {
    const head = headFor({ title: 'Nieuws', robots: 'index', feeds: [{ title: 'Nieuws', href: '/nieuws/feed.xml' }] }, BASE, []);
    expect(head.extras?.feeds).toEqual([{ title: 'Nieuws', href: `${BASE}/nieuws/feed.xml` }]);
  });
});
