/**
 * What the vacancy texts are written with: the shape of a written vacancy and
 * the blocks every vacancy page has (what you do, who we look for, what we
 * offer, how to ask a question). Written for this demo in plain Dutch; people
 * and numbers are fictional.
 */
import { type BlockText, link, list, paragraphs } from './helpers';
import type { Rng } from './random';

/** A vacancy as a text module writes it, before it becomes a node. */
export interface VacancyDraft {
  title: string;
  /** A term of the vacaturetitel vocabulary. */
  jobTitle: string;
  subTitle: string;
  /** Terms of function_type. */
  functionTypes: string[];
  /** A term of vrijwilligersactiviteit: the theme (none for the open application and the contact request). */
  theme: string | null;
  /** A term of durations (none for the open ones). */
  duration: string | null;
  /** Terms of availability ('Vanuit huis' for work done from home). */
  availability: string[];
  /** The time it takes, in words. */
  hours: string;
  formLength: 'short' | 'long';
  /** The introduction, plain text (one paragraph). */
  intro: string;
  /** What the work is, plain text. */
  what: string;
  tasks: string[];
  ask: string[];
  /** What the volunteer gets; four from the common pool when absent. */
  offer?: string[];
}

/** Where a regional template writes for: the region, the town and who answers questions. */
export interface VacancyContext {
  region: string;
  town: string;
  email: string;
  phone: string;
}

export interface RegionalVacancyTemplate {
  key: string;
  write(rng: Rng, at: VacancyContext): VacancyDraft;
}

/** What every volunteer of the charity can count on. */
export const OFFER_POOL = [
  'Een inwerkperiode waarin je meeloopt met een ervaren vrijwilliger.',
  'Een gratis basistraining over dementie en over hoe je contact maakt.',
  'Vergoeding van je reiskosten en andere onkosten.',
  'Een vrijwilligersverzekering, zodat je zonder zorgen aan de slag kunt.',
  'Een vast aanspreekpunt bij wie je altijd terecht kunt met vragen.',
  'Twee keer per jaar een bijeenkomst met andere vrijwilligers uit de regio.',
  'Een jaarlijkse bedankdag voor alle vrijwilligers.',
  'Ruimte om je werk zelf in te delen.',
] as const;

/** A VOG (certificate of conduct) for work alone with people with dementia. */
export const VOG_LINE = 'Wij vragen een Verklaring Omtrent het Gedrag (VOG) voor je aan en betalen die ook.';

/** The blocks of a vacancy page: what you do, who we look for, what we offer, and where to ask. */
export function vacancyBlocks(rng: Rng, draft: VacancyDraft, contact: { email: string; phone: string | null }): BlockText[] {
  const offer = draft.offer ?? rng.sample(OFFER_POOL, 4);
  const ask = contact.phone
    ? `Mail naar ${link(`mailto:${contact.email}`, contact.email)} of bel ${contact.phone}. We vertellen je graag meer, ook als je nog twijfelt.`
    : `Mail naar ${link(`mailto:${contact.email}`, contact.email)}. We vertellen je graag meer, ook als je nog twijfelt.`;
  return [
    { kind: 'text_with_title', title: 'Wat ga je doen?', html: paragraphs(draft.what) + list(draft.tasks) },
    { kind: 'text_with_title', title: 'Wie zoeken we?', html: list(draft.ask) },
    { kind: 'text_with_title', title: 'Wat bieden we?', html: list(offer) },
    { kind: 'text_with_title', title: 'Heb je eerst een vraag?', html: paragraphs(ask) },
  ];
}

export const WEEKDAYS = ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag'] as const;
export const ORDINALS = ['eerste', 'tweede', 'derde', 'laatste'] as const;
