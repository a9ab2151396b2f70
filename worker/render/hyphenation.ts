/**
 * The Dutch hyphenation patterns for headings and titles
 * (shared/format/hyphenate.ts): the `hyphen` package's TeX patterns for Dutch,
 * with the compounds they split wrongly written out. The patterns (130 KB of
 * JSON, worker/render/generated/hyphen-nl.ts, from scripts/build-hyphen-patterns.mjs)
 * are parsed on the first page render of an isolate (the layout awaits
 * hyphenationReady), not at its start, and once.
 */
import { useHyphenator } from '../../shared/format/hyphenate';

/**
 * Words the patterns break in the wrong place (they see 'zor-gon' in
 * 'mantelzorgondersteuning'), lower case, hyphens where they may break.
 */
export const HYPHENATION_EXCEPTIONS = [
  'man-tel-zorg-on-der-steu-ning',
  'man-tel-zorg-on-der-steu-ners',
  'thuis-zorg-or-ga-ni-sa-ties',
  'thuis-zorg-or-ga-ni-sa-tie',
  'zorg-or-ga-ni-sa-ties',
  'ca-se-ma-na-ge-ment',
  'ca-se-ma-na-gers',
  'in-loop-spreek-uur',
  'col-lec-te-co-ör-di-na-tor',
  'heer-hu-go-waard',
];

let ready: Promise<void> | null = null;

/** Loads the patterns once per isolate; a failure leaves titles as they are (and is logged once). */
export function hyphenationReady(): Promise<void> {
  ready ??= Promise.all([import('hyphen'), import('./generated/hyphen-nl')])
    .then(([hyphen, { HYPHEN_NL_JSON }]) => {
      const create = (hyphen.default ?? hyphen) as unknown as CreateHyphenator;
      const hyphenate = create(JSON.parse(HYPHEN_NL_JSON), { hyphenChar: '\u00AD', minWordLength: 5, exceptions: HYPHENATION_EXCEPTIONS });
      useHyphenator((word) => hyphenate(word));
    })
    .catch((error: unknown) => console.error('hyphenation patterns did not load', error));
  return ready;
}

type CreateHyphenator = (patterns: unknown, options: { hyphenChar: string; minWordLength: number; exceptions: string[] }) => (text: string) => string;
