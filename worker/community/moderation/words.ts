/**
 * Watched words: moderators keep a list of words, each with an action
 * (refuse the text, send it to review, or let it through and flag it).
 * Compared as whole words after the search's folding (case and accents off),
 * so 'Oplichter' and 'oplichter' are one word. Beside the built-in profanity
 * list (shared/forms/profanity.ts), which always refuses.
 */
import { foldedWords } from '../../../shared/contract/search-text';
import type { WatchAction, WatchedWordView } from '../../../shared/model/moderation';

const STRENGTH: Record<WatchAction, number> = { flag: 1, review: 2, refuse: 3 };

export type WatchResult = { action: WatchAction; word: string } | null;

/** The normal form of a watched word; null for what is not one word. */
export function watchedForm(word: string): string | null {
  const words = foldedWords(word.trim());
  return words.length === 1 && words[0]!.length <= 40 ? words[0]! : null;
}

/** The strongest action a text triggers, with the word that did. */
export function watchedIn(text: string, words: ReadonlyMap<string, WatchAction>): WatchResult {
  let found: WatchResult = null;
  if (words.size === 0) return null;
  for (const word of new Set(foldedWords(text))) {
    const action = words.get(word);
    if (action && (!found || STRENGTH[action] > STRENGTH[found.action])) found = { action, word };
  }
  return found;
}

export async function loadWords(db: D1Database): Promise<Map<string, WatchAction>> {
  const { results } = await db.prepare('SELECT word, action FROM moderation_words').all<{ word: string; action: WatchAction }>();
  return new Map(results.map((r) => [r.word, r.action]));
}

export async function listWords(db: D1Database): Promise<WatchedWordView[]> {
  const { results } = await db.prepare('SELECT word, action, added_at FROM moderation_words ORDER BY word').all<{ word: string; action: WatchAction; added_at: string }>();
  return results.map((r) => ({ word: r.word, action: r.action, addedAt: r.added_at }));
}

export function putWord(db: D1Database, word: string, action: WatchAction, moderatorId: number, now: Date): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO moderation_words (word, action, added_by, added_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (word) DO UPDATE SET action = excluded.action, added_by = excluded.added_by, added_at = excluded.added_at`,
    )
    .bind(word, action, moderatorId, now.toISOString());
}

export function deleteWord(db: D1Database, word: string): D1PreparedStatement {
  return db.prepare('DELETE FROM moderation_words WHERE word = ?1').bind(word);
}
