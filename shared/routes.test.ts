import { describe, expect, it } from 'vitest';
import { href, matchRoute, normalisePath, ROUTES, type RouteName } from './routes';

const screen = (path: string, query?: string) => matchRoute(path, new URLSearchParams(query))?.route.screen;

describe('route table', () => {
  it('holds every route of spec section 2', () => {
    const patterns = ROUTES.map((r) => r.pattern);
    for (const p of [
      '/',
      '/cookies',
      '/zoeken',
      '/preview/:entityType/:entityId/:revisionId',
      '/regios',
      '/regios/:regio/locaties',
      '/nieuws',
      '/regios/:regioName/nieuws',
      '/regios/:regio/vrijwilligerswerk/:vacancy/solliciteren',
      '/vrijwilligerswerk/:vacancy/solliciteren',
      '/:vacancy+/solliciteren',
      '/geheugentest',
      '/geheugentest/zelf',
      '/geheugentest/ander',
      '/geheugentest/zelf/resultaten',
      '/geheugentest/ander/resultaten',
      '/vrijwilligerswerk/bedankt-voor-je-sollicitatie',
      '/over-ons/werken-bij-alzheimer-nederland/bedankt-voor-je-sollicitatie',
      '/vrijwilligerswerk/vrijblijvend-contactverzoek/solliciteren',
      '/:slug+',
    ]) {
      expect(patterns).toContain(p);
    }
  });

  it('maps paths to screens, specific routes before the catch-all', () => {
    expect(screen('/')).toBe('home');
    expect(screen('/zoeken')).toBe('search');
    expect(screen('/regios')).toBe('region_overview');
    expect(screen('/regios/groningen/locaties')).toBe('location_overview');
    expect(screen('/regios/groningen/nieuws')).toBe('region_news_overview');
    expect(screen('/regios/groningen')).toBe('cms_page');
    expect(screen('/regios/groningen/vrijwilligerswerk/gastvrouw/solliciteren')).toBe('vacancy_apply_regional');
    expect(screen('/vrijwilligerswerk/vrijblijvend-contactverzoek/solliciteren')).toBe('vacancy_apply_contact_request');
    expect(screen('/vrijwilligerswerk/gastvrouw/solliciteren')).toBe('vacancy_apply_national');
    expect(screen('/over-ons/werken-bij/beleidsmedewerker/solliciteren')).toBe('vacancy_apply_corporate');
    expect(screen('/geheugentest/zelf/stap2')).toBe('memory_test_self');
    expect(screen('/geheugentest/ander/stap2')).toBe('memory_test_other');
    expect(screen('/geheugentest/zelf/resultaten')).toBe('memory_test_result_self');
    expect(screen('/dementie/vormen-van-dementie/ziekte-van-alzheimer')).toBe('cms_page');
  });

  it('constrains step numbers: stap4 for oneself and stap3 for another are plain CMS paths', () => {
    expect(screen('/geheugentest/zelf/stap4')).toBe('cms_page');
    expect(screen('/geheugentest/ander/stap3')).toBe('cms_page');
  });

  it('reads named segments, decoded', () => {
    const m = matchRoute('/preview/node/12/345');
    expect(m?.params).toEqual({ entityType: 'node', entityId: '12', revisionId: '345' });
    expect(matchRoute('/geheugentest/zelf/stap3')?.params.step).toBe('3');
    expect(matchRoute('/regios/amstelland%20en%20meerlanden/nieuws')?.params.regioName).toBe('amstelland en meerlanden');
  });

  it('merges query parameters into the route parameters; a repeated name becomes a list', () => {
    const m = matchRoute('/nieuws', new URLSearchParams('zoekterm=zorg&page=2&functionId=1&functionId=4'));
    expect(m?.params).toEqual({ zoekterm: 'zorg', page: '2', functionId: ['1', '4'] });
  });

  it('lets a path parameter win over a query parameter of the same name', () => {
    expect(matchRoute('/regios/zeeland/locaties', new URLSearchParams('regio=evil'))?.params.regio).toBe('zeeland');
  });

  it('removes a trailing slash before matching', () => {
    expect(normalisePath('/nieuws/')).toBe('/nieuws');
    expect(normalisePath('/')).toBe('/');
    expect(screen('/nieuws/')).toBe('news_overview');
  });
});

describe('href', () => {
  it('gives the literal path of a route without parameters', () => {
    expect(href('home')).toBe('/');
    expect(href('cookies')).toBe('/cookies');
    expect(href('memory-test-result-other')).toBe('/geheugentest/ander/resultaten');
  });

  it('fills named segments and prefixed segments', () => {
    expect(href('region-locations', { regio: 'utrecht-stad' })).toBe('/regios/utrecht-stad/locaties');
    expect(href('memory-test-self-step', { step: 2 })).toBe('/geheugentest/zelf/stap2');
    expect(href('apply-regional', { regio: 'friesland', vacancy: 'gastvrouw' })).toBe('/regios/friesland/vrijwilligerswerk/gastvrouw/solliciteren');
  });

  it('encodes each segment, so a value cannot add a path segment of its own', () => {
    expect(href('region-news', { regioName: 'amstelland en meerlanden' })).toBe('/regios/amstelland%20en%20meerlanden/nieuws');
    expect(href('region-locations', { regio: 'a/b?c' })).toBe('/regios/a%2Fb%3Fc/locaties');
  });

  it('fills a one-or-more parameter from a path or a list of segments', () => {
    expect(href('apply-corporate', { vacancy: 'over-ons/werken-bij/beleidsmedewerker' })).toBe('/over-ons/werken-bij/beleidsmedewerker/solliciteren');
    expect(href('cms-page', { slug: ['dementie', 'wat is dementie'] })).toBe('/dementie/wat%20is%20dementie');
  });

  it('appends every other parameter as a query, a list repeated, null and undefined left out', () => {
    expect(href('regions', { zoekterm: 'Den Haag' })).toBe('/regios?zoekterm=Den+Haag');
    expect(href('news', { zoekterm: 'zorg', functionId: ['1', 4], page: 2, leeg: undefined, niets: null })).toBe('/nieuws?zoekterm=zorg&functionId=1&functionId=4&page=2');
    expect(href('memory-test-self', { opnieuw: 1 })).toBe('/geheugentest/zelf?opnieuw=1');
  });

  it('builds addresses that matchRoute reads back as the same route and parameters', () => {
    const cases: [RouteName, Record<string, string | string[]>][] = [
      ['region-news', { regioName: 'noord en oost', page: '3' }],
      ['preview', { entityType: 'node', entityId: '12', revisionId: '345' }],
      ['memory-test-other-step', { step: '2' }],
      ['search', { zoekterm: 'a&b=c', pijler: ['nieuws', 'regio'] }],
      ['apply-national', { vacancy: 'voorlichter' }],
    ];
    for (const [name, params] of cases) {
      const url = new URL(href(name, params as never), 'http://x');
      const match = matchRoute(url.pathname, url.searchParams);
      expect(match?.route.name).toBe(name);
      expect(match?.params).toEqual(params);
    }
  });

  it('throws on a missing, empty or listed single parameter', () => {
    expect(() => href('region-locations', {} as never)).toThrow("href('region-locations'): missing parameter 'regio'");
    expect(() => href('region-locations', { regio: '' })).toThrow(/missing parameter 'regio'/);
    expect(() => href('region-locations', { regio: ['a', 'b'] })).toThrow(/one segment, not a list/);
    expect(() => href('cms-page', { slug: 'dementie//vormen' })).toThrow(/empty segment/);
  });

  it('throws on a value its constraint refuses: stap4 for oneself, stap3 for another', () => {
    expect(() => href('memory-test-self-step', { step: 4 })).toThrow("parameter 'step' must be 1|2|3, not '4'");
    expect(() => href('memory-test-other-step', { step: 3 })).toThrow(/must be 2/);
    expect(() => href('memory-test-self-step', { step: '12' })).toThrow(/must be 1\|2\|3/);
  });

  it('throws on a name that is not in the route table', () => {
    expect(() => (href as (name: string) => string)('nope')).toThrow("href('nope'): no such route");
  });

  it('types route names and required path parameters', () => {
    // @ts-expect-error: not a route of the table
    expect(() => href('nieuws')).toThrow();
    // @ts-expect-error: the route needs its 'regio'
    expect(() => href('region-locations')).toThrow();
    expect(href('news', { page: 2 })).toBe('/nieuws?page=2');
  });

  it('matches a path asked for again the same way, with parameters of its own each time, also after many other paths', () => {
    const path = '/regios/eemland/vrijwilligerswerk/gastvrouw/solliciteren';
    const first = matchRoute(path, new URLSearchParams('a=1&a=2'))!;
    first.params.regio = 'veranderd';
    const again = matchRoute(path + '/', new URLSearchParams('b=3'))!;
    expect(again.route).toBe(first.route);
    expect(again.params).toEqual({ regio: 'eemland', vacancy: 'gastvrouw', b: '3' });
    // More distinct paths than the matches it keeps: each still matched as when it was first asked.
    for (let i = 0; i < 2_500; i++) expect(matchRoute(`/regios/r${i}/nieuws`)?.params.regioName).toBe(`r${i}`);
    // A capture that does not decode stays as it was given, the first time and when kept.
    for (const _ of [1, 2]) expect(matchRoute('/regios/%ff/nieuws')?.params.regioName).toBe('%ff');
    expect(matchRoute(path)?.params).toEqual({ regio: 'eemland', vacancy: 'gastvrouw' });
    const long = `/regios/${'x'.repeat(600)}/nieuws`;
    expect(matchRoute(long)?.params.regioName).toBe('x'.repeat(600));
    expect(matchRoute(long)?.params.regioName).toBe('x'.repeat(600));
  });
});

describe('href, made again and again', () => {
  it('checks a constraint on every call and adds a query only when there is one', () => {
    for (let i = 0; i < 3; i++) {
      expect(href('memory-test-self-step', { step: 2 })).toBe('/geheugentest/zelf/stap2');
      expect(() => href('memory-test-self-step', { step: 4 })).toThrow("parameter 'step' must be 1|2|3, not '4'");
    }
    expect(href('region-locations', { regio: 'utrecht-stad' })).toBe('/regios/utrecht-stad/locaties');
    expect(href('region-locations', { regio: 'utrecht-stad', page: null, type: undefined })).toBe('/regios/utrecht-stad/locaties');
    expect(href('region-locations', { regio: 'utrecht-stad', locationType: [6001, 6002] })).toBe('/regios/utrecht-stad/locaties?locationType=6001&locationType=6002');
    expect(href('home')).toBe('/');
  });
});
