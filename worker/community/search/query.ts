/**
 * Searching the community index (./index.ts): the words of a query folded,
 * stop words dropped and stemmed exactly as the origin's content search does
 * (shared/contract/search-text.ts), every word required, each as its stems
 * and their prefixes. Hits are conversations (the best-matching post of each
 * stands for it) and groups, of the audiences the viewer belongs to.
 */
import { foldedWords, stemVariants, STOPWORDS } from '../../../shared/contract/search-text';
import type { DocKind } from './index';

const MAX_WORDS = 8;

/**
 * The FTS5 expression of a query; null when nothing searchable is left.
 * Every token is quoted and made of letters and digits only, so nothing
 * a visitor types is FTS5 syntax.
 */
export function matchExpression(term: string): string | null {
  const words = foldedWords(term.slice(0, 300)).filter((w) => /^[\p{L}\p{N}]+$/u.test(w));
  const content = words.filter((w) => !STOPWORDS.has(w));
  const used = (content.length > 0 ? content : words).slice(0, MAX_WORDS);
  if (used.length === 0) return null;
  const groups = used.flatMap((word) => {
    const stems = stemVariants(word).filter((s) => /^[\p{L}\p{N}]+$/u.test(s));
    const phrases = stems.map((s) => (s.length >= 3 ? `"${s}"*` : `"${s}"`));
    return phrases.length === 0 ? [] : [phrases.length === 1 ? phrases[0]! : `(${phrases.join(' OR ')})`];
  });
  return groups.length > 0 ? groups.join(' AND ') : null;
}

export interface RawHit {
  kind: DocKind;
  /** The post that matched best (kind post) or the group. */
  ref_id: number;
  conversation_id: number | null;
  score: number;
}

/** Title words weigh four times body words (bm25 weights per column). */
const RANK = 'bm25(community_search, 4.0, 1.0)';

/** The community tab's docs: the forum's posts and groups, and the expert groups and topics (issue 39). */
export const COMMUNITY_KINDS: readonly DocKind[] = ['post', 'group', 'expert-group', 'expert-topic'];
/** The blogs tab's docs (issue 38). */
export const BLOG_KINDS: readonly DocKind[] = ['blog', 'entry'];

/**
 * `kinds`: which docs a tab searches (COMMUNITY_KINDS or BLOG_KINDS); a
 * conversation's posts count once, every other doc on its own.
 */
export async function searchIndex(db: D1Database, expression: string, audiences: string[], limit: number, offset: number, kinds: readonly DocKind[] = COMMUNITY_KINDS): Promise<{ hits: RawHit[]; total: number }> {
  // FTS5's rank cannot stand in an aggregate: the matches are ranked first (materialised), then grouped per conversation.
  const matches = `WITH m AS MATERIALIZED (SELECT rowid AS id, ${RANK} AS score FROM community_search WHERE community_search MATCH ?1)`;
  const from = 'FROM m JOIN community_search_docs d ON d.id = m.id WHERE d.audience IN (SELECT value FROM json_each(?2)) AND d.kind IN (SELECT value FROM json_each(?5))';
  const key = "CASE d.kind WHEN 'post' THEN 'c' || d.conversation_id ELSE d.kind || d.ref_id END";
  const audience = JSON.stringify(audiences);
  const kindList = JSON.stringify(kinds);
  const [page, count] = await db.batch<RawHit | { n: number }>([
    db.prepare(`${matches} SELECT d.kind, d.ref_id, d.conversation_id, MIN(m.score) AS score ${from} GROUP BY ${key} ORDER BY score, ${key} LIMIT ?3 OFFSET ?4`).bind(expression, audience, limit, offset, kindList),
    db.prepare(`${matches} SELECT COUNT(DISTINCT ${key}) AS n ${from}`).bind(expression, audience, null, null, kindList),
  ]);
  return { hits: (page?.results ?? []) as RawHit[], total: (count?.results[0] as { n: number } | undefined)?.n ?? 0 };
}
