import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../env';
import { isMalformedPath, isMalformedQuery, malformedPath, MAX_PATH_LENGTH } from '.';

const app = new Hono<AppEnv>();
app.use('*', malformedPath({ notFound: (c) => c.text('niet gevonden', 404) }));
app.get('*', (c) => c.text('pagina'));

describe('malformed path', () => {
  it('answers a path that does not decode, or decodes to a control character, with the not-found answer', async () => {
    for (const path of ['/%ff', '/%e2%82', '/a%00b', '/%7f']) {
      const res = await app.request('https://www.example.org' + path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toBe('niet gevonden');
    }
  });

  it('answers an absurdly long path with the not-found answer', async () => {
    expect((await app.request('https://www.example.org/' + 'a'.repeat(MAX_PATH_LENGTH))).status).toBe(404);
  });

  it('lets real paths through, encoded letters included', async () => {
    for (const path of ['/dementie', '/caf%C3%A9', '/zoeken?zoekterm=caf%C3%A9', '/zoeken?zoekterm=100%', '/zoeken?zoekterm=%25ff&page=2']) {
      expect(await (await app.request('https://www.example.org' + path)).text(), path).toBe('pagina');
    }
    expect(isMalformedPath('/' + 'a'.repeat(MAX_PATH_LENGTH - 1))).toBe(false);
  });

  it('answers a query on any route that does not decode as UTF-8 with the not-found answer', async () => {
    for (const path of ['/zoeken?zoekterm=%ff', '/nieuws?page=%ff', '/vrijwilligerswerk?plaats=Zwolle&afstand=%e2%82', '/dementie?x=%ed%a0%80', '/?%c0%af=1']) {
      const res = await app.request('https://www.example.org' + path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toBe('niet gevonden');
    }
  });

  it('tells a malformed query from real ones: a percent sign that starts no escape is the character itself', () => {
    for (const ok of ['', '?', '?q=dementie', '?q=caf%C3%A9', '?q=%F0%9F%98%80', '?q=100%', '?q=%', '?q=%zz', '?q=%2', '?q=%25ff', '?q=a+b', '?q=%00']) {
      expect(isMalformedQuery(ok), ok).toBe(false);
    }
    for (const bad of ['?q=%ff', '?q=%FF', '?q=%e2%82', '?q=%c0%af', '?q=%ed%a0%80', '?q=ok&page=%80', '?%ff', '?q=100%&r=%fe']) {
      expect(isMalformedQuery(bad), bad).toBe(true);
    }
  });
});
