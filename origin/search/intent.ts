/**
 * What a query asks for, read from its words by a few rules (issue 36), and
 * how much each class of page (extract.ts, DocClass) weighs for it. The
 * weights multiply the BM25 score (engine.ts); docs/search.md says why each
 * is what it is.
 *
 * - **Work**: a word of work or volunteering ('vrijwilliger', 'vacature',
 *   'werken bij', 'stage', 'collectant' …) lifts vacancies and their
 *   overviews above the pages of the service they are about; without one,
 *   vacancies weigh least: asking for the helpline wants the helpline, not
 *   the vacancy for a helpline volunteer.
 * - **Question**: a sentence or a question word ('hoe', 'wat', 'waar' …)
 *   favours the pages that explain (info) and puts dated activities further
 *   down: a question about a living will wants the explanation, not a talk
 *   about it on some evening.
 * - **News** ranks by relevance with a gentle lift for the newer (at most
 *   ×1.3, half of that after a year): of two equally good articles the newer
 *   comes first, but an old article that answers beats a new one that does not.
 */
import type { DocClass } from './extract';

export interface Intent {
  work: boolean;
  question: boolean;
}

/** Words of work (folded, whole): a query with one of them asks for vacancies. */
const WORK_WORDS: ReadonlySet<string> = new Set(['baan', 'banen', 'job', 'jobs', 'vacature', 'vacatures', 'stage', 'stages', 'stagiair', 'stagiaire', 'stagiairs']);
/** Beginnings of words of work: vrijwilliger(s), vrijwilligerswerk, solliciteren, sollicitatie, stageplek, collectant(en). */
const WORK_PREFIXES = ['vrijwillig', 'vacature', 'sollicit', 'stageplek', 'stageplaats', 'collectant'];
/** Two words of work together: 'werken bij', 'werk bij', 'betaald werk'. */
const WORK_PAIRS: ReadonlySet<string> = new Set(['werken bij', 'werk bij', 'werken voor', 'betaald werk', 'betaalde baan']);
/** Words a question starts with. */
const QUESTION_WORDS: ReadonlySet<string> = new Set([
  'hoe',
  'wat',
  'waar',
  'waarom',
  'wanneer',
  'wie',
  'welke',
  'welk',
  'hoeveel',
  'kan',
  'kun',
  'kunnen',
  'mag',
  'moet',
  'is',
  'zijn',
  'heb',
  'heeft',
  'krijg',
  'wordt',
]);
/** From this many words on, a query is a sentence: a question, whatever its first word. */
const SENTENCE_WORDS = 5;

/** Whether a folded word is a word of work ('vrijwilliger', 'vacatures', 'stage' …). */
export function isWorkWord(word: string): boolean {
  return WORK_WORDS.has(word) || WORK_PREFIXES.some((p) => word.startsWith(p));
}

/** The intent of a query from its folded words (stop words included) and what was typed. */
export function intentOf(words: readonly string[], typed: string): Intent {
  const work = words.some(isWorkWord) || words.some((w, i) => i > 0 && WORK_PAIRS.has(`${words[i - 1]} ${w}`));
  const question = typed.trim().endsWith('?') || (words.length > 0 && QUESTION_WORDS.has(words[0]!)) || words.length >= SENTENCE_WORDS;
  return { work, question };
}

/** The weight of each class for a query without intent: information above a region's pages above news; dated activities and vacancies least. */
export const CLASS_WEIGHT: Readonly<Record<DocClass, number>> = { info: 1.6, region: 1.2, location: 1.2, activity: 0.6, vacancy: 0.3, news: 1 };
/** Vacancies (and their overviews) for a query with a word of work, and every other class then. */
const WORK = { vacancy: 2.4, other: 0.75 };
/** For a question: information pages, dated activities and news. */
const QUESTION = { info: 1.25, activity: 0.5, news: 0.8 };

/** The weight of a class of page for a query. */
export function classWeight(docClass: DocClass, intent: Intent): number {
  let weight = CLASS_WEIGHT[docClass];
  if (intent.work) weight = docClass === 'vacancy' ? WORK.vacancy : weight * WORK.other;
  if (intent.question && docClass === 'info') weight *= QUESTION.info;
  if (intent.question && docClass === 'activity') weight *= QUESTION.activity;
  if (intent.question && docClass === 'news') weight *= QUESTION.news;
  return weight;
}

/** The lift of the newest article, and the days in which it halves. */
const RECENCY_MAX = 0.3;
const RECENCY_HALF_LIFE_DAYS = 365;

/** A news article's lift: 1 + 0.3 for today's, 1 + 0.15 for one of a year ago; 1 for a page that is no news. `ageDays` from its publication. */
export function recencyFactor(ageDays: number | null): number {
  if (ageDays === null) return 1;
  return 1 + RECENCY_MAX * 0.5 ** (Math.max(0, ageDays) / RECENCY_HALF_LIFE_DAYS);
}
