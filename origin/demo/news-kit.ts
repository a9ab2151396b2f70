/**
 * What the news texts are written with: the shape of a written article, the
 * moment it is written for (texts about the collecte belong in November) and
 * small pools shared by the national and regional texts. Everything here is
 * invented for the demo; people, numbers and projects are fictional.
 */
import type { BlockText } from './helpers';
import type { ImageSubject } from './images';
import type { Rng } from './random';

/** An article as a text module writes it, before it becomes a node. */
export interface NewsDraft {
  title: string;
  /** The introduction as plain text (it becomes one paragraph). */
  intro: string;
  blocks: BlockText[];
  /** A term of the news_category vocabulary. */
  category: string;
  image: ImageSubject;
  /**
   * What makes the article one of a kind, when that is more than its title:
   * the collecte's result comes once a year, whatever the amount says.
   */
  key?: string;
}

/** The month an article is published in. */
export interface NewsMoment {
  year: number;
  /** 1-12. */
  month: number;
}

/** A region as the regional texts see it: its name and the towns it serves. */
export interface NewsRegion {
  name: string;
  towns: readonly string[];
}

export interface NationalTemplate {
  /** Only published in these months (1-12); any month when absent. */
  months?: readonly number[];
  write(rng: Rng, at: NewsMoment): NewsDraft;
}

export interface RegionalTemplate {
  months?: readonly number[];
  write(rng: Rng, at: NewsMoment, region: NewsRegion): NewsDraft;
}

export const MONTH_NAMES = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];

export const monthName = (at: NewsMoment): string => MONTH_NAMES[at.month - 1] ?? 'januari';

/** The season of a month, for texts that say 'deze zomer'. */
export function season(at: NewsMoment): string {
  if (at.month <= 2 || at.month === 12) return 'deze winter';
  if (at.month <= 5) return 'dit voorjaar';
  if (at.month <= 8) return 'deze zomer';
  return 'dit najaar';
}

export const FIRST_NAMES = [
  'Ans', 'Gerard', 'Marja', 'Henk', 'Ria', 'Kees', 'Fatima', 'Joke', 'Wim', 'Ineke', 'Ahmed', 'Truus', 'Bert',
  'Annelies', 'Jan', 'Els', 'Mustafa', 'Greet', 'Piet', 'Sandra', 'Hanneke', 'Rob', 'Yvonne', 'Theo', 'Nel', 'Sjoerd',
] as const;

export const VENUES = [
  'het buurthuis',
  'de bibliotheek',
  'het wijkcentrum',
  'het dorpshuis',
  'het zorgcentrum aan de rand van het dorp',
  'het cultuurhuis',
  'de ontmoetingsruimte van de kerk',
  'het gemeenschapshuis',
] as const;

export const WEEKDAYS = ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'] as const;

/** '1.240' with a Dutch thousands separator. */
export function dutchNumber(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** A name from the pool, with an age that fits a story about dementia. */
export function person(rng: Rng, minAge = 58, maxAge = 86): { name: string; age: number } {
  return { name: rng.pick(FIRST_NAMES), age: rng.int(minAge, maxAge) };
}

/** A closing line that points to the helpline; every few articles end with it. */
export function helplineLine(rng: Rng): string {
  return rng.pick([
    'Heb je vragen of wil je even je verhaal kwijt? De Dementietelefoon is elke dag bereikbaar van 9.00 tot 23.00 uur.',
    'Met vragen kun je altijd terecht bij de Dementietelefoon, elke dag van 9.00 tot 23.00 uur. Bellen is gratis.',
    'Wil je hier met iemand over praten? Bel de gratis Dementietelefoon, elke dag van 9.00 tot 23.00 uur.',
  ]);
}
