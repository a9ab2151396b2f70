/**
 * What the benchmarks and the byte budgets measure: one line per page kind.
 * A new page kind is one more line here; `npm run bench`, `npm run lighthouse`
 * and tests/worker/budgets.test.ts pick it up.
 *
 * A route names its URL either directly (`path`) or as "the first published
 * node of this CMS type in the demo content" (`nodeType`, lowest id), so a
 * page kind whose demo content or screen has not landed yet is reported as
 * 'not available yet' instead of measuring some other page.
 */
export interface BenchRoute {
  /** Short name in reports and result files. */
  name: string;
  /** The page kind, as in spec section 2 ("Page kinds"). */
  kind: string;
  path?: string;
  nodeType?: string;
  /** The status the page answers with when it is available; default 200. */
  status?: number;
  /** The constant-response route: the ceiling, not a page. */
  ceiling?: true;
  /**
   * A reply posted as logged-in demo members in turn (POST_ROUTES): `path` is
   * the form's action, `page` the conversation whose reply form gives each
   * member's anti-forgery token, `texts` what they post, in turn.
   */
  reply?: { page: string; texts: readonly string[] };
  /** Loaded as the logged-in demo reader (MEMBER_ROUTES, tests/bench/forum-members.ts): a private page, always rendered. */
  member?: true;
}

export const BENCH_ROUTES: BenchRoute[] = [
  { name: 'ceiling', kind: 'constant response (GET /_bench/constant)', path: '/_bench/constant', ceiling: true },
  { name: 'home', kind: 'home', path: '/' },
  { name: 'content', kind: 'content page', path: '/dementie/vormen-van-dementie/ziekte-van-alzheimer' },
  { name: 'overview', kind: 'overview', nodeType: 'overview_page' },
  { name: 'info', kind: 'info over dementie', nodeType: 'info_over_dementie' },
  { name: 'uitgelicht', kind: 'uitgelicht', nodeType: 'uitgelicht' },
  { name: 'services', kind: 'services', nodeType: 'services' },
  { name: 'shop', kind: 'shoppagina', nodeType: 'shoppagina' },
  { name: 'partners', kind: 'business partner overview', nodeType: 'business_partner_overview' },
  { name: 'partner', kind: 'business partner', nodeType: 'business_partner' },
  { name: 'quiz', kind: 'quiz', nodeType: 'quiz' },
  { name: 'donation', kind: 'donation content', nodeType: 'donation_content' },
  { name: 'building-block', kind: 'centralised building block', nodeType: 'centralised_building_block' },
  { name: 'meeting-place', kind: 'ontmoetingsplek', nodeType: 'ontmoetingsplek' },
  { name: 'news', kind: 'news overview', path: '/nieuws' },
  { name: 'news-search', kind: 'news search', path: '/nieuws?zoekterm=alzheimer' },
  { name: 'region-news', kind: 'regional news overview', path: '/regios/utrecht-stad/nieuws' },
  { name: 'news-article', kind: 'news article', nodeType: 'news' },
  { name: 'region-news-article', kind: 'regional news article', nodeType: 'regio_nieuws' },
  { name: 'vacancies', kind: 'vacancy overview', path: '/vrijwilligerswerk' },
  { name: 'vacancies-filtered', kind: 'vacancy overview, filtered', path: '/vrijwilligerswerk?functionId=5001&functionId=5004&availabilityId=2002&durationId=4003' },
  { name: 'vacancies-place', kind: 'vacancy overview, around a place', path: '/vrijwilligerswerk?plaats=Zwolle&afstand=25&availabilityId=2005' },
  { name: 'vacancy-regional', kind: 'regional volunteer vacancy', nodeType: 'regio_vacancies' },
  { name: 'vacancy-national', kind: 'national vacancy', nodeType: 'vacancies' },
  { name: 'vacancy-corporate', kind: 'corporate vacancy', nodeType: 'corporate_vacature' },
  { name: 'search', kind: 'site search', path: '/zoeken?zoekterm=alzheimer%20cafe' },
  { name: 'search-start', kind: 'site search without a term', path: '/zoeken' },
  { name: 'regions', kind: 'region overview', path: '/regios' },
  { name: 'region-search', kind: 'region search dashboard', path: '/regios?zoekterm=Amersfoort' },
  { name: 'region', kind: 'region', nodeType: 'regio' },
  { name: 'locations', kind: 'locations list', path: '/regios/eemland/locaties?locationType=6001' },
  { name: 'location', kind: 'location', nodeType: 'location' },
  { name: 'activities', kind: 'filtered activity list', path: '/regios/eemland/activiteiten?plaats=Amersfoort&afstand=10&type=1001' },
  { name: 'activity-search', kind: 'closest activities', path: '/activiteiten/zoeken?plaats=Amersfoort&afstand=25' },
  { name: 'activity', kind: 'activity', nodeType: 'activiteit' },
  { name: 'memory-test', kind: 'memory test start', path: '/geheugentest' },
  { name: 'memory-test-step', kind: 'memory test step', path: '/geheugentest/zelf/stap2' },
  { name: 'memory-test-result', kind: 'memory test result', path: '/geheugentest/zelf/resultaten' },
  { name: 'apply-regional', kind: 'vacancy application form (regional, long)', path: '/regios/groningen/vrijwilligerswerk/belangenbehartiger-dementie-gemeente-winsum/solliciteren' },
  { name: 'apply-national', kind: 'vacancy application form (national, short)', path: '/vrijwilligerswerk/vrijblijvend-contactverzoek/solliciteren' },
  { name: 'apply-corporate', kind: 'vacancy application form (corporate)', path: '/over-ons/werken-bij/beleidsmedewerker-zorg-en-welzijn/solliciteren' },
  { name: 'apply-thanks', kind: 'thank-you after an application', path: '/vrijwilligerswerk/bedankt-voor-je-sollicitatie' },
  { name: 'not-found', kind: 'not-found page', path: '/een-pagina-die-niet-bestaat', status: 404 },
  { name: 'login', kind: 'community login', path: '/inloggen' },
  { name: 'register', kind: 'community registration', path: '/registreren' },
  { name: 'carer-test', kind: 'carer test start', path: '/mantelzorgtest' },
  { name: 'carer-test-question', kind: 'carer test question', path: '/mantelzorgtest/vraag/3' },
  { name: 'carer-test-result', kind: 'carer test result', path: '/mantelzorgtest/resultaat' },
  { name: 'trainings', kind: 'training overview', path: '/training-omgaan-met-veranderend-gedrag' },
  { name: 'training', kind: 'training start', path: '/trainingen/winkelpersoneel' },
  { name: 'training-question', kind: 'training question (one choice)', path: '/trainingen/winkelpersoneel/stap/1' },
  { name: 'training-lesson', kind: 'training lesson (signals)', path: '/trainingen/winkelpersoneel/stap/2' },
  { name: 'training-reorder', kind: 'training question (order, reorder island)', path: '/trainingen/winkelpersoneel/stap/5' },
  { name: 'training-feedback', kind: 'training feedback (no answer kept)', path: '/trainingen/winkelpersoneel/stap/1/uitleg' },
  { name: 'training-summary', kind: 'training summary', path: '/trainingen/winkelpersoneel/samenvatting' },
  { name: 'training-result', kind: 'training result', path: '/trainingen/winkelpersoneel/resultaat' },
  { name: 'training-certificate', kind: 'certificate form', path: '/trainingen/winkelpersoneel/certificaat' },
  { name: 'certificate', kind: 'certificate verification page', path: '/certificaat/DEMO-CERT-WNKL' },
  // The forum (issue 37): its overview, and the first and last page of the 2,000-reply check-in (demo conversation 1 at every scale).
  { name: 'forum', kind: 'forum overview', path: '/ervaringen-delen/forum' },
  { name: 'forum-conversation', kind: 'forum conversation, first page', path: '/ervaringen-delen/forum/1-hoe-gaat-het-vandaag-het-dagelijkse-praatje' },
  { name: 'forum-conversation-last', kind: 'forum conversation, last page of 2,000 replies', path: '/ervaringen-delen/forum/1-hoe-gaat-het-vandaag-het-dagelijkse-praatje?page=100' },
  // Blogs and poems (issue 38): the overview, the poems, a blog and a public demo entry with reactions (the same at every scale).
  { name: 'blogs', kind: 'blogs overview', path: '/blogs' },
  { name: 'blogs-poems', kind: 'blogs overview, poems', path: '/blogs?soort=gedicht' },
  { name: 'blog', kind: 'a blog', path: '/blogs/Marijke58' },
  { name: 'blog-entry', kind: 'blog entry', path: '/blogs/Marijke58/de-dag-dat-de-neuroloog-het-woord-zei' },
  // Ask an expert (issue 39): the public pages from the site's own database (worker/community/experts/demo/) and the ask form.
  { name: 'experts', kind: 'expert overview (Stel een vraag)', path: '/onze-ondersteuning/experts' },
  { name: 'expert-group', kind: 'expert group', path: '/onze-ondersteuning/experts/juridisch' },
  { name: 'expert-topic', kind: 'expert topic with published questions and answers', path: '/onze-ondersteuning/experts/medisch/medicijnen' },
  { name: 'expert-profile', kind: 'expert profile', path: '/onze-ondersteuning/experts/expert/FarahelAmrani' },
  { name: 'expert-ask', kind: 'ask-an-expert form', path: '/onze-ondersteuning/experts/vraag-stellen' },
];

/**
 * Form posts: a reply in the forum (issue 37 item 11), posted by the demo
 * members who may reply now (tests/bench/forum-members.ts), to the
 * conversation that asks for the week's good moments. Apart from
 * BENCH_ROUTES, so the byte budgets, the held-render test and Lighthouse,
 * which fetch pages, leave it alone. A post is never cached: the bench
 * measures it in the render states. The replies stay in the bench's storage
 * (.wrangler/bench) until the forum demo is seeded again.
 */
const GOOD_MOMENT = '/ervaringen-delen/forum/11-kleine-dingen-die-de-dag-goed-maakten';
export const POST_ROUTES: BenchRoute[] = [
  {
    name: 'forum-reply',
    kind: 'posting a reply (logged-in member; answers 303 to the new reply)',
    path: `${GOOD_MOMENT}/reageren`,
    status: 303,
    reply: {
      page: GOOD_MOMENT,
      texts: [
        'Vanmiddag hebben we samen de was opgevouwen. Mijn moeder deed de theedoeken, precies zoals vroeger, en ze was er trots op.',
        'Mijn man herkende vandaag de merel in de tuin en wist nog hoe die heette. Een klein moment, maar ik werd er blij van.',
        'We hebben een oud fotoalbum doorgebladerd. Bij de foto van de camping in Zeeland begon mijn vader spontaan te vertellen.',
        'Vandaag kwam de buurjongen langs met zelfgebakken koekjes. Mijn vrouw heeft de hele middag gelachen om zijn verhalen.',
        'Na een onrustige week sliep mijn schoonmoeder eindelijk weer een nacht door. Wat een verschil voor ons allebei.',
        'Op de dagbesteding hebben ze liedjes van vroeger gezongen. Thuis neuriede hij ze nog steeds.',
      ],
    },
  },
];

/**
 * Pages as a logged-in member sees them (issue 37 item 11): the forum's
 * overview and the 2,000-reply conversation as the demo reader, who follows
 * it with most of it unread (tests/bench/forum-members.ts), and the member's
 * own account page, the account pages' measure for theirs. Apart from
 * BENCH_ROUTES for the same reason as POST_ROUTES: private, never cached,
 * so the bench measures them in the render states.
 */
export const MEMBER_ROUTES: BenchRoute[] = [
  { name: 'forum-member', kind: "forum overview, a member's (unread counts)", path: '/ervaringen-delen/forum', member: true },
  { name: 'forum-conversation-member', kind: "forum conversation, a member's first page (marks it read)", path: '/ervaringen-delen/forum/1-hoe-gaat-het-vandaag-het-dagelijkse-praatje', member: true },
  { name: 'my-account', kind: 'member profile page (logged in)', path: '/mijn-account', member: true },
];

/**
 * One route per page family: what `npm run bench` and `npm run lighthouse`
 * measure by default, so each finishes in minutes (`--all`: every route).
 */
export const FAMILY_ROUTES = [
  'home',
  'content',
  'overview',
  'news',
  'news-search',
  'region-search',
  'activities',
  'vacancies',
  'vacancy-regional',
  'search',
  'memory-test-result',
  'my-account',
  'not-found',
];

/** The page kinds (every route but the ceiling). */
export const PAGE_ROUTES = BENCH_ROUTES.filter((route) => !route.ceiling);

/** The URL of a route in the given demo content, or null when it has none yet. */
export function resolvePath(route: BenchRoute, nodes: { id: number; type: string; alias: string; status: boolean }[]): string | null {
  if (route.path) return route.path;
  const candidates = nodes.filter((n) => n.type === route.nodeType && n.status).sort((a, b) => a.id - b.id);
  return candidates[0]?.alias ?? null;
}
