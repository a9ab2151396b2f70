/**
 * What a query reads besides the index: the place names and the synonym
 * table. Both are small and change rarely, so an isolate keeps them in memory
 * and every search checks, in the same round trip as its query, whether the
 * index's version moved (search_state); when it did, they are read again and
 * the query runs again. Changed nodes (search_pending) are reindexed first.
 */
import { syncPending } from './indexer';

export interface Synonym {
  term: string;
  synonym: string;
}

export interface SearchState {
  version: number;
  /** Folded place name → the regions it belongs to. */
  places: Map<string, number[]>;
  synonyms: Synonym[];
}

let held: SearchState | null = null;

async function load(db: D1Database): Promise<SearchState> {
  const [version, places, synonyms] = await db.batch<Record<string, unknown>>([
    db.prepare('SELECT version FROM search_state WHERE id = 1'),
    db.prepare('SELECT DISTINCT place, region_id FROM search_places'),
    db.prepare('SELECT term, synonym FROM search_synonyms ORDER BY term, synonym'),
  ]);
  const map = new Map<string, number[]>();
  for (const row of (places?.results ?? []) as { place: string; region_id: number }[]) map.set(row.place, [...(map.get(row.place) ?? []), row.region_id]);
  return {
    version: (version?.results[0] as { version: number } | undefined)?.version ?? 0,
    places: map,
    synonyms: (synonyms?.results ?? []) as unknown as Synonym[],
  };
}

/** The state as this isolate holds it (read once). */
export async function currentState(db: D1Database): Promise<SearchState> {
  held ??= await load(db);
  return held;
}

/** The statement that tells whether the held state is still current: the version, and whether nodes changed. */
export function stateCheck(db: D1Database): D1PreparedStatement {
  return db.prepare('SELECT (SELECT version FROM search_state WHERE id = 1) AS version, EXISTS (SELECT 1 FROM search_pending) AS pending');
}

/**
 * After a query ran: true when its state was current; otherwise changed nodes
 * are reindexed, the state is read again and the caller runs the query again.
 */
export async function confirmState(db: D1Database, state: SearchState, check: D1Result<unknown> | undefined): Promise<boolean> {
  const row = check?.results[0] as { version: number; pending: number } | undefined;
  if (row && row.version === state.version && row.pending === 0) return true;
  if (row?.pending) await syncPending(db);
  held = await load(db);
  return false;
}
