import { describe, expect, it } from 'vitest';
import { matchRoute, normalisePath, pageNumber, ROUTES } from './routes';

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

  it('defaults the page number to 1 when missing or not a number', () => {
    expect(pageNumber({})).toBe(1);
    expect(pageNumber({ page: 'abc' })).toBe(1);
    expect(pageNumber({ page: '0' })).toBe(1);
    expect(pageNumber({ page: '3' })).toBe(3);
    expect(pageNumber({ page: ['2', '5'] })).toBe(2);
  });
});
