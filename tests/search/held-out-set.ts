/**
 * The held-out queries of the site search (issue 36): written on 2026-11-28
 * BEFORE any ranking change of that issue, from the site's pages as a visitor
 * would ask for them, and never tuned on. `npm run search-eval` reports them
 * apart from the relevance set (tests/search/relevance-set.ts), which the
 * tuning did look at; a gap between the two figures is the overfitting.
 *
 * Rules for this file: a query is never changed, and no ranking rule,
 * synonym or keyword is ever added because of a query here. When one misses,
 * the miss is reported (docs/search-figures.md), not fixed here. New held-out queries
 * may be added (written before looking at what the search answers).
 */
import type { RelevanceQuery } from './relevance-set';

export const HELD_OUT_SET: readonly RelevanceQuery[] = [
  // Questions about a topic of the tips and information pages, where dated activities used to flood.
  { query: 'vallen voorkomen', expect: ['/leven-met-dementie/tips/maak-het-huis-veilig'], kind: 'recurring' },
  { query: 'bewegen met dementie', expect: ['/leven-met-dementie/tips/blijf-samen-bewegen', '/nieuws/bewegen-is-goed-voor-mensen-met-dementie'], kind: 'recurring' },
  { query: 'volmacht regelen', expect: ['/regelzaken', '/leven-met-dementie/tips/leg-belangrijke-zaken-op-tijd-vast'], kind: 'recurring' },
  { query: 'eten en drinken', expect: ['/leven-met-dementie/tips/eet-en-drink-op-vaste-tijden'], kind: 'recurring' },
  { query: 'muziek en herinneringen', expect: ['/leven-met-dementie/tips/maak-samen-muziek'], kind: 'recurring' },
  // A service asked for without a word of work: the service, not the vacancy about it.
  { query: 'dementietelefoon nummer', expect: ['/onze-ondersteuning/dementietelefoon'], kind: 'service' },
  { query: 'hoeveel heeft de collecte opgebracht', expect: ['/nieuws/collecte-*-brengt-*', '/regios/*/nieuws/collecte-*'], kind: 'service' },
  { query: 'maandelijks doneren', expect: ['/steun-ons/doneren', '/doneren'], kind: 'service' },
  // A word of work: the vacancies.
  { query: 'vrijwilliger worden', expect: ['/vrijwilligerswerk', '/vrijwilligerswerk/*'], kind: 'work' },
  { query: 'stage communicatie', expect: ['/over-ons/werken-bij/stagiair-communicatie'], kind: 'work' },
  { query: 'vacature dementietelefoon', expect: ['/vrijwilligerswerk/vrijwilliger-dementietelefoon', '/over-ons/werken-bij/coordinator-dementietelefoon'], kind: 'work' },
  { query: 'vrijwilligerswerk vanuit huis', expect: ['/vrijwilligerswerk', '/vrijwilligerswerk/*'], kind: 'work' },
  // Screens of the site itself.
  { query: 'geheugen testen', expect: ['/geheugentest'], kind: 'screen' },
  { query: 'alle nieuwsberichten', expect: ['/nieuws'], kind: 'screen' },
  { query: 'inloggen', expect: ['/inloggen'], kind: 'screen' },
  { query: 'account aanmaken', expect: ['/registreren'], kind: 'screen' },
  { query: 'wachtwoord kwijt', expect: ['/wachtwoord/vergeten'], kind: 'screen' },
  { query: 'overzicht regio', expect: ['/regios'], kind: 'screen' },
  // Everyday words for the editorial pages.
  { query: 'geld doneren', expect: ['/steun-ons/doneren', '/doneren'], kind: 'everyday' },
  { query: 'brochure aanvragen', expect: ['/informatie-brochure'], kind: 'everyday' },
  { query: 'hoe praat je met iemand met dementie', expect: ['/leven-met-dementie/tips/praat-in-korte-duidelijke-zinnen'], kind: 'everyday' },
  { query: 'nieuwe medicijnen alzheimer', expect: ['/onderzoek', '/onderzoek/stand-van-zaken'], kind: 'everyday' },
  { query: 'hulpmiddelen kopen', expect: ['/steun-ons/webwinkel'], kind: 'everyday' },
  // An activity series, once.
  { query: 'alzheimer café groningen', expect: ['/regios/groningen/locaties/alzheimer-cafe-groningen', '/regios/groningen/activiteiten/alzheimer-cafe-groningen-*'], kind: 'series' },
  { query: 'lezing dementie zwolle', expect: ['/regios/ijssel-vecht/activiteiten/*zwolle*', '/regios/ijssel-vecht/locaties/dementie-informatiepunt-zwolle'], kind: 'series' },
  { query: 'trefpunt amersfoort', expect: ['/regios/eemland/locaties/alzheimer-trefpunt-baarn', '/regios/eemland/activiteiten/alzheimer-trefpunt-baarn-*'], kind: 'series' },
  // Questions.
  { query: 'hoe herken ik dementie', expect: ['/herkennen-en-diagnose', '/dementie/informatie/eerste-signalen', '/dementie/vergeetachtig-of-dementie'], kind: 'question' },
  { query: 'waar kan ik terecht met vragen over dementie', expect: ['/onze-ondersteuning/dementietelefoon', '/onze-ondersteuning', '/contact'], kind: 'question' },
  { query: 'wat doet een casemanager', expect: ['/nieuws/vraag-aan-de-dementietelefoon-wat-doet-een-casemanager-dementie-precies', '/herkennen-en-diagnose/diagnose'], kind: 'question' },
  // News.
  { query: 'jaarverslag', expect: ['/nieuws/jaarverslag-*'], kind: 'news' },
  { query: 'laatste nieuws dementietelefoon', expect: ['/nieuws/dementietelefoon-*'], kind: 'news' },
  // A second batch (after the merge of the forum and the trainings), written before any of it was asked.
  { query: 'mijn moeder valt vaak', expect: ['/leven-met-dementie/tips/maak-het-huis-veilig'], kind: 'recurring' },
  { query: 'goed licht in huis', expect: ['/leven-met-dementie/tips/zorg-voor-goed-licht-in-huis'], kind: 'recurring' },
  { query: 'dementie en warm weer', expect: ['/leven-met-dementie/tips/zomertips-bij-warm-weer'], kind: 'recurring' },
  { query: 'labels op deuren plakken', expect: ['/leven-met-dementie/tips/plak-labels-op-kastjes-en-deuren'], kind: 'recurring' },
  { query: 'testament maken', expect: ['/regelzaken', '/leven-met-dementie/tips/leg-belangrijke-zaken-op-tijd-vast'], kind: 'recurring' },
  { query: 'gratis hulplijn dementie', expect: ['/onze-ondersteuning/dementietelefoon'], kind: 'service' },
  { query: 'telefoonnummer dementietelefoon', expect: ['/onze-ondersteuning/dementietelefoon'], kind: 'service' },
  { query: 'nieuwsbrief aanmelden', expect: ['/nieuwsbrief'], kind: 'service' },
  { query: 'ik wil geld geven', expect: ['/doneren', '/steun-ons/doneren'], kind: 'everyday' },
  { query: 'folder over dementie', expect: ['/informatie-brochure'], kind: 'everyday' },
  { query: 'praten met iemand die dementie heeft', expect: ['/leven-met-dementie/tips/praat-in-korte-duidelijke-zinnen'], kind: 'everyday' },
  { query: 'pauze nemen als mantelzorger', expect: ['/leven-met-dementie/tips/neem-op-tijd-pauze-als-mantelzorger', '/leven-met-dementie/mantelzorg/zorgen-voor-jezelf'], kind: 'everyday' },
  { query: 'test of ik dementie heb', expect: ['/geheugentest'], kind: 'screen' },
  { query: 'regio zoeken op postcode', expect: ['/regios'], kind: 'screen' },
  { query: 'vrijwilliger bij de collecte', expect: ['/vrijwilligerswerk/collectant-in-je-eigen-buurt'], kind: 'work' },
  { query: 'werken bij dementiezorg nederland', expect: ['/over-ons/werken-bij', '/over-ons/werken-bij/*'], kind: 'work' },
  { query: 'alzheimer cafe amsterdam', expect: ['/regios/amsterdam/locaties/alzheimer-cafe-amsterdam', '/regios/amsterdam/activiteiten/alzheimer-cafe-amsterdam-*'], kind: 'series' },
  { query: 'alzheimer café rotterdam wanneer', expect: ['/regios/rotterdam-eo/locaties/alzheimer-cafe-rotterdam', '/regios/rotterdam-eo/activiteiten/alzheimer-cafe-rotterdam-*'], kind: 'series' },
  { query: 'hoe lang leeft iemand met alzheimer', expect: ['/dementie/vormen-van-dementie/ziekte-van-alzheimer'], kind: 'question' },
  { query: 'wat is het verschil tussen vergeetachtigheid en dementie', expect: ['/dementie/vergeetachtig-of-dementie'], kind: 'question' },
  { query: 'nieuws over onderzoek', expect: ['/nieuws/*onderzoek*', '/onderzoek', '/onderzoek/stand-van-zaken'], kind: 'news' },
];
