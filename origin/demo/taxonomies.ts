/**
 * Taxonomy terms for every vocabulary of the contract. Term ids are unique
 * across all vocabularies; weights are distinct within a vocabulary.
 */
import { VOCABULARIES, type Vocabulary } from '../../shared/contract/taxonomy';
import type { TermRow } from './types';
import { REGIONS } from './region-list';

/** Looks up the tid of a term by vocabulary and name; throws when it does not exist. */
export type TermIndex = (vocabulary: Vocabulary, name: string) => number;

/** A term name, optionally with a description. */
type TermSpec = string | { name: string; description: string };

/** Hand-written vocabularies, in display order (weight = position). */
const FIXED: Record<Exclude<Vocabulary, 'municipalities' | 'organisationunitkey'>, TermSpec[]> = {
  activity_type: [
    { name: 'Alzheimer Café', description: 'Maandelijkse avond met uitleg over een thema en ruimte voor vragen en ontmoeting.' },
    { name: 'Ontmoetingscentrum', description: 'Een vaste plek voor activiteiten en contact, overdag.' },
    { name: 'Lotgenotengroep', description: 'Kleine groep waarin mensen in een vergelijkbare situatie ervaringen delen.' },
    { name: 'Cursus voor mantelzorgers', description: 'Meerdere bijeenkomsten over dementie en het omgaan met veranderingen.' },
    'Voorlichtingsbijeenkomst',
    'Wandelgroep',
    'Muziek en zang',
    'Online bijeenkomst',
    { name: 'Lezing', description: 'Een deskundige vertelt over een onderwerp; daarna is er tijd voor vragen.' },
  ],
  // 'Vanuit huis' last: terms are only ever added at the end, so no tid moves.
  availability: ['Overdag', "'s Avonds", 'In het weekend', 'Flexibel', 'Vanuit huis'],
  content_categories: [
    'Dementie',
    'Diagnose',
    'Mantelzorg',
    'Wonen',
    'Dagelijks leven',
    'Zorg en ondersteuning',
    'Geld en recht',
    'Onderzoek',
    'Jonge mensen met dementie',
    'Over de organisatie',
  ],
  durations: ['Eenmalig', 'Korter dan 3 maanden', 'Langer dan 3 maanden'],
  function_type: [
    'Contact met mensen met dementie',
    'Ondersteuning van mantelzorgers',
    'Voorlichting en educatie',
    'Organisatie en coördinatie',
    'Bestuur',
    'Communicatie en pr',
    'Fondsenwerving',
  ],
  location_type: ['Alzheimer Café', 'Alzheimer Trefpunt', 'Ontmoetingscentrum', 'Odensehuis', 'Dementie Informatiepunt', 'Mantelzorgsalon'],
  media_folder: ['Algemeen', "Regio's", 'Nieuws', 'Brochures', "Logo's", 'Campagnes'],
  news_category: ['Onderzoek', 'Zorg en beleid', 'Vrijwilligers', 'Ervaringsverhalen', 'Evenementen', 'Organisatie', 'Campagnes', 'Collecte', 'Alzheimer Cafés', 'Dementietelefoon', 'Activiteiten'],
  ontmoetingsplek_type: ['Alzheimer Café', 'Ontmoetingscentrum', 'Odensehuis', 'Inloophuis', 'Zorgboerderij'],
  vacaturetitel: [
    'Gastvrouw of gastheer Alzheimer Café',
    'Coördinator Alzheimer Café',
    'Vrijwilliger Dementietelefoon',
    'Voorlichter',
    'Regiobestuurder',
    'Collecteorganisator',
    'Open sollicitatie',
    'Vrijblijvend contactverzoek',
    'Maatje',
    'Wandelmaatje',
    'Telefonisch maatje',
    'Collectant',
    'Regiocoördinator',
    'Penningmeester',
    'Secretaris',
    'Vrijwilliger communicatie',
    'Moderator online community',
    'Belangenbehartiger',
    'Activiteitenbegeleider',
    'Begeleider lotgenotengroep',
    'Organisator evenement',
    'Fotograaf',
    'Chauffeur',
    'Redacteur',
    'Ambassadeur',
    'Ervaringsdeskundige',
    'Beleidsmedewerker',
    'Fondsenwerver',
    'Communicatieadviseur',
    'Regioadviseur',
    'Medewerker Dementietelefoon',
    'Stagiair',
    'Financieel medewerker',
  ],
  vrijwilligersactiviteit: [
    'Alzheimer Café',
    'Dementietelefoon',
    'Voorlichting',
    'Collecte',
    'Belangenbehartiging',
    'Activiteiten en uitjes',
    'Online community',
    'Maatjescontact',
    'Lotgenotencontact',
    'Bestuur en organisatie',
    'Communicatie',
  ],
};

/** Every municipality that a region serves, sorted alphabetically ('s-Hertogenbosch under H). */
export function municipalityNames(): string[] {
  const names = new Set(REGIONS.flatMap((region) => region.municipalities));
  // A plain comparison on a folded key, so the order never depends on the runtime's ICU data.
  const key = (name: string): string =>
    name
      .replace(/^'s-/, '')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  return [...names].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** 'AN-R01' .. 'AN-R48' for the regions, plus the national office. */
function organisationUnitKeys(): TermSpec[] {
  return [
    { name: 'AN-LB', description: 'Landelijk bureau' },
    ...REGIONS.map((region, index) => ({
      name: `AN-R${String(index + 1).padStart(2, '0')}`,
      description: `Regio ${region.name}`,
    })),
  ];
}

function specsFor(vocabulary: Vocabulary): TermSpec[] {
  if (vocabulary === 'municipalities') return municipalityNames();
  if (vocabulary === 'organisationunitkey') return organisationUnitKeys();
  return FIXED[vocabulary];
}

export interface Taxonomies {
  terms: TermRow[];
  termIndex: TermIndex;
}

/**
 * Builds the terms of all vocabularies. Tids are numbered per vocabulary in
 * blocks of 1000 (activity_type 1001.., availability 2001.., ...), so adding a
 * term to one vocabulary never shifts the ids of another.
 */
export function buildTaxonomies(): Taxonomies {
  const terms: TermRow[] = [];
  const index = new Map<string, number>();
  VOCABULARIES.forEach((vocabulary, vocabIndex) => {
    specsFor(vocabulary).forEach((spec, position) => {
      const name = typeof spec === 'string' ? spec : spec.name;
      const tid = (vocabIndex + 1) * 1000 + position + 1;
      terms.push({
        tid,
        vocabulary,
        name,
        description: typeof spec === 'string' ? null : spec.description,
        weight: position * 10,
        parent: null,
        status: true,
      });
      index.set(`${vocabulary}\u0000${name}`, tid);
    });
  });
  const termIndex: TermIndex = (vocabulary, name) => {
    const tid = index.get(`${vocabulary}\u0000${name}`);
    if (tid === undefined) throw new Error(`Unknown term '${name}' in vocabulary ${vocabulary}`);
    return tid;
  };
  return { terms, termIndex };
}
