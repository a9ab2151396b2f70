/**
 * Bench-only worker entry (never deployed): how long the embedded origin takes
 * to answer its news, help-nearby and vacancy calls and its site search (search
 * and suggestions), measured inside workerd against the bench's D1.
 * Every sample is one call through the origin app (routing, the D1 queries,
 * JSON); D1 is I/O, so workerd's clock advances across it (measure.ts). The
 * calls take turns, so background load spreads over all of them alike.
 *
 *   GET /   headers x-bench-samples (per call, default 200), x-bench-calls (a part:
 *           comma-separated parts of call names, e.g. 'site search,suggest')
 */
import { originApp } from '../../origin/app';
import type { OriginBindings } from '../../origin/bindings';

interface Call {
  name: string;
  /** A path for sample i (pages and regions vary, so no one answer is measured over and over). */
  path(i: number): string;
}

const VACANCY_VOCABULARIES = ['function_type', 'vrijwilligersactiviteit', 'durations', 'availability'] as const;
/** Places of the gazetteer the vacancy searches go around, spread over the country. */
const PLACES = ['Zwolle', 'Utrecht', 'Groningen', 'Maastricht', 'Middelburg', 'Amersfoort', 'Enschede', 'Leiden'];
/** Site searches as visitors type them (issue 17): the same query each time, so each is its own figure. */
const SEARCHES = [
  'dementie',
  'wat is dementie',
  'alzeimer',
  'alzheimer café zwolle',
  'vergeetachtig moeder',
  'geheugenproblemen',
  // Issue 36: a query about work (a window of vacancies), a question, a topic of recurring activities.
  'vrijwilliger alzheimer café',
  'hoe vraag ik dagbesteding aan',
  'omgaan met veranderend gedrag',
];
/** Words that take turns, so no one answer is measured over and over. */
const VOCABULARY = ['mantelzorg', 'diagnose', 'vrijwilliger', 'brochure', 'collecte', 'onderzoek', 'muziek', 'bewegen', 'huisarts', 'odensehuis', 'dagbesteding', 'wandelgroep'];
/** What a visitor has typed so far, letter by letter. */
const PREFIXES = ['al', 'alz', 'alzh', 'alzhe', 'ma', 'man', 'mant', 'mante', 'mantel', 'ver', 'verg', 'verge', 'wat is d', 'dementie ca', 'geh', 'geheu'];
const TOWNS = ['Amersfoort', 'Utrecht', 'Groningen', 'Zwolle', 'Eindhoven', 'Maastricht', 'Leeuwarden', 'Arnhem', 'Den Haag', 'Middelburg', 'Rotterdam', 'Amsterdam'];
const ACTIVITY_TYPES = [1001, 1003, 1006, 1009];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;

async function calls(env: OriginBindings): Promise<Call[]> {
  const { results: regions } = await env.DB.prepare("SELECT id, title FROM nodes WHERE type = 'regio' ORDER BY id").all<{ id: number; title: string }>();
  const counts = await env.DB.prepare('SELECT region_id, COUNT(*) AS n FROM news_index GROUP BY region_id').all<{ region_id: number; n: number }>();
  const pagesOf = (regionId: number) => Math.max(1, Math.ceil((counts.results.find((c) => c.region_id === regionId)?.n ?? 0) / 10));
  const region = (i: number) => regions[(i * 7) % regions.length]!;
  const page = (i: number, pages: number) => (i * 37) % pages;
  const q = (s: string) => encodeURIComponent(s);
  const vacancyTerms = Object.fromEntries(
    await Promise.all(
      VACANCY_VOCABULARIES.map(async (vid) => {
        const { results } = await env.DB.prepare('SELECT tid FROM terms WHERE vocabulary = ? ORDER BY weight, tid').bind(vid).all<{ tid: number }>();
        return [vid, results.map((r) => r.tid)];
      }),
    ),
  ) as Record<(typeof VACANCY_VOCABULARIES)[number], number[]>;
  /** The i-th term of a vocabulary, round and round. */
  const term = (vocabulary: (typeof VACANCY_VOCABULARIES)[number], i: number) => vacancyTerms[vocabulary][i % vacancyTerms[vocabulary].length];
  const town = (i: number) => TOWNS[i % TOWNS.length]!;
  return [
    { name: 'news list, first page', path: () => '/api/v1/es/news?page=0' },
    { name: 'news list, any page', path: (i) => `/api/v1/es/news?page=${page(i, pagesOf(0))}` },
    { name: 'regional news list, any page', path: (i) => `/api/v1/region/news?regionId=${region(i).id}&regionName=${q(region(i).title)}&page=${page(i, pagesOf(region(i).id))}` },
    { name: "news search, common word ('dementie'), any page", path: (i) => `/api/v1/es/news/search?query=dementie&page=${i % 20}` },
    { name: "news search, two words ('alzheimer cafe')", path: () => '/api/v1/es/news/search?query=alzheimer%20cafe&page=0' },
    { name: "news search, rare word ('radiospot')", path: () => '/api/v1/es/news/search?query=radiospot&page=0' },
    { name: "regional news search ('alzheimer')", path: (i) => `/api/v1/region/news-search?query=alzheimer&regionId=${region(i).id}&regionName=${q(region(i).title)}&page=0` },
    { name: 'latest news (home page)', path: () => '/api/v1/es/news/latest' },
    // Vacancies (issue 15): the overview's searches, filtered with OR within and AND between filters, and around a place.
    { name: 'vacancy search, unfiltered, any page', path: (i) => `/api/v1/region/vacancies/search?page=${i % 20}&pageSize=10` },
    {
      name: 'vacancy search, two functions and an availability',
      path: (i) => `/api/v1/region/vacancies/search?functionId=${term('function_type', i)}&functionId=${term('function_type', (i + 2))}&availabilityId=${term('availability', i)}&page=0&pageSize=10`,
    },
    {
      name: 'vacancy search, four filters',
      path: (i) =>
        `/api/v1/region/vacancies/search?functionId=${term('function_type', i)}&activityId=${term('vrijwilligersactiviteit', i)}&durationId=${term('durations', i)}&availabilityId=${term('availability', (i + 1))}&page=0&pageSize=10`,
    },
    { name: 'vacancy search, a place and 25 km', path: (i) => `/api/v1/region/vacancies/search?address=${q(PLACES[i % PLACES.length]!)}&radius=25&page=0&pageSize=10` },
    { name: 'nearest vacancies, 10 km', path: (i) => `/api/v1/region/vacancies/closest?query=${q(PLACES[i % PLACES.length]!)}&radius=10&page=0` },
    { name: "a region's vacancies, any page", path: (i) => `/api/v1/region/vacancies/${region(i).id}?page=${i % 3}` },
    // Help nearby (issue 14: closest and filtered lists at most 20 ms at p95 at scale 20).
    { name: 'closest activities (a town, 25 km), any page', path: (i) => `/api/v1/region/activities/closest?query=${q(town(i))}&radius=25&page=${i % 3}` },
    { name: 'closest activities of a type (a town, 10 km)', path: (i) => `/api/v1/region/activities/closest?query=${q(town(i))}&radius=10&page=0&activityType=1001` },
    { name: 'activity types near a town (50 km)', path: (i) => `/api/v1/region/activityTypes/closest?query=${q(town(i))}&radius=50` },
    { name: 'activities of a type nationally, any page', path: (i) => `/api/v1/region/activities/byType?activityType=${ACTIVITY_TYPES[i % ACTIVITY_TYPES.length]}&page=${i % 5}` },
    { name: 'region activities filtered by type', path: (i) => `/api/v1/region/activities/${region(i).id}?activityType=1001&page=0` },
    { name: 'region activities, any page', path: (i) => `/api/v1/region/activities/${region(i).id}?page=${i % 4}` },
    { name: 'region locations filtered by type', path: (i) => `/api/v1/region/locations/${region(i).id}?locationType=6001&page=0` },
    { name: 'region search by a town', path: (i) => `/api/v1/region/search?query=${q(town(i))}` },
    // The site search (issue 17): a common word, a question, a typo, a place, a tab, a later page, suggestions.
    ...SEARCHES.map((query) => ({ name: `site search '${query}'`, path: () => `/api/v1/es/search?query=${q(query)}` })),
    { name: "site search 'alzheimer', news tab, any page", path: (i) => `/api/v1/es/search?query=alzheimer&contentType=news&page=${i % 20}` },
    { name: 'site search, a word from the vocabulary', path: (i) => `/api/v1/es/search?query=${q(VOCABULARY[i % VOCABULARY.length]!)}` },
    { name: 'suggestions while typing', path: (i) => `/api/v1/es/suggest?query=${q(PREFIXES[i % PREFIXES.length]!)}` },
  ];
}

export default {
  async fetch(request: Request, env: OriginBindings): Promise<Response> {
    const samples = Number(request.headers.get('x-bench-samples') ?? 200) || 200;
    // A part run: only the calls whose names contain one of these (comma-separated, any case).
    const only = (request.headers.get('x-bench-calls') ?? '').toLowerCase().split(',').map((s) => s.trim()).filter(Boolean);
    const list = (await calls(env)).filter((c) => only.length === 0 || only.some((part) => c.name.toLowerCase().includes(part)));
    const times = new Map<string, number[]>(list.map((c) => [c.name, []]));
    const ask = async (path: string) => {
      const res = await originApp.fetch(new Request(`http://origin.internal${path}`), env);
      const body = await res.text();
      // 204 is the contract's 'none' of the closest and by-type calls.
      if (res.status !== 200 && res.status !== 204) throw new Error(`${path}: ${res.status} ${body.slice(0, 200)}`);
    };
    for (const call of list) await ask(call.path(0)); // warm up: statements prepared, pages in SQLite's cache
    for (let i = 0; i < samples; i++) {
      for (const call of list) {
        const start = performance.now();
        await ask(call.path(i));
        times.get(call.name)!.push(performance.now() - start);
      }
    }
    const news = await env.DB.prepare('SELECT COUNT(*) AS n FROM news_index').first<{ n: number }>();
    const vacancies = await env.DB.prepare('SELECT COUNT(*) AS n FROM vacancy_index').first<{ n: number }>();
    const pages = await env.DB.prepare('SELECT COUNT(*) AS n FROM search_docs').first<{ n: number }>();
    const activities = await env.DB.prepare('SELECT COUNT(*) AS n FROM activity_index').first<{ n: number }>();
    const locations = await env.DB.prepare('SELECT COUNT(*) AS n FROM location_index').first<{ n: number }>();
    return Response.json({
      newsItems: news?.n ?? 0,
      activities: activities?.n ?? 0,
      locations: locations?.n ?? 0,
      vacancies: vacancies?.n ?? 0,
      searchDocs: pages?.n ?? 0,
      samples,
      calls: list.map(({ name }) => {
        const sorted = [...times.get(name)!].sort((a, b) => a - b);
        return { name, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted[sorted.length - 1] ?? 0 };
      }),
    });
  },
};
