/**
 * Text analysis of the site search, the same at index and at query time:
 * fold (case, accents, ligatures: shared/contract/fold.ts), split into words,
 * stem with Snowball's Dutch algorithm (@orama/stemmers: the Snowball project's
 * generated JavaScript, no Node built-ins, 6.5 KB, Apache-2.0).
 */
import { stemmer } from '@orama/stemmers/dutch';
import { foldedWords } from './fold';

export { foldedWords };

/** Words longer than this are cut before stemming (nobody types them; a pasted blob must not make huge tokens). */
const MAX_WORD = 40;

/** The Snowball Dutch stem of a folded word. */
export function stem(word: string): string {
  const w = word.slice(0, MAX_WORD);
  // Digits and one-letter words have nothing to stem.
  return w.length < 3 || /\d/.test(w) ? w : stemmer(w);
}

/**
 * Stems a word may also have as a plural or inflected form. Snowball's Dutch
 * algorithm leaves some plurals apart from their singular ('vacatures' stays
 * 'vacatures' while 'vacature' becomes 'vacatur'; 'huisartsen' becomes
 * 'huisarts', 'huisarts' 'huisart'); a query word is also searched as the stem
 * of the word without its ending. Together with prefix matching (the query
 * stem 'vacatur' also finds 'vacatures') both directions meet.
 */
export function stemVariants(word: string): string[] {
  const out = new Set([stem(word)]);
  if (word.length >= 5) {
    if (word.endsWith('s')) out.add(stem(word.slice(0, -1)));
    if (word.endsWith('en')) out.add(stem(word.slice(0, -2)));
    if (word.endsWith("'s")) out.add(stem(word.slice(0, -2)));
  }
  return [...out].filter((s) => s.length > 0);
}

/**
 * Words a query does without: articles, pronouns, question words and the like
 * ('wat is dementie' searches 'dementie'). Only queries lose them; the index
 * keeps every word, so a query of nothing but these still finds something.
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'aan al alle alles als ben bij bijvoorbeeld daar dan dat de deze die dit doe doen door dus een eens en er ga gaat ' +
    'had heb hebben heeft hem het hier hij hoe hoeveel hun iemand iets ik in is je jij jou jouw kan krijg kun kunnen me meer men met ' +
    'mij mijn moet moeten na naar niet nog nu of om omdat ons onze ook op over te tegen tot u uit uw van veel voor waar ' +
    'waarom wanneer wat we welk welke wel werd wie wij wil willen word wordt worden zal ze zelf zich zij zijn zo zonder zou'
  ).split(' '),
);

/**
 * Words of asking that visitors add to what they look for ('folder
 * bestellen', 'alzheimer café bezoeken', 'levenstestament opstellen'): the
 * page that answers rarely has them, so a query needs none of them. They are
 * not stop words: a query of only such words still searches them, and a title
 * with one ranks a little higher. Added for issue 36; the site search of the
 * origin and the site's own screen search both read it.
 */
export const REQUEST_WORDS: ReadonlySet<string> = new Set(
  (
    'aanvragen bekijken bestellen bezoeken bezoek download downloaden invullen kopen koop lezen ' +
    'opstellen opvragen printen regelen vinden vind vraag vragen zoeken zoek zoekt zoekende'
  ).split(' '),
);

/**
 * Words for the person a question is about ('hoe praat ik met mijn vader',
 * 'vergeetachtig moeder'): the page that answers is about anyone in that
 * place, so a query needs none of them either; a title with one (a question
 * to the helpline about a father) ranks a little higher. Added for issue 36.
 */
export const PEOPLE_WORDS: ReadonlySet<string> = new Set(
  (
    'broer dochter echtgenoot echtgenote familie familielid man moeder naaste naasten oma opa ouder ouders partner ' +
    'schoonmoeder schoonvader vader vriend vriendin vrouw zoon zus'
  ).split(' '),
);

/** Index-side analysis: the stems of a text as FTS tokens, and its folded words. */
export function analyse(text: string): { stems: string; words: string[] } {
  const words = foldedWords(text).map((w) => w.slice(0, MAX_WORD));
  return { stems: words.map(stem).join(' '), words };
}
