import { Hono, type Context } from 'hono';
import type { OriginBindings } from '../bindings';
import { scopeToken } from '../news-index';

/**
 * The news calls of spec section 7, served from the news index (migration
 * 0010, origin/news-index.ts), which stands in for the backend's search
 * index:
 *   GET /api/v1/es/news/latest?categoryId    the newest news for the home page
 *   GET /api/v1/es/news?page                 national news, newest first
 *   GET /api/v1/es/news/search?query&page    national news matching a term
 *   GET /api/v1/region/news?regionId&regionName&page
 *   GET /api/v1/region/news-search?query&regionId&regionName&page
 * Pages are zero-based; lists answer `{ Items, TotalItems }`.
 */
export const newsRoutes = new Hono<{ Bindings: OriginBindings }>();

type Ctx = Context<{ Bindings: OriginBindings }>;

/** How many items `latest` answers: two rows of three on desktop. */
export const LATEST_NEWS_LIMIT = 6;
/** At most this many of them regional, the rest national (spec section 9, 'up to 3 regional, filled up to 6 with general news'). */
export const LATEST_REGIONAL_MAX = 3;
/** Items per page of every news list (spec section 9: news overview page size 10). */
export const NEWS_PAGE_SIZE = 10;
/** A search term is cut to this many words, so a pasted paragraph cannot make a huge query. */
const MAX_TERMS = 8;

interface IndexRow {
  seq: number;
  node_id: number;
  type: string;
  published: string;
  title: string;
  introduction: string;
  alias: string;
  image: string | null;
  labels: string;
  hide_from_homepage: number;
}

const COLUMNS = 'i.seq, i.node_id, i.type, i.published, i.title, i.introduction, i.alias, i.image, i.labels, i.hide_from_homepage';

/** One list item as spec section 3 describes it ('News item'), in the upstream's field names. */
function item(row: IndexRow) {
  return {
    Id: row.node_id,
    Title: row.title,
    Type: row.type,
    Introduction: row.introduction,
    PublicationDate: row.published,
    Data: { Path: row.alias },
    HeaderImage: row.image ? (JSON.parse(row.image) as unknown) : null,
    SearchLabels: JSON.parse(row.labels) as string[],
    HideFromHomepage: row.hide_from_homepage === 1,
  };
}

/** A zero-based page from `?page`; missing is 0; anything but a whole number is null (400). */
function pageOf(c: Ctx): number | null {
  const raw = c.req.query('page');
  if (raw === undefined || raw === '') return 0;
  // The site counts pages up to 2^53 (shared/lists): a page far past the end is an empty page, not an error.
  return /^\d{1,16}$/.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : null;
}

/** Past every list (SQLite's OFFSET needs a 64-bit integer; a page near 2^53 times ten is not one). */
const LAST_PAGE = 100_000_000;
const offsetOf = (page: number) => Math.min(page, LAST_PAGE) * NEWS_PAGE_SIZE;

/** `regionId`, a whole number, or null. */
function regionIdOf(c: Ctx): number | null {
  const raw = c.req.query('regionId') ?? '';
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/**
 * The visitor's term as an FTS5 query: every word (letters and digits) as a
 * quoted prefix, all of them required. Quoting makes FTS5 syntax in the term
 * (AND, NEAR, *, ", column filters) plain words. Null when no word is left.
 */
export function ftsQuery(term: string, regionId: number): string | null {
  const words = term.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  const all = words
    .slice(0, MAX_TERMS)
    .map((word) => `"${word}"*`)
    .join(' AND ');
  // The region's token narrows the matches inside the index; the words count in title and introduction only.
  return `scope : "${scopeToken(regionId)}" AND {title introduction} : (${all})`;
}

/** One page of a region's news (region 0: national), newest first. */
async function listPage(c: Ctx, regionId: number, page: number) {
  const [count, rows] = await c.env.DB.batch<{ n: number } | IndexRow>([
    c.env.DB.prepare('SELECT COUNT(*) AS n FROM news_index WHERE region_id = ?1').bind(regionId),
    c.env.DB.prepare(`SELECT ${COLUMNS} FROM news_index i WHERE i.region_id = ?1 ORDER BY i.seq LIMIT ?2 OFFSET ?3`).bind(regionId, NEWS_PAGE_SIZE, offsetOf(page)),
  ]);
  const total = (count?.results[0] as { n: number } | undefined)?.n ?? 0;
  return { Items: (rows?.results as IndexRow[]).map(item), TotalItems: total };
}

/**
 * One page of a region's news (region 0: national) matching a term, newest
 * first. The full-text index gives its matches in seq order, so the page's
 * rows are found without sorting every match; the count reads only the index.
 */
async function searchPage(c: Ctx, regionId: number, term: string, page: number) {
  const match = ftsQuery(term, regionId);
  if (!match) return { Items: [], TotalItems: 0 };
  const [count, rows] = await c.env.DB.batch<{ n: number } | IndexRow>([
    c.env.DB.prepare('SELECT COUNT(*) AS n FROM news_fts WHERE news_fts MATCH ?1').bind(match),
    c.env.DB.prepare(
      `SELECT ${COLUMNS} FROM news_index i WHERE i.seq IN (SELECT rowid FROM news_fts WHERE news_fts MATCH ?1 ORDER BY rowid LIMIT ?2 OFFSET ?3) ORDER BY i.seq`,
    ).bind(match, NEWS_PAGE_SIZE, offsetOf(page)),
  ]);
  const total = (count?.results[0] as { n: number } | undefined)?.n ?? 0;
  return { Items: (rows?.results as IndexRow[]).map(item), TotalItems: total };
}

const bad = (c: Ctx, message: string) => c.json({ message }, 400);

/**
 * The newest published news of both kinds, optionally of one news category:
 * at most LATEST_REGIONAL_MAX regional items, filled up with national news, so
 * the home page can always make its phone selection (3, at most 2 regional).
 * Items: Title, PublicationDate, Data.Path, HideFromHomepage, HeaderImage (+ Id, Type).
 */
newsRoutes.get('/api/v1/es/news/latest', async (c) => {
  const raw = c.req.query('categoryId');
  if (raw !== undefined && raw !== '' && !/^\d{1,9}$/.test(raw)) return bad(c, 'categoryId must be a number');
  const categoryId = raw ? Number(raw) : null;
  // Walks the index newest first and stops at the limit; the category lives in the node's fields.
  const filter =
    categoryId === null
      ? ''
      : "AND EXISTS (SELECT 1 FROM nodes n, json_each(n.fields, '$.field_news_category') t WHERE n.id = i.node_id AND json_extract(t.value, '$.id') = ?2)";
  const query = (type: string, limit: number) => {
    const stmt = c.env.DB.prepare(`SELECT ${COLUMNS} FROM news_index i WHERE i.type = ?1 ${filter} ORDER BY i.seq LIMIT ${limit}`);
    return categoryId === null ? stmt.bind(type) : stmt.bind(type, categoryId);
  };
  const [regional, national] = await c.env.DB.batch<IndexRow>([query('regio_nieuws', LATEST_REGIONAL_MAX), query('news', LATEST_NEWS_LIMIT)]);
  const regionalRows = regional?.results ?? [];
  const rows = [...regionalRows, ...(national?.results ?? []).slice(0, LATEST_NEWS_LIMIT - regionalRows.length)];
  rows.sort((a, b) => a.seq - b.seq);
  return c.json({ Items: rows.map(item) });
});

newsRoutes.get('/api/v1/es/news/search', async (c) => {
  const page = pageOf(c);
  if (page === null) return bad(c, 'page must be a whole number');
  return c.json(await searchPage(c, 0, c.req.query('query') ?? '', page));
});

newsRoutes.get('/api/v1/es/news', async (c) => {
  const page = pageOf(c);
  if (page === null) return bad(c, 'page must be a whole number');
  return c.json(await listPage(c, 0, page));
});

// regionName is part of the call (spec section 7); the index files regional news by regionId.
newsRoutes.get('/api/v1/region/news-search', async (c) => {
  const page = pageOf(c);
  const regionId = regionIdOf(c);
  if (page === null) return bad(c, 'page must be a whole number');
  if (regionId === null) return bad(c, 'regionId is required');
  return c.json(await searchPage(c, regionId, c.req.query('query') ?? '', page));
});

newsRoutes.get('/api/v1/region/news', async (c) => {
  const page = pageOf(c);
  const regionId = regionIdOf(c);
  if (page === null) return bad(c, 'page must be a whole number');
  if (regionId === null) return bad(c, 'regionId is required');
  return c.json(await listPage(c, regionId, page));
});
