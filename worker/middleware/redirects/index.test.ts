import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import type { ContentApi } from '../../content/api';
import type { AppEnv } from '../../env';
import { redirects, redirectTarget } from '.';

/** The redirect table as the content API would answer it, by path and query. */
function appWith(table: Record<string, string>, lookup?: () => Promise<never>) {
  const report = vi.fn();
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    const content = { redirect: lookup ?? (async (path: string) => (path in table ? { From: path, To: table[path]! } : null)) };
    c.set('content', content as unknown as ContentApi);
    c.set('report', report);
    await next();
  });
  app.use('*', redirects());
  app.all('*', (c) => c.text('pagina'));
  return { app, report };
}

const get = (app: Hono<AppEnv>, path: string, method = 'GET') => app.request('https://www.example.org' + path, { method });

describe('redirects', () => {
  it('answers a table entry with a 301 to its target, site paths and other sites alike', async () => {
    const { app } = appWith({ '/alzheimer-telefoon': '/dementietelefoon', '/webwinkel': 'https://winkel.example.org/' });
    const internal = await get(app, '/alzheimer-telefoon');
    expect(internal.status).toBe(301);
    expect(internal.headers.get('location')).toBe('/dementietelefoon');
    expect((await get(app, '/webwinkel')).headers.get('location')).toBe('https://winkel.example.org/');
  });

  it('follows a chain to its end in one redirect, and gives none for a loop', async () => {
    const { app } = appWith({ '/a': '/b', '/b': '/c', '/x': '/y', '/y': '/x' });
    expect((await get(app, '/a')).headers.get('location')).toBe('/c');
    expect(await (await get(app, '/x')).text()).toBe('pagina');
  });

  it('ignores a target that is neither a site path nor an http(s) address', async () => {
    const { app } = appWith({ '/a': 'javascript:alert(1)', '/b': '//evil.example.com/' });
    expect(await (await get(app, '/a')).text()).toBe('pagina');
    expect(await (await get(app, '/b')).text()).toBe('pagina');
    expect(redirectTarget('//evil.example.com/')).toBeNull();
  });

  it('never looks up the home page, assets, the API, posts or other methods than GET and HEAD', async () => {
    const lookup = vi.fn(async () => ({ From: '', To: '/elders' }));
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('content', { redirect: lookup } as unknown as ContentApi);
      await next();
    });
    app.use('*', redirects());
    app.all('*', (c) => c.text('pagina'));
    for (const path of ['/', '/assets/app.js', '/api/v1/x', '/forms/nieuwsbrief']) await get(app, path);
    await get(app, '/dementie', 'POST');
    expect(lookup).not.toHaveBeenCalled();
  });

  it('serves the page when the lookup fails, and reports the failure', async () => {
    const { app, report } = appWith({}, () => Promise.reject(new Error('KV weg')));
    expect(await (await get(app, '/dementie')).text()).toBe('pagina');
    expect(report).toHaveBeenCalledOnce();
  });
});
