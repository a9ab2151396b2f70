/**
 * The relevance set of the site search: queries as visitors type them (typos,
 * plurals, missing accents, questions, places, news topics, vacancies), each
 * with the pages that answer it. A hit counts when it is one of `expect`
 * (a path, or a path prefix ending in '*'). `npm run search-eval` and
 * tests/worker/search-relevance.test.ts measure top-3 hit rate and MRR over
 * it; docs/search-figures.md reports the figures and the misses.
 *
 * A query whose expected pages are not in the index yet (the locations and
 * vacancies of issues 14 and 15) waits: it is listed, not counted, until a
 * page matching `expect` is indexed.
 */
export interface RelevanceQuery {
  query: string;
  expect: readonly string[];
  /** What kind of query this is (the report groups by it). */
  kind:
    | 'question'
    | 'topic'
    | 'typo'
    | 'plural'
    | 'accent'
    | 'place'
    | 'news'
    | 'vacancy'
    | 'location'
    | 'synonym'
    | 'compound'
    // The failure classes of issue 36 and its new kinds of hit:
    | 'recurring'
    | 'service'
    | 'work'
    | 'screen'
    | 'everyday'
    | 'series';
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
  { query: 'vacatures', expect: ['/vrijwilligerswerk', '/vrijwilligerswerk/*', '/regios/*/vrijwilligerswerk/*'], kind: 'vacancy' },
  { query: 'vrijwilligerswerk utrecht', expect: ['/regios/utrecht-stad/vrijwilligerswerk', '/regios/utrecht-stad/vrijwilligerswerk/*'], kind: 'vacancy' },
  { query: 'vacature vrijwilliger dementietelefoon', expect: ['/vrijwilligerswerk/*'], kind: 'vacancy' },
  // Locations of a region (issue 14).
  { query: 'locaties utrecht', expect: ['/regios/utrecht-stad/locaties', '/regios/utrecht-stad/locaties/*', '/locations/*'], kind: 'location' },
  // Issue 36, written before its ranking changes, as visitors type them. A topic of the tips and
  // information pages, where one dated occurrence per month of a recurring activity used to flood.
  { query: 'vallen in huis', expect: ['/leven-met-dementie/tips/maak-het-huis-veilig'], kind: 'recurring' },
  { query: 'levenstestament opstellen', expect: ['/regelzaken', '/leven-met-dementie/tips/leg-belangrijke-zaken-op-tijd-vast'], kind: 'recurring' },
  { query: 'beweging', expect: ['/leven-met-dementie/tips/blijf-samen-bewegen'], kind: 'recurring' },
  { query: 'samen wandelen', expect: ['/leven-met-dementie/tips/blijf-samen-bewegen'], kind: 'recurring' },
  { query: 'omgaan met veranderend gedrag', expect: ['/leven-met-dementie/mantelzorg'], kind: 'recurring' },
  { query: 'zorg voor jezelf als mantelzorger', expect: ['/leven-met-dementie/mantelzorg/zorgen-voor-jezelf', '/leven-met-dementie/tips/neem-op-tijd-pauze-als-mantelzorger'], kind: 'recurring' },
  { query: 'huis aanpassen', expect: ['/leven-met-dementie/tips/maak-het-huis-veilig', '/leven-met-dementie/tips/zorg-voor-goed-licht-in-huis', '/regelzaken'], kind: 'recurring' },
  { query: 'medicijnen bij dementie', expect: ['/dementie/vormen-van-dementie/ziekte-van-alzheimer', '/onderzoek', '/onderzoek/stand-van-zaken'], kind: 'recurring' },
  // A service asked for without a word of work: the service, not the vacancy about it.
  { query: 'dementietelefoon bellen', expect: [HELPLINE], kind: 'service' },
  { query: 'hulplijn dementie', expect: [HELPLINE], kind: 'service' },
  { query: 'wat brengt de collecte op', expect: ['/nieuws/collecte-*-brengt-*', '/regios/*/nieuws/collecte-*'], kind: 'service' },
  { query: 'collecte opbrengst', expect: ['/nieuws/collecte-*-brengt-*', '/regios/*/nieuws/collecte-*'], kind: 'service' },
  { query: 'lotgenotencontact', expect: ['/onze-ondersteuning', '/leven-met-dementie/mantelzorg/zorgen-voor-jezelf', '/onze-ondersteuning/ontmoetingsplekken'], kind: 'service' },
  { query: 'alzheimer café bezoeken', expect: ['/onze-ondersteuning/ontmoetingsplekken/alzheimer-cafe-het-baken', '/onze-ondersteuning/ontmoetingsplekken', '/activiteiten'], kind: 'service' },
  // A word of work: the vacancies first.
  { query: 'vrijwilliger bij de dementietelefoon', expect: ['/vrijwilligerswerk/vrijwilliger-dementietelefoon'], kind: 'work' },
  { query: 'collectant worden', expect: ['/vrijwilligerswerk/collectant-in-je-eigen-buurt', '/regios/*/vrijwilligerswerk/collectant-*'], kind: 'work' },
  { query: 'werken bij dementiezorg', expect: ['/over-ons/werken-bij', '/over-ons/werken-bij/*'], kind: 'work' },
  { query: 'betaalde baan', expect: ['/over-ons/werken-bij', '/over-ons/werken-bij/*'], kind: 'work' },
  { query: 'stageplek', expect: ['/over-ons/werken-bij/stagiair-communicatie'], kind: 'work' },
  { query: 'vrijwilligerswerk zwolle', expect: ['/regios/ijssel-vecht/vrijwilligerswerk', '/regios/ijssel-vecht/vrijwilligerswerk/*'], kind: 'work' },
  { query: 'vrijwilliger alzheimer café', expect: ['/uitgelicht/word-gastvrouw-of-gastheer', '/regios/*/vrijwilligerswerk/*cafe*', '/regios/*/uitgelicht/word-gastvrouw-*'], kind: 'work' },
  // Screens of the site itself (served by the site, not pages of the CMS).
  { query: 'geheugentest', expect: ['/geheugentest'], kind: 'screen' },
  { query: 'test voor dementie', expect: ['/geheugentest'], kind: 'screen' },
  { query: 'nieuws', expect: ['/nieuws'], kind: 'screen' },
  { query: 'mijn account', expect: ['/mijn-account'], kind: 'screen' },
  { query: 'registreren', expect: ['/registreren'], kind: 'screen' },
  { query: 'activiteiten in zwolle', expect: ['/regios/ijssel-vecht/activiteiten', '/regios/ijssel-vecht/activiteiten/*zwolle*'], kind: 'screen' },
  { query: 'nieuws uit friesland', expect: ['/regios/friesland/nieuws', '/regios/friesland/nieuws/*'], kind: 'screen' },
  // The screens that came with the carer test, the trainings and the forum (added after the merge of those features).
  { query: 'mantelzorgtest', expect: ['/mantelzorgtest'], kind: 'screen' },
  { query: 'online training dementievriendelijk', expect: ['/training-omgaan-met-veranderend-gedrag', '/trainingen/*'], kind: 'screen' },
  { query: 'forum dementie', expect: ['/ervaringen-delen/forum', '/ervaringen-delen'], kind: 'screen' },
  // Everyday words for the editorial pages.
  { query: 'geld geven', expect: ['/steun-ons/doneren', '/doneren'], kind: 'everyday' },
  { query: 'folder bestellen', expect: ['/informatie-brochure'], kind: 'everyday' },
  { query: 'folder', expect: ['/informatie-brochure'], kind: 'everyday' },
  { query: 'hoe moet ik praten met mijn vader met dementie', expect: ['/leven-met-dementie/tips/praat-in-korte-duidelijke-zinnen'], kind: 'everyday' },
  { query: 'medicijn tegen alzheimer', expect: ['/onderzoek', '/onderzoek/stand-van-zaken', ALZHEIMER], kind: 'everyday' },
  { query: 'gift overmaken', expect: ['/steun-ons/doneren', '/doneren'], kind: 'everyday' },
  { query: 'communicatie met dementie', expect: ['/leven-met-dementie/tips/praat-in-korte-duidelijke-zinnen'], kind: 'everyday' },
  { query: 'webshop', expect: ['/steun-ons/webwinkel'], kind: 'everyday' },
  // An activity series, once, with its next date.
  { query: 'alzheimer cafe amersfoort', expect: ['/regios/eemland/locaties/alzheimer-cafe-amersfoort', '/regios/eemland/activiteiten/alzheimer-cafe-amersfoort-*'], kind: 'series' },
  { query: 'wandelgroep dalfsen', expect: ['/regios/ijssel-vecht/activiteiten/ontmoetingscentrum-de-vlonder-dalfsen-*', '/regios/ijssel-vecht/locaties/ontmoetingscentrum-de-vlonder-dalfsen'], kind: 'series' },
  { query: 'mantelzorgsalon emmen', expect: ['/regios/drenthe/locaties/mantelzorgsalon-emmen', '/regios/drenthe/activiteiten/mantelzorgsalon-emmen-*'], kind: 'series' },
  { query: 'odensehuis deventer', expect: ['/regios/stedendriehoek/locaties/odensehuis-de-vlinder-deventer', '/regios/stedendriehoek/activiteiten/odensehuis-de-vlinder-deventer-*'], kind: 'series' },
  { query: 'alzheimer trefpunt hoogeveen', expect: ['/regios/drenthe/locaties/alzheimer-trefpunt-hoogeveen', '/regios/drenthe/activiteiten/alzheimer-trefpunt-hoogeveen-*'], kind: 'series' },
  // Questions favour the information pages.
  { query: 'wat is het verschil tussen alzheimer en dementie', expect: ['/dementie/informatie/wat-is-dementie', '/dementie/wat-is-dementie', ALZHEIMER], kind: 'question' },
  { query: 'hoe vraag ik dagbesteding aan', expect: ['/regelzaken', '/leven-met-dementie/mantelzorg'], kind: 'question' },
  { query: 'waar vind ik een alzheimer café', expect: ['/onze-ondersteuning/ontmoetingsplekken', '/onze-ondersteuning/ontmoetingsplekken/alzheimer-cafe-het-baken', '/activiteiten', '/regios'], kind: 'question' },
  { query: 'wat moet ik regelen na de diagnose', expect: ['/regelzaken', '/leven-met-dementie/tips/leg-belangrijke-zaken-op-tijd-vast'], kind: 'question' },
  { query: 'mag iemand met dementie autorijden', expect: ['/regelzaken', '/nieuws/vraag-aan-de-dementietelefoon-mag-mijn-vader-met-dementie-nog-autorijden'], kind: 'question' },
  // News: by relevance, the newer a little first.
  { query: 'nieuws bloedtest', expect: ['/nieuws/*bloedtest*'], kind: 'news' },
  { query: 'wereld alzheimer dag', expect: ['/nieuws/wereld-alzheimer-dag-*', '/nieuws/op-21-september-*', '/uitgelicht/wereld-alzheimer-dag-*'], kind: 'news' },
  { query: 'resultaten onderzoek slaap', expect: ['/nieuws/onderzoek-naar-slaap-en-geheugen-eerste-resultaten-bekend'], kind: 'news' },
  { query: 'nieuwe brochure', expect: ['/nieuws/vernieuwde-brochure-*', '/informatie-brochure'], kind: 'news' },
  { query: 'campagne', expect: ['/nieuws/campagne-*', '/nieuws/online-campagne-*'], kind: 'news' },
];
