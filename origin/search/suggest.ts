/**
 * Suggestions while typing (GET /api/v1/es/suggest): completions from the
 * vocabulary held in memory and titles from search_titles (migration 0052).
 */
import { foldedWords } from '../../shared/contract/fold';
import { dutchDay } from '../dutch-day';
import { KIND_BASES } from './indexer';
import { confirmState, currentState, stateCheck } from './state';
import { stem, STOPWORDS } from '../../shared/contract/search-text';
import { completions, findFixes } from './vocabulary';

export interface Suggestion {
  Text: string;
  /** 'term': a word that completes the last one typed; 'page': the title of a page. */
  Type: 'term' | 'page';
}

/** At most this many suggestions of each type. */
const SUGGEST_EACH = 4;

/**
 * Suggestions for what is being typed: words of the index that complete the
 * last word (most documents first; a typo is corrected first), then titles of
 * information and region pages that have every word, the last as a prefix.
 */
export async function suggest(db: D1Database, term: string): Promise<{ Items: Suggestion[] }> {
  const text = term.slice(0, 100);
  const words = foldedWords(text);
  const last = words[words.length - 1];
  if (!last || last.length < 2) return { Items: [] };
  // What was typed before the last word stays as the visitor wrote it.
  const lead = text.slice(0, text.search(/[\p{L}\p{N}]+[^\p{L}\p{N}]*$/u));
  const before = words.slice(0, -1).filter((w) => !STOPWORDS.has(w));
  const titleExpr = [...before.map((w) => `${JSON.stringify(stem(w))}*`), `(${JSON.stringify(last)}* OR ${JSON.stringify(stem(last))}*)`].join(' AND ');
  // The titles of migration 0052's small table (information and regional pages without an end).
  const titles = db
    .prepare(
      `SELECT d.title FROM search_titles t JOIN search_docs d ON d.rank = t.rowid
       WHERE search_titles MATCH ?1
       ORDER BY bm25(search_titles) * (CASE WHEN t.rowid < ${KIND_BASES[1]} THEN 2 ELSE 1 END), d.id LIMIT ${SUGGEST_EACH}`,
    )
    .bind(titleExpr);
  const now = new Date();
  const [day, iso] = [dutchDay(now), now.toISOString()];
  let state = await currentState(db);
  let [check, found] = await db.batch<Record<string, unknown>>([stateCheck(db, day, iso), titles]);
  // Changed pages are indexed before suggestions are read from the index.
  if (!(await confirmState(db, state, check, day, iso))) {
    state = await currentState(db);
    [found] = await db.batch<Record<string, unknown>>([titles]);
  }
  // Completions come from the vocabulary held in memory; a typo in the last word is corrected first.
  let terms = completions(state.vocabulary, last, SUGGEST_EACH * 2);
  if (terms.length === 0 && last.length >= 4) terms = findFixes(state.vocabulary, [last]).get(last) ?? [];
  const items: Suggestion[] = [];
  const seen = new Set<string>();
  const add = (value: string, type: Suggestion['Type']) => {
    const key = foldedWords(value).join(' ');
    if (seen.has(key) || items.filter((i) => i.Type === type).length >= SUGGEST_EACH) return;
    seen.add(key);
    items.push({ Text: value, Type: type });
  };
  for (const t of terms) add(lead + t, 'term');
  for (const row of (found?.results ?? []) as { title: string }[]) add(row.title, 'page');
  return { Items: items };
}
