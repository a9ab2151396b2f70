/**
 * Scores a search against the relevance set: the rank of the first expected
 * page in the first ten hits, top-3 hit rate and mean reciprocal rank (MRR).
 */
import type { RelevanceQuery } from './relevance-set';

/** What a search answered for one query: the paths of its first hits, best first. */
export type Ask = (query: string) => Promise<string[]>;

export interface QueryScore {
  query: string;
  kind: RelevanceQuery['kind'];
  /** 1-based rank of the first expected page in the first ten hits; null when none is there. */
  rank: number | null;
  /** The first three hits, for the report. */
  top: string[];
  /** No expected page is in the index yet: listed, not counted. */
  waiting: boolean;
}

export interface Figures {
  counted: number;
  waiting: number;
  /** Share of counted queries with an expected page in the first three hits. */
  top3: number;
  /** Mean of 1/rank over counted queries (0 for a query without an expected page in ten hits). */
  mrr: number;
}

/** Whether a path is one of the expected pages ('*' matches any run of characters). */
export function matches(path: string, expected: string): boolean {
  if (!expected.includes('*')) return path === expected;
  const pattern = expected.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
  return new RegExp(`^${pattern}$`).test(path);
}

export async function scoreSet(set: readonly RelevanceQuery[], ask: Ask, indexed: readonly string[]): Promise<QueryScore[]> {
  const out: QueryScore[] = [];
  for (const q of set) {
    const waiting = !indexed.some((path) => q.expect.some((e) => matches(path, e)));
    const hits = (await ask(q.query)).slice(0, 10);
    const at = hits.findIndex((path) => q.expect.some((e) => matches(path, e)));
    out.push({ query: q.query, kind: q.kind, rank: at < 0 ? null : at + 1, top: hits.slice(0, 3), waiting });
  }
  return out;
}

/** The figures of each kind of query, in the order the kinds first appear. */
export function figuresByKind(scores: readonly QueryScore[]): { kind: RelevanceQuery['kind']; figures: Figures }[] {
  const kinds = [...new Set(scores.map((s) => s.kind))];
  return kinds.map((kind) => ({ kind, figures: figures(scores.filter((s) => s.kind === kind)) }));
}

export function figures(scores: readonly QueryScore[]): Figures {
  const counted = scores.filter((s) => !s.waiting);
  const n = counted.length || 1;
  return {
    counted: counted.length,
    waiting: scores.length - counted.length,
    top3: counted.filter((s) => s.rank !== null && s.rank <= 3).length / n,
    mrr: counted.reduce((sum, s) => sum + (s.rank ? 1 / s.rank : 0), 0) / n,
  };
}
