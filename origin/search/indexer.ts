/**
 * Writes the site search index (migration 0050): the seeder rebuilds it whole
 * from the demo content; a changed node (triggers put its id in
 * search_pending) is reindexed on its own before the next search answers.
 */
import type { NodeRow } from '../demo/types';
import type { NodeRecord } from '../nodes';
import type { TermRow } from '../demo/types';
import { analyse, foldedWords, stem, STOPWORDS } from '../../shared/contract/search-text';
import { type IndexLookups, type IndexNode, type SearchDoc, searchDocOf } from './extract';

const DOC_COLUMNS = ['rank', 'id', 'kind', 'title', 'introduction', 'alias', 'labels', 'region_id', 'title_key', 'title_stems', 'expires', 'shown_from', 'shown_until'];
const FTS_COLUMNS = ['rowid', 'title', 'intro', 'body', 'words', 'facets'];
const TITLE_COLUMNS = ['rowid', 'title'];
const PLACE_COLUMNS = ['place', 'region_id', 'source_id'];
/** D1 binds at most 100 parameters to one statement. */
const MAX_PARAMS = 100;

/** The facet tokens of a doc: its kind, its region, and the token every row has. */
export const kindToken = (kind: string): string => `k${kind}`;
export const regionToken = (regionId: number): string => `r${regionId}`;
export const ALL_TOKEN = 'xall';
const KIND_ORDER = { information: 1, regio: 2, news: 3 } as const;
/** Where each kind's ranks start (information, regio, news): a rowid range tells a match's kind. */
export const KIND_BASES = [1e13, 2e13, 3e13] as const;
const DAY_MS = 86_400_000;

/**
 * A page's place in the fixed order of importance, which is its FTS5 rowid:
 * information pages, then regional pages (each by node id), then news newest
 * first. Derived from the page alone, so reindexing one page never moves
 * another.
 */
export function staticRank(doc: Pick<SearchDoc, 'id' | 'kind' | 'published'>): number {
  const base = KIND_ORDER[doc.kind] * 1e13;
  if (doc.kind !== 'news') return base + doc.id;
  const day = Math.floor((Date.parse(doc.published ?? '') || 0) / DAY_MS);
  // Newer first: fewer days before day 99,999 (the year 2243); the node id keeps ranks unique.
  return base + Math.max(0, 99_999 - day) * 1e7 + (doc.id % 1e7);
}



function ftsValues(doc: SearchDoc): unknown[] {
  const title = analyse(doc.title);
  const intro = analyse(doc.introduction);
  const body = analyse(doc.body);
  // The vocabulary for suggestions and typo correction: the words of titles and introductions,
  // what pages are about (body text would bring every rare word of every article).
  const words = [...new Set([...title.words, ...intro.words])].join(' ');
  const facets = [kindToken(doc.kind), regionToken(doc.regionId), ALL_TOKEN].join(' ');
  return [staticRank(doc), title.stems, intro.stems, body.stems, words, facets];
}

function docValues(doc: SearchDoc): unknown[] {
  return [staticRank(doc), doc.id, doc.kind, doc.title, doc.introduction, doc.alias, JSON.stringify(doc.labels), doc.regionId, doc.titleKey, titleStems(doc.title), doc.expires, doc.shownFrom, doc.shownUntil];
}

/** The stems of the words of a title that count (ranking by title reads them instead of stemming every candidate's title per query). */
export function titleStems(title: string): string {
  return foldedWords(title)
    .filter((w) => !STOPWORDS.has(w))
    .map(stem)
    .join(' ');
}

/** Multi-row INSERTs of `rows`, as many rows per statement as the parameter limit allows. */
function inserts(db: D1Database, table: string, columns: string[], rows: unknown[][]): D1PreparedStatement[] {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const out: D1PreparedStatement[] = [];
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement);
    const values = chunk.map((_, r) => `(${columns.map((_, c) => `?${r * columns.length + c + 1}`).join(', ')})`).join(', ');
    out.push(db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`).bind(...chunk.flat()));
  }
  return out;
}

/** Pages whose titles suggestions may name (migration 0052, search_titles): information and regional pages shown without an end. */
const suggestable = (doc: SearchDoc) => (doc.kind === 'information' || doc.kind === 'regio') && doc.expires === null && doc.shownUntil === null;

/** The statements that write these docs (already removed from the index). */
function writeDocs(db: D1Database, docs: SearchDoc[]): D1PreparedStatement[] {
  const places = docs.flatMap((doc) => doc.places.map((place) => [place, doc.regionId, doc.id]));
  return [
    ...inserts(db, 'search_docs', DOC_COLUMNS, docs.map(docValues)),
    ...inserts(db, 'search_fts', FTS_COLUMNS, docs.map(ftsValues)),
    ...inserts(db, 'search_titles', TITLE_COLUMNS, docs.filter(suggestable).map((doc) => [staticRank(doc), analyse(doc.title).stems])),
    ...inserts(db, 'search_places', PLACE_COLUMNS, places),
  ];
}

/** Every change of the index moves the version, so queries reload what they keep in memory (search/state.ts). */
const bumpVersion = (db: D1Database) => db.prepare('UPDATE search_state SET version = version + 1 WHERE id = 1');

/** Lookups over the rows the generator produced. */
function contentLookups(nodes: readonly NodeRow[], terms: readonly TermRow[]): IndexLookups {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const termNames = new Map(terms.map((t) => [t.tid, t.name]));
  return { node: (id) => byId.get(id), termName: (tid) => termNames.get(tid) };
}

const fromRow = (n: NodeRow): IndexNode => ({ id: n.id, type: n.type, title: n.title, alias: n.alias, status: n.status, created: n.created, parentId: n.parentId, fields: n.fields });

/** Empties the index and writes it from the demo content; pending changes are then covered. */
export function searchIndexStatements(db: D1Database, nodes: readonly NodeRow[], terms: readonly TermRow[]): D1PreparedStatement[] {
  const lookups = contentLookups(nodes, terms);
  const docs = nodes.map((n) => searchDocOf(fromRow(n), lookups)).filter((d): d is SearchDoc => d !== null);
  return [
    ...['search_docs', 'search_fts', 'search_titles', 'search_places'].map((t) => db.prepare(`DELETE FROM ${t}`)),
    ...writeDocs(db, docs),
    db.prepare('DELETE FROM search_pending'),
    bumpVersion(db),
  ];
}

/** The columns of a node the reindex reads. */
type NodeRecordRow = Pick<NodeRecord, 'id' | 'type' | 'title' | 'alias' | 'status' | 'created' | 'parent_id' | 'fields'>;

/** Reindexes the given nodes from D1 (gone or unpublished ones leave the index). */
export async function reindexNodes(db: D1Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const list = ids.map((_, i) => `?${i + 1}`).join(', ');
  const { results: rows } = await db.prepare(`SELECT id, type, title, alias, status, created, parent_id, fields FROM nodes WHERE id IN (${list})`).bind(...ids).all<NodeRecordRow>();
  const nodes: IndexNode[] = rows.map((r) => ({
    id: r.id,
    type: r.type,
    title: r.title,
    alias: r.alias,
    status: r.status === 1,
    created: r.created,
    parentId: r.parent_id,
    fields: JSON.parse(r.fields) as Record<string, unknown>,
  }));
  // Parents and regions are few; municipalities only matter when a region itself changed.
  const parents = [...new Set(nodes.map((n) => n.parentId).filter((p): p is number => p !== null))];
  const [others, municipalities] = await db.batch<{ id: number; type: string; title: string } | { tid: number; name: string }>([
    db.prepare(`SELECT id, type, title FROM nodes WHERE type = 'regio' OR id IN (SELECT value FROM json_each(?1))`).bind(JSON.stringify(parents)),
    db.prepare(`SELECT tid, name FROM terms WHERE vocabulary = 'municipalities' AND ?1`).bind(nodes.some((n) => n.type === 'regio') ? 1 : 0),
  ]);
  const byId = new Map((others?.results as { id: number; type: string; title: string }[]).map((n) => [n.id, n]));
  const termNames = new Map((municipalities?.results as { tid: number; name: string }[]).map((t) => [t.tid, t.name]));
  const lookups: IndexLookups = { node: (id) => byId.get(id), termName: (tid) => termNames.get(tid) };
  const docs = nodes.map((n) => searchDocOf(n, lookups)).filter((d): d is SearchDoc => d !== null);
  const idList = JSON.stringify(ids);
  await db.batch([
    db.prepare('DELETE FROM search_fts WHERE rowid IN (SELECT rank FROM search_docs WHERE id IN (SELECT value FROM json_each(?1)))').bind(idList),
    db.prepare('DELETE FROM search_titles WHERE rowid IN (SELECT rank FROM search_docs WHERE id IN (SELECT value FROM json_each(?1)))').bind(idList),
    db.prepare('DELETE FROM search_docs WHERE id IN (SELECT value FROM json_each(?1))').bind(idList),
    db.prepare('DELETE FROM search_places WHERE source_id IN (SELECT value FROM json_each(?1))').bind(idList),
    ...writeDocs(db, docs),
    db.prepare('DELETE FROM search_pending WHERE node_id IN (SELECT value FROM json_each(?1))').bind(idList),
    bumpVersion(db),
  ]);
}

/** At most this many changed nodes are reindexed per round. */
const PENDING_BATCH = 200;

/**
 * Brings the index up to date with every change since it was written. Costs
 * one small query when nothing changed; run before every search.
 */
export async function syncPending(db: D1Database): Promise<number> {
  let done = 0;
  // Bounded: a flood of changes is worked off over several searches, never in one.
  for (let round = 0; round < 5; round++) {
    const { results } = await db.prepare(`SELECT node_id FROM search_pending LIMIT ${PENDING_BATCH}`).all<{ node_id: number }>();
    if (results.length === 0) break;
    await reindexNodes(db, results.map((r) => r.node_id));
    done += results.length;
  }
  return done;
}

/** Pages that will never be shown again: past their last day (?1, the Dutch day) or expired (?2, now). */
const PAST = 'shown_until < ?1 OR expires <= ?2';

/**
 * Takes the pages that will never be shown again out of the index (the
 * searches find them past through the state check, search/state.ts): the
 * activities of days gone by would otherwise be read and left out again by
 * every count. A page that changes later (a new date) is indexed again through
 * search_pending like any change. search_titles holds no page with an end.
 * Places stay: they name regions, whatever page brought them.
 */
export async function purgePast(db: D1Database, day: string, now: string): Promise<void> {
  await db.batch([
    db.prepare(`DELETE FROM search_fts WHERE rowid IN (SELECT rank FROM search_docs WHERE ${PAST})`).bind(day, now),
    db.prepare(`DELETE FROM search_docs WHERE ${PAST}`).bind(day, now),
    bumpVersion(db),
  ]);
}
