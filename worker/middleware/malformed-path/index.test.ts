import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../env';
import { isMalformedPath, malformedPath, MAX_PATH_LENGTH } from '.';

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
    for (const path of ['/dementie', '/caf%C3%A9', '/zoeken?zoekterm=%ff']) {
      expect(await (await app.request('https://www.example.org' + path)).text(), path).toBe('pagina');
    }
    expect(isMalformedPath('/' + 'a'.repeat(MAX_PATH_LENGTH - 1))).toBe(false);
  });
});
