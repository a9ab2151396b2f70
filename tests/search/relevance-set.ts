/**
 * The relevance set of the site search: queries as visitors type them (typos,
 * plurals, missing accents, questions, places, news topics, vacancies), each
 * with the pages that answer it. A hit counts when it is one of `expect`
 * (a path, or a path prefix ending in '*'). `npm run search-eval` and
 * tests/worker/search-relevance.test.ts measure top-3 hit rate and MRR over
 * it; docs/search.md reports the figures and the misses.
 *
 * A query whose expected pages are not in the index yet (the locations and
 * vacancies of issues 14 and 15) waits: it is listed, not counted, until a
 * page matching `expect` is indexed.
 */
export interface RelevanceQuery {
  query: string;
  expect: readonly string[];
  /** What kind of query this is (the report groups by it). */
  kind: 'question' | 'topic' | 'typo' | 'plural' | 'accent' | 'place' | 'news' | 'vacancy' | 'location' | 'synonym' | 'compound';
}

const ALZHEIMER = '/dementie/vormen-van-dementie/ziekte-van-alzheimer';
const VASCULAR = '/dementie/vormen-van-dementie/vasculaire-dementie';
const FORGETFUL = '/dementie/vergeetachtig-of-dementie';
const DIAGNOSIS = '/herkennen-en-diagnose/diagnose';
const CARE = '/leven-met-dementie/mantelzorg';
const HELPLINE = '/onze-ondersteuning/dementietelefoon';
/** Issue 14's short national pages of dementia information ('Wat is dementie?', 'Hulp voor mantelzorgers', 'De eerste signalen herkennen'): right answers too. */
const GENERIC_INFO = '/dementie/informatie/';
/** Issue 14's walking group in Utrecht: its quarters are activities of the meeting centre De Ridderhof ('Wandelgroep Utrecht (elke dinsdag, …)'). */
const WALKING_UTRECHT = '/regios/utrecht-stad/activiteiten/ontmoetingscentrum-de-ridderhof-utrecht-*';

export const RELEVANCE_SET: readonly RelevanceQuery[] = [
  // Questions, as people ask them.
  { query: 'wat is dementie', expect: ['/dementie/wat-is-dementie', GENERIC_INFO + 'wat-is-dementie'], kind: 'question' },
  { query: 'wat is vasculaire dementie', expect: [VASCULAR], kind: 'question' },
  { query: 'is vergeetachtigheid dementie', expect: [FORGETFUL], kind: 'question' },
  { query: 'hoe krijg ik een diagnose', expect: [DIAGNOSIS, '/herkennen-en-diagnose'], kind: 'question' },
  { query: 'welke vormen van dementie zijn er', expect: ['/dementie/vormen-van-dementie'], kind: 'question' },
  { query: 'wie kan ik bellen met vragen over dementie', expect: [HELPLINE], kind: 'question' },
  { query: 'hoe zorg ik voor mezelf als mantelzorger', expect: ['/leven-met-dementie/mantelzorg/zorgen-voor-jezelf', '/leven-met-dementie/tips/neem-op-tijd-pauze-als-mantelzorger', GENERIC_INFO + 'hulp-voor-mantelzorgers'], kind: 'question' },
  // Topics, one or two words.
  { query: 'dementie', expect: ['/dementie', '/dementie/wat-is-dementie', GENERIC_INFO + 'wat-is-dementie'], kind: 'topic' },
  { query: 'alzheimer', expect: [ALZHEIMER], kind: 'topic' },
  { query: 'vergeetachtig', expect: [FORGETFUL], kind: 'topic' },
  { query: 'diagnose', expect: [DIAGNOSIS, '/herkennen-en-diagnose'], kind: 'topic' },
  { query: 'mantelzorg', expect: [CARE, GENERIC_INFO + 'hulp-voor-mantelzorgers'], kind: 'topic' },
  { query: 'dementietelefoon', expect: [HELPLINE], kind: 'topic' },
  { query: 'tips', expect: ['/leven-met-dementie/tips'], kind: 'topic' },
  { query: 'huis veilig maken', expect: ['/leven-met-dementie/tips/maak-het-huis-veilig'], kind: 'topic' },
  { query: 'muziek', expect: ['/leven-met-dementie/tips/maak-samen-muziek'], kind: 'topic' },
  { query: 'levenstestament', expect: ['/regelzaken', '/leven-met-dementie/tips/leg-belangrijke-zaken-op-tijd-vast'], kind: 'topic' },
  { query: 'odensehuis', expect: ['/onze-ondersteuning/ontmoetingsplekken/odensehuis-de-vlinder'], kind: 'topic' },
  { query: 'ontmoetingsplekken', expect: ['/onze-ondersteuning/ontmoetingsplekken'], kind: 'topic' },
  { query: 'donateur worden', expect: ['/steun-ons/doneren'], kind: 'topic' },
  { query: 'collecte', expect: ['/collecte'], kind: 'topic' },
  { query: 'brochure', expect: ['/informatie-brochure'], kind: 'topic' },
  { query: 'privacy', expect: ['/privacy'], kind: 'topic' },
  { query: 'test je kennis', expect: ['/test-je-kennis', '/dementie/quiz'], kind: 'topic' },
  // Typos.
  { query: 'alzeimer', expect: [ALZHEIMER], kind: 'typo' },
  { query: 'demetie', expect: ['/dementie', '/dementie/wat-is-dementie', GENERIC_INFO + 'wat-is-dementie'], kind: 'typo' },
  { query: 'mantelzrog', expect: [CARE, GENERIC_INFO + 'hulp-voor-mantelzorgers'], kind: 'typo' },
  { query: 'diagonse', expect: [DIAGNOSIS, '/herkennen-en-diagnose'], kind: 'typo' },
  { query: 'dementietelefon', expect: [HELPLINE], kind: 'typo' },
  { query: 'vasculair dementie', expect: [VASCULAR], kind: 'typo' },
  { query: 'alzheimer cafe utrect', expect: ['/regios/utrecht-stad/activiteiten/alzheimer-cafe-utrecht-*', '/regios/utrecht-stad/locaties/alzheimer-cafe-utrecht*', '/regios/utrecht-stad/nieuws/alzheimer-cafe-utrecht-*'], kind: 'typo' },
  // Plurals and other forms.
  { query: 'mantelzorgers', expect: [CARE, '/leven-met-dementie/tips/neem-op-tijd-pauze-als-mantelzorger', GENERIC_INFO + 'hulp-voor-mantelzorgers'], kind: 'plural' },
  { query: 'tips voor mantelzorgers', expect: ['/leven-met-dementie/tips/neem-op-tijd-pauze-als-mantelzorger', '/leven-met-dementie/tips', CARE], kind: 'plural' },
  { query: 'ontmoetingsplek', expect: ['/onze-ondersteuning/ontmoetingsplekken'], kind: 'plural' },
  { query: 'signalen van alzheimer', expect: [ALZHEIMER, GENERIC_INFO + 'eerste-signalen'], kind: 'plural' },
  // Accents typed or left out.
  { query: 'alzheimer cafe', expect: ['/onze-ondersteuning/ontmoetingsplekken/alzheimer-cafe-het-baken'], kind: 'accent' },
  { query: 'Alzheimer Café Het Baken', expect: ['/onze-ondersteuning/ontmoetingsplekken/alzheimer-cafe-het-baken'], kind: 'accent' },
  { query: 'orientatie', expect: [ALZHEIMER], kind: 'accent' },
  // Synonyms and compounds.
  { query: 'vergeetachtig moeder', expect: [FORGETFUL, '/herkennen-en-diagnose'], kind: 'synonym' },
  { query: 'soorten dementie', expect: ['/dementie/vormen-van-dementie'], kind: 'synonym' },
  { query: 'hulplijn', expect: [HELPLINE], kind: 'synonym' },
  { query: 'geheugenproblemen', expect: [FORGETFUL, '/herkennen-en-diagnose'], kind: 'compound' },
  { query: 'dementiecafe', expect: ['/onze-ondersteuning/ontmoetingsplekken/alzheimer-cafe-het-baken', '/uitgelicht/word-gastvrouw-of-gastheer', '/regios/utrecht-stad/activiteiten/alzheimer-cafe-utrecht-oost'], kind: 'compound' },
  // Places.
  { query: 'dementie café utrecht', expect: ['/regios/utrecht-stad/activiteiten/alzheimer-cafe-utrecht-oost', '/regios/utrecht-stad', '/regios/utrecht-stad/nieuws/alzheimer-cafe-utrecht-*'], kind: 'place' },
  { query: 'alzheimer café zwolle', expect: ['/regios/ijssel-vecht', '/regios/ijssel-vecht/nieuws/*', '/regios/ijssel-vecht/locaties/alzheimer-cafe-zwolle', '/regios/ijssel-vecht/activiteiten/alzheimer-cafe-zwolle-*'], kind: 'place' },
  { query: 'zwolle', expect: ['/regios/ijssel-vecht'], kind: 'place' },
  { query: 'leeuwarden', expect: ['/regios/friesland', '/regios/friesland/activiteiten/*'], kind: 'place' },
  { query: 'cursus mantelzorgers leeuwarden', expect: ['/regios/friesland/activiteiten/cursus-mantelzorgers-leeuwarden'], kind: 'place' },
  { query: 'wandelen in utrecht', expect: ['/regios/utrecht-stad/activiteiten/wandelgroep-maximapark', '/regios/utrecht-stad/nieuws/wandelgroep-*', WALKING_UTRECHT], kind: 'place' },
  { query: 'dementie den haag', expect: ['/regios/haaglanden', '/regios/haaglanden/*'], kind: 'place' },
  { query: 'alphen aan den rijn', expect: ['/regios/alphen-aan-den-rijn-eo'], kind: 'place' },
  { query: 'regio arnhem', expect: ['/regios/arnhem-eo'], kind: 'place' },
  // News topics.
  { query: 'bloedtest alzheimer', expect: ['/nieuws/*bloedtest*'], kind: 'news' },
  { query: 'opbrengst collecte', expect: ['/nieuws/collecte-*-brengt-*'], kind: 'news' },
  { query: 'webinar terugkijken', expect: ['/nieuws/webinar-*'], kind: 'news' },
  { query: 'week van de mantelzorg', expect: ['/nieuws/week-van-de-mantelzorg-*'], kind: 'news' },
  { query: 'mag mijn vader nog autorijden', expect: ['/nieuws/vraag-aan-de-dementietelefoon-mag-mijn-vader-met-dementie-nog-autorijden'], kind: 'news' },
  { query: 'gehoorverlies', expect: ['/nieuws/*gehoorverlies*'], kind: 'news' },
  { query: 'wachttijden dagbesteding', expect: ['/nieuws/wachttijden-voor-dagbesteding-lopen-op'], kind: 'news' },
  // Volunteering and vacancies (vacancy pages come with issue 15).
  { query: 'gastvrouw alzheimer café', expect: ['/uitgelicht/word-gastvrouw-of-gastheer', '/nieuws/word-gastvrouw-of-gastheer-in-een-alzheimer-cafe'], kind: 'vacancy' },
  { query: 'vacatures', expect: ['/vrijwilligerswerk/*', '/regios/*/vrijwilligerswerk/*'], kind: 'vacancy' },
  { query: 'vrijwilligerswerk utrecht', expect: ['/regios/utrecht-stad/vrijwilligerswerk/*'], kind: 'vacancy' },
  { query: 'vacature vrijwilliger dementietelefoon', expect: ['/vrijwilligerswerk/*'], kind: 'vacancy' },
  // Locations of a region (issue 14).
  { query: 'locaties utrecht', expect: ['/regios/utrecht-stad/locaties/*', '/locations/*'], kind: 'location' },
];
