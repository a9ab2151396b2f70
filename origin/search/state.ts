/**
 * What a query reads besides the index: the place names, the synonym table
 * and the index's vocabulary. They change only with the index or the table,
 * so an isolate keeps them in memory and every search checks, in the same
 * round trip as its query, whether the index's version moved (search_state);
 * when it did, they are read again and the query runs again. Changed nodes
 * (search_pending) are reindexed first.
 */
import { corpusStatsOf, type CorpusStats } from './bm25';
import { ALL_TOKEN, purgePast, syncPending } from './indexer';
import { vocabularyOf, type Vocabulary } from './vocabulary';

export interface Synonym {
  term: string;
  synonym: string;
}

export interface SearchState {
  version: number;
  /** Folded place name → the regions it belongs to. */
  places: Map<string, number[]>;
  synonyms: Synonym[];
  /** The index's terms and the words of titles and introductions (typo correction, completions). */
  vocabulary: Vocabulary;
  /** What the ranking's bm25() reads of the whole index (search/bm25.ts). */
  corpus: CorpusStats;
  /** Every region's title and path, for the places a query names (SearchAnswer.Places). */
  regions: Map<number, { title: string; path: string }>;
}

let held: SearchState | null = null;

async function load(db: D1Database): Promise<SearchState> {
  const [version, places, synonyms, vocabulary, rows, regions] = await db.batch<Record<string, unknown>>([
    db.prepare('SELECT version FROM search_state WHERE id = 1'),
    db.prepare('SELECT DISTINCT place, region_id FROM search_places'),
    db.prepare('SELECT term, synonym FROM search_synonyms ORDER BY term, synonym'),
    db.prepare('SELECT term, col, doc FROM search_vocab'),
    db.prepare('SELECT term, doc, cnt FROM search_vocab_row'),
    db.prepare("SELECT id, title, alias FROM nodes WHERE type = 'regio' AND status = 1"),
  ]);
  const map = new Map<string, number[]>();
  for (const row of (places?.results ?? []) as { place: string; region_id: number }[]) map.set(row.place, [...(map.get(row.place) ?? []), row.region_id]);
  return {
    version: (version?.results[0] as { version: number } | undefined)?.version ?? 0,
    places: map,
    synonyms: (synonyms?.results ?? []) as unknown as Synonym[],
    vocabulary: vocabularyOf((vocabulary?.results ?? []) as { term: string; col: string; doc: number }[]),
    corpus: corpusStatsOf((rows?.results ?? []) as { term: string; doc: number; cnt: number }[], ALL_TOKEN),
    regions: new Map(((regions?.results ?? []) as { id: number; title: string; alias: string }[]).map((r) => [r.id, { title: r.title, path: r.alias }])),
  };
}

/** The state as this isolate holds it (read once). */
export async function currentState(db: D1Database): Promise<SearchState> {
  held ??= await load(db);
  return held;
}

/**
 * The statement that tells whether the held state is still current: the
 * version, whether nodes changed, and whether pages will never be shown again
 * (past their last day or expired: each a probe of its own index).
 */
export function stateCheck(db: D1Database, day: string, now: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT (SELECT version FROM search_state WHERE id = 1) AS version, EXISTS (SELECT 1 FROM search_pending) AS pending,
         EXISTS (SELECT 1 FROM search_docs WHERE shown_until < ?1) OR EXISTS (SELECT 1 FROM search_docs WHERE expires <= ?2) AS past`,
    )
    .bind(day, now);
}

/**
 * After a query ran: true when its state was current; otherwise changed nodes
 * are reindexed, pages gone by are taken out, the state is read again and the
 * caller runs the query again.
 */
export async function confirmState(db: D1Database, state: SearchState, check: D1Result<unknown> | undefined, day: string, now: string): Promise<boolean> {
  const row = check?.results[0] as { version: number; pending: number; past: number } | undefined;
  if (row && row.version === state.version && row.pending === 0 && row.past === 0) return true;
  if (row?.pending) await syncPending(db);
  if (row?.past) await purgePast(db, day, now);
  held = await load(db);
  return false;
}
