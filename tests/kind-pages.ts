/**
 * One page of every editorial page kind in the demo content, shared by the
 * worker tests and the end-to-end tests.
 */
export const KIND_PAGES: Record<string, string> = {
  homepage: '/',
  content_page: '/leven-met-dementie/mantelzorg',
  overview_page: '/leven-met-dementie/tips',
  info_over_dementie: '/dementie/vergeetachtig-of-dementie',
  uitgelicht: '/uitgelicht/word-gastvrouw-of-gastheer',
  services: '/onze-ondersteuning/voorzieningen',
  shoppagina: '/steun-ons/webwinkel',
  business_partner_overview: '/steun-ons/bedrijfsvrienden',
  business_partner: '/steun-ons/bedrijfsvrienden/bakkerij-de-korenaar',
  quiz: '/dementie/quiz',
  donation_content: '/steun-ons/doneren',
  centralised_building_block: '/bouwstenen/altijd-iemand-om-mee-te-praten',
  ontmoetingsplek: '/onze-ondersteuning/ontmoetingsplekken/odensehuis-de-vlinder',
  news: '/nieuws/nieuwe-alzheimer-cafes-in-flevoland-en-drenthe',
  regio_nieuws: '/regios/utrecht-stad/nieuws/alzheimer-cafe-utrecht-zoekt-nieuwe-gastvrouwen-en-gastheren',
  vacancy_overview: '/vrijwilligerswerk',
  regio_vacancies: '/regios/ijssel-vecht/vrijwilligerswerk/telefonisch-maatje-voor-mantelzorgers-in-regio-ijssel-vecht',
  vacancies: '/vrijwilligerswerk/vrijwilliger-dementietelefoon',
  corporate_vacature: '/over-ons/werken-bij/beleidsmedewerker-zorg-en-welzijn',
  regio: '/regios/eemland',
  over_de_regio: '/regios/eemland/over-de-regio',
  location: '/regios/eemland/locaties/alzheimer-cafe-amersfoort',
};

/** Vacancy pages beyond one of each kind: the overview filtered, around a place, empty, the paid jobs, a closed vacancy, the open application, a region's own list. */
export const VACANCY_PAGES = {
  filtered: '/vrijwilligerswerk?functionId=5001&functionId=5004&availabilityId=2002',
  near: '/vrijwilligerswerk?plaats=Zwolle&afstand=15&availabilityId=2005',
  empty: '/vrijwilligerswerk?plaats=Atlantis',
  corporate: '/over-ons/werken-bij',
  closed: '/regios/friesland/vrijwilligerswerk/organisator-informatiemarkt-leeuwarden',
  open: '/vrijwilligerswerk/open-sollicitatie',
  region: '/regios/ijssel-vecht/vrijwilligerswerk',
} as const;

/**
 * Help nearby: the region overview and search, and every list state (filtered,
 * by distance, empty). Activity pages carry their date in the path (the demo
 * is dated from the day it is generated), so tests find one from a list.
 */
export const REGION_PAGES = {
  overview: '/regios',
  search: '/regios?zoekterm=Amersfoort',
  noRegion: '/regios?zoekterm=qwxz',
  locations: '/regios/eemland/locaties',
  locationsByType: '/regios/eemland/locaties?locationType=6001',
  activities: '/regios/eemland/activiteiten',
  activitiesNear: '/regios/eemland/activiteiten?plaats=Amersfoort&afstand=10',
  activitySearch: '/activiteiten/zoeken?plaats=Amersfoort&afstand=25',
  noActivities: '/activiteiten/zoeken?plaats=Vlieland&afstand=5',
} as const;

/** The news overviews (screens of the route table, not CMS page kinds). */
export const NEWS_PAGES = {
  overview: '/nieuws',
  secondPage: '/nieuws?page=2',
  search: '/nieuws?zoekterm=alzheimer',
  noResult: '/nieuws?zoekterm=zwemmen',
  region: '/regios/utrecht-stad/nieuws',
} as const;

/** The application forms (one of each kind, from the demo vacancies) and their thank-you pages. */
export const APPLY_PAGES = {
  regionalLong: '/regios/groningen/vrijwilligerswerk/belangenbehartiger-dementie-gemeente-winsum/solliciteren',
  regionalShort: '/regios/ijssel-vecht/vrijwilligerswerk/wandelmaatje-in-kampen/solliciteren',
  national: '/vrijwilligerswerk/open-sollicitatie/solliciteren',
  contactRequest: '/vrijwilligerswerk/vrijblijvend-contactverzoek/solliciteren',
  corporate: '/over-ons/werken-bij/beleidsmedewerker-zorg-en-welzijn/solliciteren',
  thanks: '/vrijwilligerswerk/bedankt-voor-je-sollicitatie',
  corporateThanks: '/over-ons/werken-bij-alzheimer-nederland/bedankt-voor-je-sollicitatie',
} as const;

/** The site search in its states (shared/pages/search.tsx). */
export const SEARCH_PAGES = {
  start: '/zoeken',
  results: '/zoeken?zoekterm=alzheimer',
  tab: '/zoeken?zoekterm=alzheimer%20cafe&pijler=regio',
  noResult: '/zoeken?zoekterm=qqxyzzy',
} as const;

/** Every page kind of the site, with the pages around the editorial ones (for checks that must hold everywhere). */
/** The carer test and the trainings (issue 40, docs/training.md): every screen without a visitor's progress. */
export const TRAINING_PAGES = {
  carerStart: '/mantelzorgtest',
  carerQuestion: '/mantelzorgtest/vraag/1',
  carerResult: '/mantelzorgtest/resultaat',
  overview: '/training-omgaan-met-veranderend-gedrag',
  start: '/trainingen/politie',
  question: '/trainingen/politie/stap/1',
  lesson: '/trainingen/politie/stap/2',
  multiple: '/trainingen/politie/stap/3',
  match: '/trainingen/politie/stap/4',
  order: '/trainingen/politie/stap/5',
  summary: '/trainingen/politie/samenvatting',
  result: '/trainingen/politie/resultaat',
  certificateForm: '/trainingen/politie/certificaat',
  certificate: '/certificaat/DEMO-CERT-WNKL',
  unsubscribe: '/tips/afmelden?code=onbekend',
} as const;

/** The community's public pages (forum, blogs, experts), from the demo content seeded at every scale. */
export const COMMUNITY_PAGES = {
  forum: '/ervaringen-delen/forum',
  conversation: '/ervaringen-delen/forum/1-hoe-gaat-het-vandaag-het-dagelijkse-praatje',
  blogs: '/blogs',
  poems: '/blogs?soort=gedicht',
  blog: '/blogs/Marijke58',
  entry: '/blogs/Marijke58/de-dag-dat-de-neuroloog-het-woord-zei',
  experts: '/onze-ondersteuning/experts',
  expertGroup: '/onze-ondersteuning/experts/juridisch',
  expertTopic: '/onze-ondersteuning/experts/medisch/medicijnen',
  expertProfile: '/onze-ondersteuning/experts/expert/FarahelAmrani',
  ask: '/onze-ondersteuning/experts/vraag-stellen',
} as const;

export const EVERY_PAGE: string[] = [
  ...new Set([
    ...Object.values(COMMUNITY_PAGES),
    ...Object.values(TRAINING_PAGES),
    ...Object.values(KIND_PAGES),
    ...Object.values(NEWS_PAGES),
    ...Object.values(APPLY_PAGES),
    ...Object.values(VACANCY_PAGES),
    ...Object.values(SEARCH_PAGES),
    ...Object.values(REGION_PAGES),
    '/dementie',
    '/dementie/vormen-van-dementie/ziekte-van-alzheimer',
    '/cookies',
    '/nieuwsbrief',
    '/geheugentest',
    '/geheugentest/zelf',
    '/geheugentest/zelf/stap1',
    '/geheugentest/ander/stap2',
    '/test-je-kennis',
    '/doneren',
    '/collecte',
    '/ervaringsverhalen',
    '/informatie-brochure',
    '/onderzoek',
    '/activiteiten',
    '/_blokken',
    '/_formulieren',
    '/een-pagina-die-niet-bestaat',
    '/registreren',
    '/registreren/bevestiging',
    '/registreren/verificatie?uitkomst=gelukt',
    '/registreren/verificatie?uitkomst=mislukt',
    '/verificatie-mail-opnieuw-versturen',
    '/inloggen',
    '/wachtwoord/vergeten',
    '/wachtwoord/nieuw?code=verlopen',
    '/mijn-account',
    '/_post',
  ]),
];
