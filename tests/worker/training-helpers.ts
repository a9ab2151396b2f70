import { SELF } from 'cloudflare:test';
import { BASE } from './helpers';
import { nextClient } from './memory-test-helpers';

/** A browser without JavaScript: keeps the cookies the site sets (only the progress cookie here), by path. */
export class CookieJar {
  private cookies = new Map<string, { value: string; path: string }>();

  header(path: string): string {
    return [...this.cookies.entries()]
      .filter(([, c]) => path.startsWith(c.path))
      .map(([name, c]) => `${name.split('|')[0]}=${c.value}`)
      .join('; ');
  }

  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
      const at = pair.indexOf('=');
      const path = attrs.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const gone = attrs.some((a) => a.toLowerCase() === 'max-age=0');
      const key = `${pair.slice(0, at)}|${path}`;
      if (gone) this.cookies.delete(key);
      else this.cookies.set(key, { value: pair.slice(at + 1), path });
    }
  }

  async get(path: string): Promise<{ res: Response; html: string }> {
    const res = await SELF.fetch(BASE + path, { redirect: 'manual', headers: { cookie: this.header(new URL(path, BASE).pathname) } });
    this.take(res);
    return { res, html: await res.text() };
  }

  async post(path: string, fields: [string, string][]): Promise<{ res: Response; html: string }> {
    const res = await SELF.fetch(BASE + path, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': nextClient(), cookie: this.header(new URL(path, BASE).pathname) },
      body: new URLSearchParams(fields).toString(),
    });
    this.take(res);
    return { res, html: await res.text() };
  }
}

/** The path and query of a redirect's location. */
export const locationOf = (res: Response): string => {
  const url = new URL(res.headers.get('location') ?? '', BASE);
  return url.pathname + url.search;
};
