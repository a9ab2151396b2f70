import { Hono, type Context } from 'hono';
import { foldedWords } from '../../shared/contract/fold';
import type { OriginBindings } from '../bindings';
import { HIT_KINDS, type HitKind } from '../search/extract';
import { search, suggest } from '../search/engine';

/**
 * The site search (spec section 7, `GET /api/v1/es/search?query&contentType`)
 * and its contract extensions, over the index of migration 0050:
 *   GET    /api/v1/es/search?query&contentType&page&pageSize   one page of hits
 *   GET    /api/v1/es/suggest?query                            suggestions while typing
 *   GET    /api/v1/es/synonyms                                 the synonym table
 *   POST   /api/v1/es/synonyms  {term, synonym, bothWays?}     add a synonym
 *   DELETE /api/v1/es/synonyms  {term, synonym, bothWays?}     remove one
 * The synonym calls are for the site's authenticated /admin/synonyms; the
 * site's API proxy never passes them.
 */
export const searchRoutes = new Hono<{ Bindings: OriginBindings }>();

type Ctx = Context<{ Bindings: OriginBindings }>;

/** Hits per page unless pageSize says otherwise; never more than MAX_PAGE_SIZE. */
export const SEARCH_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 50;
/** A page past this is refused (a page past the last hit but before it answers no items). */
const MAX_PAGE = 100_000;

const bad = (c: Ctx, message: string) => c.json({ message }, 400);

/** A whole number from the query, `fallback` when missing; null when it is anything else. */
function whole(raw: string | undefined, fallback: number, max: number): number | null {
  if (raw === undefined || raw === '') return fallback;
  return /^\d{1,6}$/.test(raw) && Number(raw) <= max ? Number(raw) : null;
}

/** `contentType`: information, news, regio, or all (also empty or missing). */
function kindOf(raw: string | undefined): HitKind | null | undefined {
  if (raw === undefined || raw === '' || raw === 'all') return null;
  return (HIT_KINDS as readonly string[]).includes(raw) ? (raw as HitKind) : undefined;
}

searchRoutes.get('/api/v1/es/search', async (c) => {
  const kind = kindOf(c.req.query('contentType'));
  const page = whole(c.req.query('page'), 0, MAX_PAGE);
  const pageSize = whole(c.req.query('pageSize'), SEARCH_PAGE_SIZE, MAX_PAGE_SIZE);
  if (kind === undefined) return bad(c, 'contentType is information, news, regio or all');
  if (page === null) return bad(c, `page is a whole number up to ${MAX_PAGE}`);
  if (pageSize === null || pageSize === 0) return bad(c, `pageSize is a whole number from 1 to ${MAX_PAGE_SIZE}`);
  return c.json(await search(c.env.DB, { term: c.req.query('query') ?? '', kind, page, pageSize, now: new Date() }));
});

searchRoutes.get('/api/v1/es/suggest', async (c) => {
  return c.json(await suggest(c.env.DB, c.req.query('query') ?? ''));
});

interface SynonymRow {
  term: string;
  synonym: string;
}

searchRoutes.get('/api/v1/es/synonyms', async (c) => {
  const { results } = await c.env.DB.prepare('SELECT term, synonym FROM search_synonyms ORDER BY term, synonym').all<SynonymRow>();
  return c.json({ Items: results.map((r) => ({ Term: r.term, Synonym: r.synonym })) });
});

/**
 * A synonym change as the admin sends it: `term` one word, `synonym` one to
 * three words, both folded as the index folds them; `bothWays` (default true
 * when the synonym is one word) also makes the synonym find the term.
 */
async function readChange(c: Ctx): Promise<{ pairs: [string, string][] } | { error: string }> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return { error: 'body must be JSON: {"term": "...", "synonym": "..."}' };
  }
  const { term, synonym, bothWays } = (body ?? {}) as { term?: unknown; synonym?: unknown; bothWays?: unknown };
  if (typeof term !== 'string' || typeof synonym !== 'string') return { error: 'term and synonym are text' };
  const t = foldedWords(term);
  const s = foldedWords(synonym);
  if (t.length !== 1 || t[0]!.length < 2 || t[0]!.length > 40) return { error: 'term is one word of 2 to 40 letters' };
  if (s.length < 1 || s.length > 3 || s.some((w) => w.length > 40)) return { error: 'synonym is one to three words' };
  const a = t[0]!;
  const b = s.join(' ');
  if (a === b) return { error: 'term and synonym are the same word' };
  const back = bothWays === undefined ? s.length === 1 : bothWays === true;
  if (back && s.length > 1) return { error: 'only a one-word synonym can work both ways' };
  return { pairs: back ? [[a, b], [b, a]] : [[a, b]] };
}

searchRoutes.post('/api/v1/es/synonyms', async (c) => {
  const change = await readChange(c);
  if ('error' in change) return bad(c, change.error);
  await c.env.DB.batch(change.pairs.map(([t, s]) => c.env.DB.prepare('INSERT OR IGNORE INTO search_synonyms (term, synonym) VALUES (?1, ?2)').bind(t, s)));
  return c.json({ added: change.pairs.map(([t, s]) => ({ Term: t, Synonym: s })) });
});

searchRoutes.delete('/api/v1/es/synonyms', async (c) => {
  const change = await readChange(c);
  if ('error' in change) return bad(c, change.error);
  // RETURNING counts the rows themselves (meta.changes would count the trigger's updates too).
  const results = await c.env.DB.batch(
    change.pairs.map(([t, s]) => c.env.DB.prepare('DELETE FROM search_synonyms WHERE term = ?1 AND synonym = ?2 RETURNING term').bind(t, s)),
  );
  const removed = results.reduce((n, r) => n + r.results.length, 0);
  return c.json({ removed }, removed > 0 ? 200 : 404);
});
