/**
 * Writes the site search index (migration 0050): the seeder rebuilds it whole
 * from the demo content; a changed node (triggers put its id in
 * search_pending) is reindexed on its own before the next search answers.
 */
import type { NodeRow } from '../demo/types';
import type { NodeRecord } from '../nodes';
import type { TermRow } from '../demo/types';
import { analyse, foldedWords, stem, STOPWORDS } from '../../shared/contract/search-text';
import { dutchDay } from '../dutch-day';
import { type IndexLookups, type IndexNode, type SearchDoc, searchDocOf } from './extract';
import { seriesDocOf, seriesKeyOf } from './series';

const DOC_COLUMNS = [
  'rank',
  'id',
  'kind',
  'title',
  'introduction',
  'alias',
  'labels',
  'region_id',
  'title_key',
  'title_stems',
  'expires',
  'shown_from',
  'shown_until',
  'class',
  'series',
  'next_date',
  'next_until',
  'more_dates',
  'heading_stems',
];
const FTS_COLUMNS = ['rowid', 'title', 'intro', 'body', 'words', 'facets'];
const TITLE_COLUMNS = ['rowid', 'title'];
const PLACE_COLUMNS = ['place', 'region_id', 'source_id'];
/**
 * What the index holds for the same content: part of the seed's version
 * (origin/seed.ts), so a change here rebuilds the index on the next seed.
 * 2-5: series of activities, classes, headings, vacancy towns (issue 36).
 */
export const SEARCH_INDEX_FORMAT = 5;
/** D1 binds at most 100 parameters to one statement. */
const MAX_PARAMS = 100;

/** The facet tokens of a doc: its kind, its region, and the token every row has. */
export const kindToken = (kind: string): string => `k${kind}`;
/** The facet token of a doc's class (extract.ts, DocClass). */
export const classToken = (docClass: string): string => `c${docClass}`;
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
  const title = analyse([doc.indexTitle ?? doc.title, ...(doc.headings ?? [])].join(' \n '));
  const intro = analyse(doc.indexIntroduction ?? doc.introduction);
  const body = analyse(doc.body);
  // The vocabulary for suggestions and typo correction: the words of titles and introductions,
  // what pages are about (body text would bring every rare word of every article).
  const words = [...new Set([...title.words, ...intro.words])].join(' ');
  const facets = [kindToken(doc.kind), classToken(doc.docClass), regionToken(doc.regionId), ALL_TOKEN].join(' ');
  return [staticRank(doc), title.stems, intro.stems, body.stems, words, facets];
}

function docValues(doc: SearchDoc): unknown[] {
  return [
    staticRank(doc),
    doc.id,
    doc.kind,
    doc.title,
    doc.introduction,
    doc.alias,
    JSON.stringify(doc.labels),
    doc.regionId,
    doc.titleKey,
    titleStems(doc.indexTitle ?? doc.title),
    doc.expires,
    doc.shownFrom,
    doc.shownUntil,
    doc.docClass,
    doc.series,
    doc.dates?.next ?? null,
    doc.dates?.until ?? null,
    doc.dates?.more ?? 0,
    (doc.headings ?? []).map(titleStems).join('\n'),
  ];
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

/** Whether a doc will never be shown again: past its last day (`day`, the Dutch day) or expired (`now`, ISO). */
const gone = (doc: SearchDoc, day: string, now: string) => (doc.shownUntil !== null && doc.shownUntil < day) || (doc.expires !== null && doc.expires <= now);

/**
 * The docs of these nodes: each node its own, but the activities of one
 * series (search/series.ts) one doc, built from `members` (every node of the
 * series, these included). Pages that will never be shown again are left out.
 */
function docsOf(
  nodes: readonly IndexNode[],
  alsoSeries: readonly string[],
  members: (series: string) => readonly IndexNode[],
  lookups: IndexLookups,
  now: Date,
): SearchDoc[] {
  const [day, iso] = [dutchDay(now), now.toISOString()];
  const docs: SearchDoc[] = [];
  const series = new Set<string>(alsoSeries);
  for (const node of nodes) {
    const key = node.status ? seriesKeyOf(node) : null;
    if (key) series.add(key);
    else {
      const doc = searchDocOf(node, lookups);
      if (doc && !gone(doc, day, iso)) docs.push(doc);
    }
  }
  for (const key of series) {
    const doc = seriesDocOf(key, members(key), lookups, day);
    if (doc) docs.push(doc);
  }
  return docs;
}

const SERIES_COLUMNS = ['node_id', 'series'];

/** Empties the index and writes it from the demo content; pending changes are then covered. */
export function searchIndexStatements(db: D1Database, nodes: readonly NodeRow[], terms: readonly TermRow[], now = new Date()): D1PreparedStatement[] {
  const lookups = contentLookups(nodes, terms);
  const all = nodes.map(fromRow);
  const bySeries = new Map<string, IndexNode[]>();
  for (const node of all) {
    const key = seriesKeyOf(node);
    if (key) bySeries.set(key, [...(bySeries.get(key) ?? []), node]);
  }
  const docs = docsOf(all, [], (key) => bySeries.get(key) ?? [], lookups, now);
  return [
    ...['search_docs', 'search_fts', 'search_titles', 'search_places', 'search_series_members'].map((t) => db.prepare(`DELETE FROM ${t}`)),
    ...writeDocs(db, docs),
    ...inserts(db, 'search_series_members', SERIES_COLUMNS, [...bySeries].flatMap(([key, members]) => members.map((m) => [m.id, key]))),
    db.prepare('DELETE FROM search_pending'),
    bumpVersion(db),
  ];
}

/** The columns of a node the reindex reads. */
type NodeRecordRow = Pick<NodeRecord, 'id' | 'type' | 'title' | 'alias' | 'status' | 'created' | 'parent_id' | 'fields'>;

const NODE_COLUMNS = 'id, type, title, alias, status, created, parent_id, fields';
const fromRecord = (r: NodeRecordRow): IndexNode => ({
  id: r.id,
  type: r.type,
  title: r.title,
  alias: r.alias,
  status: r.status === 1,
  created: r.created,
  parentId: r.parent_id,
  fields: JSON.parse(r.fields) as Record<string, unknown>,
});

/**
 * Reindexes the given nodes from D1 (gone or unpublished ones leave the
 * index). A changed activity rebuilds its series and the one it was in
 * (search_series_members): every member is read again, so the next date and
 * the count of dates stay right.
 */
export async function reindexNodes(db: D1Database, ids: readonly number[], now = new Date()): Promise<void> {
  if (ids.length === 0) return;
  const idList = JSON.stringify(ids);
  const [rowsResult, formerResult] = await db.batch<NodeRecordRow | { series: string }>([
    db.prepare(`SELECT ${NODE_COLUMNS} FROM nodes WHERE id IN (SELECT value FROM json_each(?1))`).bind(idList),
    db.prepare('SELECT DISTINCT series FROM search_series_members WHERE node_id IN (SELECT value FROM json_each(?1))').bind(idList),
  ]);
  const nodes = (rowsResult?.results as NodeRecordRow[]).map(fromRecord);
  const keyOf = new Map(nodes.map((n) => [n.id, seriesKeyOf(n)]));
  const series = [...new Set([...(formerResult?.results as { series: string }[]).map((r) => r.series), ...[...keyOf.values()].filter((k): k is string => k !== null)])];
  const seriesList = JSON.stringify(series);
  // Parents and regions are few; municipalities only matter when a region itself changed.
  const parents = [...new Set(nodes.map((n) => n.parentId).filter((p): p is number => p !== null))];
  const [others, municipalities, memberRows] = await db.batch<Record<string, unknown>>([
    db.prepare(`SELECT id, type, title FROM nodes WHERE type = 'regio' OR id IN (SELECT value FROM json_each(?1))`).bind(JSON.stringify(parents)),
    db.prepare(`SELECT tid, name FROM terms WHERE vocabulary = 'municipalities' AND ?1`).bind(nodes.some((n) => n.type === 'regio') ? 1 : 0),
    // The other members of the series touched (the changed nodes themselves were read above).
    db
      .prepare(
        `SELECT ${NODE_COLUMNS} FROM nodes WHERE id IN (SELECT node_id FROM search_series_members WHERE series IN (SELECT value FROM json_each(?1)))
           AND id NOT IN (SELECT value FROM json_each(?2))`,
      )
      .bind(seriesList, idList),
  ]);
  const byId = new Map((others?.results as { id: number; type: string; title: string }[]).map((n) => [n.id, n]));
  const termNames = new Map((municipalities?.results as { tid: number; name: string }[]).map((t) => [t.tid, t.name]));
  const lookups: IndexLookups = { node: (id) => byId.get(id), termName: (tid) => termNames.get(tid) };
  const bySeries = new Map<string, IndexNode[]>();
  for (const node of [...(memberRows?.results as unknown as NodeRecordRow[]).map(fromRecord), ...nodes]) {
    const key = keyOf.has(node.id) ? keyOf.get(node.id) : seriesKeyOf(node);
    if (key) bySeries.set(key, [...(bySeries.get(key) ?? []), node]);
  }
  // A series whose nodes all left (moved, unpublished, deleted) has no members: it leaves the index.
  const docs = docsOf(nodes, series, (key) => bySeries.get(key) ?? [], lookups, now);
  // The docs to replace: those of the changed nodes, and those of every series touched.
  const stale = `SELECT rank FROM search_docs WHERE id IN (SELECT value FROM json_each(?1)) OR series IN (SELECT value FROM json_each(?2))`;
  const newMembers = nodes.filter((n) => keyOf.get(n.id)).map((n) => [n.id, keyOf.get(n.id)]);
  await db.batch([
    db.prepare(`DELETE FROM search_fts WHERE rowid IN (${stale})`).bind(idList, seriesList),
    db.prepare(`DELETE FROM search_titles WHERE rowid IN (${stale})`).bind(idList, seriesList),
    db.prepare(`DELETE FROM search_places WHERE source_id IN (SELECT id FROM search_docs WHERE rank IN (${stale})) OR source_id IN (SELECT value FROM json_each(?1))`).bind(idList, seriesList),
    db.prepare(`DELETE FROM search_docs WHERE rank IN (${stale})`).bind(idList, seriesList),
    db.prepare('DELETE FROM search_series_members WHERE node_id IN (SELECT value FROM json_each(?1))').bind(idList),
    ...inserts(db, 'search_series_members', SERIES_COLUMNS, newMembers),
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
const PAST = '(shown_until < ?1 OR expires <= ?2)';

/**
 * Takes the pages that will never be shown again out of the index (the
 * searches find them past through the state check, search/state.ts): the
 * activities of days gone by would otherwise be read and left out again by
 * every count. A series whose next occurrence has passed is built again from
 * the occurrences still to come (its node goes through search_pending, so a
 * day with many is worked off in bounded rounds). A page that changes later
 * (a new date) is indexed again through search_pending like any change.
 * search_titles holds no page with an end. Places stay: they name regions,
 * whatever page brought them.
 */
export async function purgePast(db: D1Database, day: string, now: string): Promise<void> {
  await db.batch([
    db.prepare(`INSERT OR IGNORE INTO search_pending (node_id) SELECT id FROM search_docs WHERE ${PAST} AND series IS NOT NULL`).bind(day, now),
    db.prepare(`DELETE FROM search_fts WHERE rowid IN (SELECT rank FROM search_docs WHERE ${PAST} AND series IS NULL)`).bind(day, now),
    db.prepare(`DELETE FROM search_docs WHERE ${PAST} AND series IS NULL`).bind(day, now),
    bumpVersion(db),
  ]);
  await syncPending(db);
}
