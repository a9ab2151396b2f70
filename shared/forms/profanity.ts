/**
 * The profanity check of spec section 5: a word whose lowercase form is in a
 * built-in Dutch and English list is refused. One module for the browser and
 * the worker (the worker is the authority). Used by every community text
 * (titles, posts, replies, blogs, messages) and the training's certificate form.
 *
 * Whole words only, and the list holds only words that are abuse in every
 * context. On a forum about illness and care many swear words are also plain
 * language, so these are deliberately NOT listed: 'kanker' (cancer), 'tyfus'
 * (typhoid), 'pleuris' (pleurisy), 'tering' (tuberculosis), 'nicht' (a niece),
 * 'homo', 'zak', 'doos', 'pik', 'piemel' (care of the body), 'prick' (an
 * injection), 'cock' (a rooster), 'fag' (a cigarette), and mild words such as
 * 'idioot' or 'debiel' (a carer venting about a system is not abuse; tone is
 * for the moderators' watched words). Letters are compared after folding
 * accents and look-alike digits ('l3ul', 'h0er'), and a word stretched by three
 * or more repeats ('kuuuut') is compared with each run made single.
 */

/** Dutch abuse: swear words, slurs and insults with no innocent meaning. */
const DUTCH = [
  'klootzak', 'klootzakken', 'kloothommel', 'lul', 'klerelijer', 'kankerlijer', 'kankerhoer', 'kankerzooi',
  'kankeren', 'kankerhomo', 'kankermongool', 'tyfuslijer', 'teringlijer', 'teringzooi', 'pleurislijer',
  'godverdomme', 'godverdomse', 'kut', 'kutwijf', 'kutzooi', 'kutkind', 'hoer', 'hoeren', 'hoerenzoon',
  'hoerenjong', 'slet', 'sletten', 'trut', 'trutten', 'mongool', 'mongolen', 'flikker', 'flikkers',
  'rotwijf', 'kutmarokkaan', 'neuken', 'neuk', 'zeikerd', 'zeikwijf', 'klotewijf', 'kankerwijf',
] as const;

/** English abuse. */
const ENGLISH = [
  'fuck', 'fucking', 'fucked', 'fucker', 'motherfucker', 'shit', 'shitty', 'bullshit', 'bitch', 'bitches',
  'bastard', 'asshole', 'arsehole', 'dickhead', 'cunt', 'cunts', 'whore', 'slut', 'retard', 'retarded',
  'wanker', 'twat', 'faggot', 'nigger', 'nigga', 'pussy',
] as const;

const LIST: ReadonlySet<string> = new Set<string>([...DUTCH, ...ENGLISH]);

const LOOK_ALIKES: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

/** Lower case, accents off, look-alike digits read as letters. */
function normalise(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[013457@$]/g, (c) => LOOK_ALIKES[c] ?? c);
}

/** The words of a text, as a person reads them: letters, digits and look-alike signs between anything else. */
function wordsOf(text: string): string[] {
  return text.split(/[^\p{L}\p{N}@$]+/u).filter((w) => w.length > 0 && w.length <= 40);
}

/** The listed words a text contains (each once, in the order met); empty when it is clean. */
export function profaneWords(text: string): string[] {
  const found = new Set<string>();
  for (const raw of wordsOf(text)) {
    // A word made only of digits ('2024', '112') is a number, not a disguised word.
    if (/^\p{N}+$/u.test(raw)) continue;
    const word = normalise(raw);
    if (LIST.has(word)) found.add(word);
    else {
      const collapsed = word.replace(/(\p{L})\1{2,}/gu, '$1');
      if (collapsed !== word && LIST.has(collapsed)) found.add(collapsed);
    }
  }
  return [...found];
}

/** Whether a text holds a listed word (spec section 5). */
export function hasProfanity(text: string): boolean {
  return profaneWords(text).length > 0;
}
