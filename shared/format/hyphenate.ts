/**
 * Soft hyphens in the long words of headings and titles (issue 41): at 320 px
 * (400 % zoom) 'Vrijwilligerswerk' otherwise breaks as 'Vrijwilligerswer' /
 * 'k', because browsers hyphenate Dutch only where they carry its dictionary
 * (Chromium on Linux and many old phones do not). The server puts the soft
 * hyphens in; the browser shows a hyphen only where it breaks the word.
 *
 * The patterns (Dutch TeX patterns of the `hyphen` package) live in the worker
 * only (worker/render/hyphenation.ts registers them): islands and the browser
 * never carry them, and without them this returns the text as it is. Use it on
 * text rendered by the server only, never in a React island's markup (the
 * browser would render it without), never in an href, a title attribute,
 * JSON-LD, a feed or the document title.
 */

/** A lower-case word → the same word with soft hyphens (U+00AD) where it may break. */
export type WordHyphenator = (word: string) => string;

export const SOFT_HYPHEN = '\u00AD';
/** Only words longer than this get soft hyphens: shorter ones fit a 320 px line. */
export const LONG_WORD = 12;
const LONG = new RegExp(`\\p{L}{${LONG_WORD + 1},}`, 'gu');
/** Titles hyphenated so far: a page repeats its titles on every render. */
const CACHE_LIMIT = 5000;

let hyphenator: WordHyphenator | null = null;
const done = new Map<string, string>();

export function useHyphenator(next: WordHyphenator | null): void {
  hyphenator = next;
  done.clear();
}

/** A word with the soft hyphens of its lower-case form (the patterns and exceptions are lower case). */
function hyphenateWord(word: string, hyphenate: WordHyphenator): string {
  const lower = word.toLowerCase();
  const marked = hyphenate(lower);
  if (lower.length !== word.length || marked.split(SOFT_HYPHEN).join('') !== lower) return word;
  let out = '';
  let at = 0;
  for (const char of marked) {
    if (char === SOFT_HYPHEN) out += SOFT_HYPHEN;
    else out += word[at++];
  }
  return out;
}

/** The title with soft hyphens in its words of more than 12 letters; cached per title. */
export function hyphenateTitle(text: string): string {
  const hyphenate = hyphenator;
  if (!hyphenate || text.length <= LONG_WORD) return text;
  const cached = done.get(text);
  if (cached !== undefined) return cached;
  const result = text.replace(LONG, (word) => hyphenateWord(word, hyphenate));
  if (done.size >= CACHE_LIMIT) done.clear();
  done.set(text, result);
  return result;
}

/** A heading's text, for React: strings get soft hyphens, anything else passes. */
export function hy<T>(text: T): T {
  return (typeof text === 'string' ? hyphenateTitle(text) : text) as T;
}
