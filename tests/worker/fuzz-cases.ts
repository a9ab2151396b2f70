/**
 * A seeded generator of hostile requests for the fuzz test: malformed paths,
 * every route's parameters with wrong types, hostile queries, bodies on
 * GET-only routes and wrong methods. Deterministic for a given seed, so a
 * failure names a request that can be replayed.
 */
export interface HostileRequest {
  method: string;
  path: string;
  body?: string;
  contentType?: string;
}

/** The markup a response must never carry back unescaped. */
export const MARKER = '<script>alert(11)</script>';
export const MARKERS = [MARKER, '"><svg onload=alert(11)>', "'><img src=x onerror=alert(11)>"];

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Real paths of every route of the route table (shared/routes.ts) and of the edge's own routes. */
export const ROUTE_PATHS = [
  '/',
  '/cookies',
  '/zoeken',
  '/preview/node/108/1082',
  '/regios',
  '/regios/amsterdam/locaties',
  '/regios/eemland',
  '/regios/eemland/activiteiten',
  '/activiteiten/zoeken',
  '/nieuws',
  '/regios/amsterdam/nieuws',
  '/nieuws/feed.xml',
  '/regios/amsterdam/nieuws/feed.xml',
  '/nieuws/nieuwe-alzheimer-cafes-in-flevoland-en-drenthe',
  '/regios/utrecht-stad/nieuws/alzheimer-cafe-utrecht-zoekt-nieuwe-gastvrouwen-en-gastheren',
  '/regios/amsterdam/vrijwilligerswerk/gastvrouw/solliciteren',
  '/vrijwilligerswerk/vrijblijvend-contactverzoek/solliciteren',
  '/vrijwilligerswerk/gastvrouw/solliciteren',
  '/vrijwilligerswerk/bedankt-voor-je-sollicitatie',
  '/over-ons/werken-bij-alzheimer-nederland/bedankt-voor-je-sollicitatie',
  '/over-ons/werken-bij/beleidsmedewerker/solliciteren',
  '/regios/groningen/vrijwilligerswerk/belangenbehartiger-dementie-gemeente-winsum/solliciteren',
  '/vrijwilligerswerk/open-sollicitatie/solliciteren',
  '/over-ons/werken-bij/beleidsmedewerker-zorg-en-welzijn/solliciteren',
  '/vrijwilligerswerk',
  '/vrijwilligerswerk?plaats=Zwolle&afstand=15&availabilityId=2005',
  '/over-ons/werken-bij',
  '/regios/ijssel-vecht/vrijwilligerswerk/telefonisch-maatje-voor-mantelzorgers-in-regio-ijssel-vecht',
  '/vrijwilligerswerk/vrijwilliger-dementietelefoon',
  '/over-ons/werken-bij/beleidsmedewerker-zorg-en-welzijn',
  '/regios/friesland/vrijwilligerswerk/organisator-informatiemarkt-leeuwarden',
  '/api/v1/region/vacancies/search',
  '/api/v1/region/vacancies/closest?query=Zwolle',
  '/api/v1/region/vacancies/1005',
  '/geheugentest',
  '/geheugentest/zelf',
  '/geheugentest/zelf/stap1',
  '/geheugentest/zelf/stap3',
  '/geheugentest/ander',
  '/geheugentest/ander/stap2',
  '/geheugentest/zelf/resultaten',
  '/geheugentest/ander/resultaten',
  '/dementie',
  '/dementie/vormen-van-dementie/ziekte-van-alzheimer',
  '/nieuwsbrief',
  '/test-je-kennis',
  '/_blokken',
  '/assets/loader.js',
  '/files/demo/zorg.jpg',
  '/favicon.svg',
  '/robots.txt',
  '/sitemap.xml',
  '/api/drupal/api/menu_items/main',
  '/api/drupal/api/homepage',
  '/api/v1/es/search?query=dementie',
  '/api/v1/es/suggest?query=alz',
  '/admin/purge',
  '/admin/synonyms',
  '/admin/preview-url',
  '/admin/submissions',
  '/admin/applications',
  '/forms/nieuwsbrief',
  '/_koppen',
  '/_test-fout',
  '/registreren',
  '/registreren/verificatie?code=abc',
  '/verificatie-mail-opnieuw-versturen',
  '/inloggen',
  '/uitloggen',
  '/wachtwoord/vergeten',
  '/wachtwoord/nieuw?code=abc',
  '/mijn-account',
  '/mijn-account/instellingen',
  '/mijn-account/verwijderen',
  '/mijn-account/verwijderen/bevestigen?code=abc',
  '/leden/Anna1956',
  '/leden/Anna1956/foto/abc',
  '/_post',
  '/admin/accounts/1/role',
  // The forum and groups (issue 37).
  '/ervaringen-delen',
  '/ervaringen-delen/forum',
  '/ervaringen-delen/forum?onderwerp=mantelzorg&lijst=gevolgd',
  '/ervaringen-delen/forum/nieuw',
  '/ervaringen-delen/forum/1-vandaag-de-diagnose-alzheimer-gekregen-voor-mijn-man',
  '/ervaringen-delen/forum/1/reageren',
  '/ervaringen-delen/forum/1/volgen',
  '/ervaringen-delen/forum/onderwerp/mantelzorg/volgen',
  '/ervaringen-delen/berichten/1',
  '/ervaringen-delen/berichten/1/bewerken',
  '/ervaringen-delen/berichten/1/verwijderen',
  '/ervaringen-delen/berichten/1/melden',
  '/ervaringen-delen/groepen',
  '/ervaringen-delen/groepen/partners-van-jonge-mensen-met-dementie',
  '/ervaringen-delen/groepen/partners-van-jonge-mensen-met-dementie/lidmaatschap',
  '/ervaringen-delen/groepen/partners-van-jonge-mensen-met-dementie/nieuw',
  '/ervaringen-delen/groepen/partners-van-jonge-mensen-met-dementie/61-eenzaam-in-een-relatie',
  '/ervaringen-delen/meldingen/afmelden?code=1.abc',
  '/beheer/meldingen',
  '/beheer/logboek',
  '/beheer/woorden',
  '/beheer/berichten/1',
  '/beheer/gesprekken/1',
  '/zoeken?zoekterm=mantelzorg&pijler=gesprekken',
];

/** Values that are the wrong type for a segment or parameter. */
const WRONG_VALUES = [
  '-1', '0', '99999999999999999999', '1e9', 'NaN', 'null', 'undefined', '[]', '{}', 'true', '%00', '%ff', '%', '%2', '%zz',
  '..', '.', '%2e%2e', '..%2f..%2fetc%2fpasswd', '%2f', '%5c', '\u00e9', '%c3%a9', '%e2%80%a8', '%f0%9f%98%80', '%ed%a0%80',
  '%c0%af', '%ef%bf%bf', '%3Cscript%3Ealert(11)%3C%2Fscript%3E', encodeURIComponent(MARKERS[1]!), encodeURIComponent(MARKERS[2]!),
  'stap0', 'stap4', 'stap-1', 'stap1.5', 'x'.repeat(300), 'a'.repeat(5000), ' ', '%20', '%09', '%0d%0aSet-Cookie:x=1', '~', '!$&()*+,;=',
];

const HOSTILE_QUERIES = [
  'page=-1', 'page=0', 'page=abc', 'page=1e99', 'page=99999999999999', 'page=%ff', 'page=', 'page=1&page=2&page=3',
  'q=' + encodeURIComponent(MARKER), 'q=%ff', 'q=' + 'x'.repeat(20000), 'zoekterm=%00', '=', '&&&', 'a=1&a=2&a=3&a=4',
  'debug=true', 'debug=%ff', 'utm_source=' + encodeURIComponent(MARKERS[1]!), 'type[]=1&type[]=2', '__proto__=x', 'constructor=x',
  'zoekterm=' + encodeURIComponent(MARKER), 'zoekterm=' + 'x'.repeat(5000), 'zoekterm=a&zoekterm=b&page=2', 'zoekterm=%22NEAR(a%20b)%20*',
  'zoekterm=%F0%9F%98%80&page=999999', 'zoekterm=%20%20&page=1',
  'functionId=abc&functionId=-1&functionId=1.5', 'activityId=' + 'x'.repeat(3000), 'durationId=1e9&durationId=99999999999999999999',
  'availabilityId=%ff&availabilityId=' + encodeURIComponent(MARKER), 'afstand=7', 'afstand=-5&plaats=' + encodeURIComponent(MARKER),
  'plaats=%ff&afstand=abc', 'plaats=' + 'x'.repeat(3000), 'plaats=52.5,%206.1&afstand=50', 'address=' + encodeURIComponent(MARKER) + '&radius=abc',
  'pageSize=999&radius=0', 'kind=boss&query=' + encodeURIComponent(MARKERS[2]!),
  'zoekterm=%F0%9F%98%80&page=999999', 'zoekterm=%20%20&page=1', 'pijler=' + encodeURIComponent(MARKER), 'query=' + encodeURIComponent('"NEAR(-*:)'),
  'contentType=forum', 'query=' + encodeURIComponent(MARKER),
  'locationType=abc', 'locationType=-1&locationType=6001', 'type=x&type=1001', 'afstand=-5', 'afstand=1e9', 'afstand=abc', 'plaats=%ff',
  'plaats=' + encodeURIComponent(MARKER), 'plaats=' + 'x'.repeat(5000), 'plaats=99.9,999.9', 'plaats=52.1550,%205.3875', 'zoekterm=' + encodeURIComponent('3811 AB'),
  'exp=abc&sig=' + 'f'.repeat(64), 'exp=-1&sig=zz', 'stap=4', 'returnTo=' + encodeURIComponent('//evil.example.com'),
  Array.from({ length: 300 }, (_, i) => `k${i}=${i}`).join('&'),
];

/**
 * Search terms that break search engines: FTS5 syntax, SQL, long input,
 * emoji, spaces, markup, control and invisible characters (issue 17, item 6).
 */
export const HOSTILE_SEARCH_TERMS = [
  '"', '"alzheimer', '*', 'alz*', 'NEAR(dementie alzheimer, 2)', 'NEAR', '-dementie', 'dementie -alzheimer', ':', 'title:dementie', '{title intro}: x',
  '(', '((dementie', ')', 'AND', 'OR OR', 'NOT', '^dementie', "'; DROP TABLE search_docs; --", "' OR 1=1 --", '1 UNION SELECT * FROM nodes',
  'x'.repeat(1000), 'dementie '.repeat(125), '🙂', 'dementie 🙂☕', '          ', '\u0000', '\u200b\u202e', MARKER, MARKERS[1]!, 'деменция 認知症',
];

const METHODS = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'TRACE', 'PROPFIND'];

const BODIES: Array<{ body: string; contentType: string }> = [
  { body: 'email=' + encodeURIComponent(MARKER), contentType: 'application/x-www-form-urlencoded' },
  { body: '%ff%fe=%', contentType: 'application/x-www-form-urlencoded' },
  { body: '{"email":' , contentType: 'application/json' },
  { body: JSON.stringify({ paths: [MARKER] }), contentType: 'application/json' },
  { body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', contentType: 'multipart/form-data; boundary=y' },
  { body: 'x'.repeat(200_000), contentType: 'text/plain' },
  { body: '\u0000\u0001\u0002', contentType: 'application/octet-stream' },
];

/** Fixed cases named in the issue and found by hand. */
const FIXED: HostileRequest[] = [
  '/%ff', '/dementie/%ff', '/zoeken/%ff/x', '/%00', '/dementie%00', '/%', '/%%', '/%e2%82', '/%c0%ae%c0%ae/', '/..', '/../..',
  '/dementie/../../etc/passwd', '//', '///', '////dementie', '//evil.example.com/', '/\\evil.example.com', '/' + 'x'.repeat(10_000),
  '/' + 'a/'.repeat(2000), '/geheugentest/zelf/stap%ff', '/geheugentest/zelf/stap%31', '/assets/%ff', '/files/%ff', '/files/' + 'x'.repeat(5000),
  '/api/%ff', '/api/drupal/api/%ff', '/admin/%ff', '/preview/%ff/1/1', '/preview/node/abc/def', '/_blokken/%ff', '/nieuws?page=%ff',
  '/regios/%ff/nieuws', '/regios/' + encodeURIComponent(MARKER) + '/nieuws', '/regios/' + encodeURIComponent(MARKER) + '/nieuws/feed.xml', '/regios/-/nieuws',
  '/regios/amsterdam/nieuws?zoekterm=' + encodeURIComponent(MARKERS[1]!), '/nieuws/feed.xml?page=%ff',
  '/regios/%ff/activiteiten', '/regios/' + encodeURIComponent(MARKER) + '/activiteiten.ics', '/regios/eemland/activiteiten/%ff.ics', '/regios/eemland/activiteiten/x.ics',
  '/regios/eemland/locaties?page=99999', '/regios/eemland/activiteiten?page=99999', '/regios?zoekterm=' + encodeURIComponent(MARKER), '/activiteiten/zoeken?plaats=' + encodeURIComponent(MARKERS[1]!),
  '/%3Cscript%3E', '/' + encodeURIComponent(MARKER), '/dementie?' + encodeURIComponent(MARKER) + '=1',
  '/vrijwilligerswerk?functionId=' + encodeURIComponent(MARKER), '/vrijwilligerswerk?plaats=' + encodeURIComponent(MARKERS[1]!) + '&afstand=10',
  '/vrijwilligerswerk?page=2&functionId=5001&functionId=5001&functionId=5001', '/vrijwilligerswerk/%ff', '/regios/ijssel-vecht/vrijwilligerswerk/%ff',
  '/zoeken?pijler=forum&zoekterm=x', '/zoeken?pijler=nieuws&pijler=regio&zoekterm=x', '/zoeken?pijler=%ff', '/api/v1/es/search?contentType=%ff',
  '/api/v1/es/search?query=x&page=99999999999', '/api/v1/es/search?pageSize=100000', '/api/v1/es/suggest?query=%ff',
  // A few hostile search terms through the caches too; every one of them in hostileSearchRequests.
  ...['"NEAR(-*:)', "'; DROP TABLE nodes; --", MARKER].flatMap((term) => [`/zoeken?zoekterm=${encodeURIComponent(term)}`, `/api/v1/es/suggest?query=${encodeURIComponent(term)}`]),
].map((path) => ({ method: 'GET', path }));

/** Every hostile search term on the search page (two pijlers), the search call and the suggestion call. */
export function hostileSearchRequests(): HostileRequest[] {
  return HOSTILE_SEARCH_TERMS.flatMap((term) => {
    const q = encodeURIComponent(term);
    return [`/zoeken?zoekterm=${q}`, `/zoeken?zoekterm=${q}&pijler=regio&page=2`, `/api/v1/es/search?query=${q}`, `/api/v1/es/suggest?query=${q}`];
  }).map((path) => ({ method: 'GET', path }));
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

/** Replaces one segment of a path with a hostile value, or appends it. */
function mutatePath(random: () => number, path: string): string {
  const segments = path.split('/');
  const value = pick(random, WRONG_VALUES);
  const roll = random();
  if (roll < 0.45 && segments.length > 1) {
    segments[1 + Math.floor(random() * (segments.length - 1))] = value;
    return segments.join('/');
  }
  if (roll < 0.7) return path.replace(/\/?$/, '/') + value;
  if (roll < 0.85) return path.replace(/\//g, () => (random() < 0.3 ? '//' : '/'));
  return path + (random() < 0.5 ? '/..' : '/./') + value;
}

/** The fixed cases, then every route with every method and a hostile query. */
export function fixedHostileRequests(seed: number): HostileRequest[] {
  const random = mulberry32(seed);
  const out: HostileRequest[] = [...FIXED];
  for (const path of ROUTE_PATHS) {
    for (const method of METHODS) out.push({ method, path });
    out.push({ method: 'POST', path, ...pick(random, BODIES) });
    out.push({ method: 'GET', path: path + '?' + pick(random, HOSTILE_QUERIES) });
    out.push({ method: 'GET', path: mutatePath(random, path) });
  }
  return out;
}

/** `count` random hostile requests, deterministic for `seed`. */
export function randomHostileRequests(seed: number, count: number): HostileRequest[] {
  const random = mulberry32(seed);
  const out: HostileRequest[] = [];
  while (out.length < count) {
    const base = pick(random, ROUTE_PATHS);
    const roll = random();
    if (roll < 0.45) out.push({ method: 'GET', path: mutatePath(random, base) });
    else if (roll < 0.7) out.push({ method: 'GET', path: base + '?' + pick(random, HOSTILE_QUERIES) + '&' + pick(random, HOSTILE_QUERIES) });
    else if (roll < 0.85) out.push({ method: pick(random, ['POST', 'PUT', 'PATCH', 'DELETE']), path: base, ...pick(random, BODIES) });
    else out.push({ method: pick(random, METHODS), path: mutatePath(random, base) + '?' + pick(random, HOSTILE_QUERIES) });
  }
  return out;
}

/** Query values that do not decode as UTF-8: a lone byte, a cut-off sequence, an overlong one, a lone surrogate, a stray continuation byte. */
export const MALFORMED_QUERY_VALUES = ['%ff', '%e2%82', '%c0%af', '%ed%a0%80', '%80'];

/**
 * Every route asked for with a query that does not decode as UTF-8, as a
 * list's page, in the middle of a search term, and as a parameter's name.
 */
export function malformedQueryRequests(): HostileRequest[] {
  return ROUTE_PATHS.flatMap((path, i) => {
    const value = MALFORMED_QUERY_VALUES[i % MALFORMED_QUERY_VALUES.length]!;
    const join = path.includes('?') ? '&' : '?';
    return [`${path}${join}page=${value}`, `${path}${join}zoekterm=dementie${value}zorg`, `${path}${join}${value}=1`];
  }).map((path) => ({ method: 'GET', path }));
}
