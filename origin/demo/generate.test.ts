import { describe, it, expect } from 'vitest';
import * as v from 'valibot';
import { NodeSchema } from '../../shared/contract/page';
import { VOCABULARIES } from '../../shared/contract/taxonomy';
import { generateDemoContent } from './generate';
import type { NodeRow } from './types';

const content = generateDemoContent({ today: Date.parse('2026-11-25T08:00:00Z') });

/** The node payload as the origin serves it: the row's columns merged into its fields. */
function payload(node: NodeRow): Record<string, unknown> {
  return {
    ...node.fields,
    id: node.id,
    type: node.type,
    label: node.title,
    status: node.status,
    created: node.created,
    changed: node.changed,
    path: { alias: node.alias },
  };
}

describe('generateDemoContent', () => {
  it('is deterministic', () => {
    const again = generateDemoContent({ today: Date.parse('2026-11-25T20:00:00Z') });
    expect(again).toEqual(content);
    expect(JSON.stringify(again)).toBe(JSON.stringify(content));
    expect(JSON.stringify(generateDemoContent({ seed: 1, scale: 2, today: 0 }))).toBe(
      JSON.stringify(generateDemoContent({ seed: 1, scale: 2, today: 0 })),
    );
  });

  it('depends on the seed', () => {
    expect(JSON.stringify(generateDemoContent({ seed: 2, today: Date.parse('2026-11-25T08:00:00Z') }))).not.toBe(JSON.stringify(content));
  });

  it('has the home page at id 1 and alias /', () => {
    const home = content.nodes.find((node) => node.type === 'homepage');
    expect(home?.id).toBe(1);
    expect(home?.alias).toBe('/');
    expect(home?.title).toBe('Home');
    expect((home?.fields.field_page_content as unknown[]).length).toBeGreaterThan(0);
  });

  it('has 48 distinct regions', () => {
    const regions = content.nodes.filter((node) => node.type === 'regio');
    expect(regions).toHaveLength(48);
    expect(new Set(regions.map((node) => node.title)).size).toBe(48);
    for (const region of regions) {
      expect(region.alias).toMatch(/^\/regios\/[a-z0-9-]+$/);
      expect(region.fields.field_email).toMatch(/@example\.org$/);
    }
  });

  it('has a content page hierarchy at least three levels deep', () => {
    const pages = content.nodes.filter((node) => node.type === 'content_page');
    expect(pages.length).toBeGreaterThanOrEqual(12);
    const byId = new Map(content.nodes.map((node) => [node.id, node]));
    const depth = (node: NodeRow): number => (node.parentId === null ? 1 : 1 + depth(byId.get(node.parentId)!));
    expect(Math.max(...pages.map(depth))).toBeGreaterThanOrEqual(3);
  });

  it('links every nested page to an existing parent', () => {
    const byId = new Map(content.nodes.map((node) => [node.id, node]));
    for (const node of content.nodes) {
      const parentPage = node.fields.field_parent_page as { id: number; url: string } | null;
      if (node.parentId === null) {
        expect(parentPage).toBeNull();
        continue;
      }
      const parent = byId.get(node.parentId);
      expect(parent, `parent of ${node.alias}`).toBeDefined();
      expect(parentPage).toEqual({ id: parent!.id, label: parent!.title, url: parent!.alias });
      expect(node.alias.startsWith(`${parent!.alias}/`)).toBe(true);
    }
  });

  it('has unique ids, revision ids, aliases and block ids', () => {
    const ids = content.nodes.map((node) => node.id);
    expect(new Set(ids).size).toBe(ids.length);
    const aliases = content.nodes.map((node) => node.alias);
    expect(new Set(aliases).size).toBe(aliases.length);
    // The origin lower-cases the requested slug before looking it up.
    for (const alias of aliases) expect(alias).toMatch(/^\/[a-z0-9/-]*$/);
    const revisionIds = [...content.nodes.map((n) => n.revisionId), ...content.revisions.map((r) => r.revisionId)];
    expect(new Set(revisionIds).size).toBe(revisionIds.length);
    const blockIds = content.nodes.flatMap((node) =>
      (node.fields.field_page_content as { id: string }[]).map((block) => block.id),
    );
    expect(new Set(blockIds).size).toBe(blockIds.length);
  });

  it('gives every node fields that satisfy the node contract', () => {
    for (const node of content.nodes) {
      const result = v.safeParse(NodeSchema, payload(node));
      expect(result.success, `${node.alias}: ${JSON.stringify(result.issues?.[0]?.message)}`).toBe(true);
    }
    for (const revision of content.revisions) {
      const node = content.nodes.find((n) => n.id === revision.nodeId)!;
      const draft = { ...node, title: revision.title, status: revision.status, fields: revision.fields };
      expect(v.safeParse(NodeSchema, payload(draft)).success).toBe(true);
    }
  });

  it('has an unpublished revision of an existing node', () => {
    expect(content.revisions.length).toBeGreaterThan(0);
    const draft = content.revisions[0]!;
    const node = content.nodes.find((n) => n.id === draft.nodeId);
    expect(node).toBeDefined();
    expect(draft.status).toBe(false);
    expect(draft.entityType).toBe('node');
    expect(draft.fields.field_introduction_wysiwyg).not.toEqual(node!.fields.field_introduction_wysiwyg);
  });

  it('has the required redirects, none shadowing a page', () => {
    expect(content.redirects).toContainEqual({
      source: '/alzheimer-telefoon',
      target: '/onze-ondersteuning/dementietelefoon',
    });
    expect(content.redirects).toContainEqual({ source: '/webwinkel', target: 'https://shop.example.org/dementie' });
    const aliases = new Set(content.nodes.map((node) => node.alias));
    for (const redirect of content.redirects) {
      expect(aliases.has(redirect.source)).toBe(false);
      if (redirect.target.startsWith('/')) expect(aliases.has(redirect.target)).toBe(true);
    }
  });

  it('has terms with distinct weights in every vocabulary and unique tids', () => {
    for (const vocabulary of VOCABULARIES) {
      const terms = content.terms.filter((term) => term.vocabulary === vocabulary);
      expect(terms.length, vocabulary).toBeGreaterThan(0);
      expect(new Set(terms.map((term) => term.weight)).size).toBe(terms.length);
      expect(new Set(terms.map((term) => term.name)).size).toBe(terms.length);
    }
    const tids = content.terms.map((term) => term.tid);
    expect(new Set(tids).size).toBe(tids.length);
  });

  it('refers only to existing terms', () => {
    const tids = new Set(content.terms.map((term) => term.tid));
    for (const node of content.nodes) {
      const refs = [
        ...((node.fields.field_municipalities as { id: number }[] | undefined) ?? []),
        ...(node.fields.field_page_category as { id: number }[]),
        ...((node.fields.field_news_category as { id: number }[] | undefined) ?? []),
      ];
      for (const ref of refs) expect(tids.has(ref.id), `${node.alias} -> ${ref.id}`).toBe(true);
    }
  });

  it('has menus whose parents exist and whose weights are out of insertion order', () => {
    const ids = content.menuItems.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of content.menuItems) {
      if (item.parentId === null) continue;
      const parent = content.menuItems.find((p) => p.id === item.parentId);
      expect(parent?.menu).toBe(item.menu);
    }
    const mainTop = content.menuItems.filter((item) => item.menu === 'main' && item.parentId === null);
    const weights = mainTop.map((item) => item.weight);
    expect(weights).not.toEqual([...weights].sort((a, b) => a - b));
    // The origin serves items in id order, which must not match weight order either.
    const byId = [...mainTop].sort((a, b) => (a.id < b.id ? -1 : 1)).map((item) => item.weight);
    expect(byId).not.toEqual([...byId].sort((a, b) => a - b));
    const footerColumns = content.menuItems.filter((item) => item.menu === 'footer' && item.parentId === null);
    expect(footerColumns.length).toBeGreaterThanOrEqual(3);
    expect(content.menuItems.some((item) => item.external && item.url.startsWith('https://example.org'))).toBe(true);
  });

  it('grows with scale and keeps the scale-1 content stable', () => {
    const bigger = generateDemoContent({ scale: 3, today: Date.parse('2026-11-25T08:00:00Z') });
    expect(bigger.nodes.length).toBeGreaterThan(content.nodes.length);
    const ids = bigger.nodes.map((node) => node.id);
    expect(new Set(ids).size).toBe(ids.length);
    const aliases = bigger.nodes.map((node) => node.alias);
    expect(new Set(aliases).size).toBe(aliases.length);
    expect(bigger.nodes.slice(0, content.nodes.length)).toEqual(content.nodes);
    const byId = new Map(bigger.nodes.map((node) => [node.id, node]));
    for (const node of bigger.nodes) if (node.parentId !== null) expect(byId.has(node.parentId)).toBe(true);
    for (const node of bigger.nodes) expect(v.safeParse(NodeSchema, payload(node)).success).toBe(true);
  });

  it('uses fixed dates no later than the base date, and dates counted from the day of generation (news, vacancies, regional pages, locations, activities) no later than that day', () => {
    const base = Date.parse('2026-11-01T09:00:00Z');
    const today = Date.parse('2027-03-15T10:00:00Z');
    const fixed = generateDemoContent({ today });
    for (const node of fixed.nodes) {
      expect(Date.parse(node.created)).toBeLessThanOrEqual(Date.parse(node.changed));
      // News and vacancies are dated from the day of generation; everything else is fixed.
      const current = ['news', 'regio_nieuws', 'vacancies', 'regio_vacancies', 'corporate_vacature', 'vacancy_overview'].includes(node.type);
      // Region extras (1099-1999), locations and activities (300000 and up) count from the day of generation.
      const nearby = (node.id >= 1099 && node.id < 2000) || node.id >= 300_000;
      expect(Date.parse(node.changed), node.alias).toBeLessThanOrEqual(current || nearby ? today : base);
    }
  });
});

describe('demo news', () => {
  const today = Date.parse('2026-11-25T08:00:00Z');
  const fixed = generateDemoContent({ today });
  const news = fixed.nodes.filter((node) => node.type === 'news' || node.type === 'regio_nieuws');
  const regionIds = new Set(fixed.nodes.filter((node) => node.type === 'regio').map((node) => node.id));

  it('has at least 400 articles, national and regional, spread over the two years before the day of generation', () => {
    expect(news.length).toBeGreaterThanOrEqual(400);
    const regional = news.filter((node) => node.type === 'regio_nieuws');
    expect(regional.length).toBeGreaterThanOrEqual(48 * 5);
    expect(news.length - regional.length).toBeGreaterThanOrEqual(150);
    const ages = news.map((node) => (today - Date.parse(node.fields.field_publication_date as string)) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(731);
    // Every quarter of the two years has news.
    const quarters = new Set(ages.map((age) => Math.floor(age / 91.25)));
    expect([...quarters].filter((q) => q < 8).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('moves with the day of generation and is the same for the same day', () => {
    const later = generateDemoContent({ today: today + 10 * 86_400_000 }).nodes.find((node) => node.id === 200_000)!;
    const first = news.find((node) => node.id === 200_000)!;
    expect(Date.parse(later.created) - Date.parse(first.created)).toBe(10 * 86_400_000);
    expect(generateDemoContent({ today: today + 3_600_000 }).nodes).toEqual(fixed.nodes);
  });

  it('gives every article a header image, a news category, a publication date and an introduction', () => {
    for (const node of news) {
      expect((node.fields.field_header_image_video as { kind: string }).kind, node.alias).toBe('image');
      expect((node.fields.field_news_category as unknown[]).length).toBe(1);
      expect(node.fields.field_publication_date).toBe(node.created);
      expect((node.fields.field_introduction_wysiwyg as { value: string }).value).toMatch(/^<p>.{40,}<\/p>$/);
    }
  });

  it('files regional news under its region: parent, alias and parent page', () => {
    for (const node of news.filter((n) => n.type === 'regio_nieuws')) {
      expect(regionIds.has(node.parentId!), node.alias).toBe(true);
      const region = fixed.nodes.find((n) => n.id === node.parentId)!;
      expect(node.alias.startsWith(`${region.alias}/nieuws/`)).toBe(true);
    }
    for (const node of news.filter((n) => n.type === 'news')) expect(node.alias).toMatch(/^\/nieuws\/[a-z0-9-]+$/);
    // Every region has news.
    expect(new Set(news.map((node) => node.parentId).filter((id) => id !== null)).size).toBe(48);
  });

  it('reads as different articles: almost every title is used once', () => {
    const titles = new Set(news.map((node) => node.title));
    expect(titles.size).toBeGreaterThanOrEqual(news.length * 0.98);
  });

  it('multiplies with --scale', () => {
    const scaled = generateDemoContent({ today, scale: 3 }).nodes.filter((node) => node.type === 'news' || node.type === 'regio_nieuws');
    const handWritten = news.filter((node) => node.id < 200_000).length;
    expect(handWritten).toBe(8);
    expect(scaled.length).toBe(handWritten + 3 * (news.length - handWritten));
  });
});
