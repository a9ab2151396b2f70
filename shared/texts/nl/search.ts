/** Dutch texts: the site search (/zoeken), its results, tabs and suggestions while typing. */
import { dutchNumber } from '../../format/number';
import { HELPLINE } from './site';

const resultaten = (n: number) => (n === 1 ? '1 resultaat' : `${dutchNumber(n)} resultaten`);
/** A count that may be a lower bound (the search counts each kind up to a limit). */
const moreThan = (n: number, more: boolean) => (more ? `meer dan ${dutchNumber(n)}` : dutchNumber(n));

export const search = {
  title: 'Zoeken',
  intro: '<p>Zoek in alle informatie, het nieuws en de regio’s van Dementiezorg Nederland.</p>',
  metaDescription: 'Zoek in de informatie, het nieuws en de regio’s van Dementiezorg Nederland.',
  /** The browser title once searched, and of a later page. */
  searchedTitle: (term: string) => `Zoeken naar ‘${term}’`,
  formLabel: 'Zoeken op de website',
  fieldLabel: 'Waar ben je naar op zoek?',
  button: 'Zoeken',
  tabsLabel: 'Soort resultaten',
  tabs: { alle: 'Alles', informatie: 'Informatie', nieuws: 'Nieuws', regio: 'Regio', gesprekken: 'Gesprekken', blogs: 'Blogs' },
  /** A tab with the number of its results, read as one phrase; `more`: there are more than that. */
  tabCount: (n: number, more = false) => `(${dutchNumber(n)}${more ? '+' : ''})`,
  /** The results heading: how many for which term. */
  found: (total: number, term: string, more = false) => (more ? `Meer dan ${dutchNumber(total)} resultaten voor ‘${term}’` : `${resultaten(total)} voor ‘${term}’`),
  foundSome: 'Geen enkele pagina bevat al je zoekwoorden. Hieronder staan pagina’s met een deel ervan.',
  alsoSearched: 'Ook gezocht op:',
  range: (from: number, to: number, total: number, more = false) => `Resultaat ${from} tot en met ${to} van ${moreThan(total, more)}`,
  notFound: (term: string) => `We hebben niets gevonden voor ‘${term}’.`,
  notFoundInTab: (term: string, tab: string) => `We hebben niets gevonden voor ‘${term}’ bij ${tab}.`,
  showAllTabs: 'Zoek in alles',
  notFoundHelp: 'Wat je kunt doen:',
  notFoundTips: [
    'Kijk of het woord goed geschreven is, of probeer een ander woord met dezelfde betekenis.',
    'Gebruik minder woorden, bijvoorbeeld alleen ‘geheugen’ of ‘mantelzorg’.',
  ],
  helplineTip: 'Liever iemand spreken? Bel de Dementietelefoon',
  helplineHours: `(${HELPLINE.hours}).`,
  regionsTip: 'Zoek hulp en activiteiten bij jou in de buurt',
  /** No term yet. */
  start: 'Typ een woord of een vraag in het zoekveld, bijvoorbeeld ‘wat is dementie’.',
  popularTitle: 'Veel gezocht',
  popular: ['Wat is dementie', 'Alzheimer', 'Vergeetachtig', 'Mantelzorg', 'Dementietelefoon', 'Alzheimer Café', 'Vrijwilligerswerk'],
  failed: 'Zoeken lukt op dit moment niet.',
  failedHelp: 'Dat ligt niet aan jou. Probeer het over een paar minuten opnieuw, of bel de Dementietelefoon.',
  /** The kind of a hit, shown above its title. */
  kinds: { information: 'Informatie', news: 'Nieuws', regio: 'Regio', Conversation: 'Gesprek', Group: 'Gespreksgroep', ExpertGroup: 'Experts', ExpertTopic: 'Vraag het een expert', Blog: 'Blog', BlogPost: 'Blogbijdrage' },
  communityTitle: 'Uit de gesprekken op het forum',
  communityAll: (n: number) => (n === 1 ? 'Bekijk het gevonden gesprek' : `Bekijk alle ${n} gevonden gesprekken`),
  blogsTitle: 'Uit de blogs en gedichten',
  blogsAll: (n: number) => (n === 1 ? 'Bekijk de gevonden bijdrage' : `Bekijk alle ${n} gevonden blogs en bijdragen`),
  blogsFound: (n: number, term: string) => (n === 1 ? `1 blog of bijdrage voor ‘${term}’` : `${n} blogs en bijdragen voor ‘${term}’`),
  communityFound: (n: number, term: string) => (n === 1 ? `1 gesprek voor ‘${term}’` : `${n} gesprekken voor ‘${term}’`),
  /** Suggestions while typing (the combobox island): fill's {n}. */
  suggest: {
    label: 'Suggesties',
    one: '1 suggestie. Kies met pijltje omlaag en Enter.',
    many: '{n} suggesties. Kies met de pijltjes omhoog en omlaag en Enter.',
    none: 'Geen suggesties.',
  },
} as const;
