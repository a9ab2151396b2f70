import { SELF } from 'cloudflare:test';

export const BASE = 'https://www.example.org';

/** Requests a path from the worker without following redirects, and reads the body. */
export async function get(path: string, init: RequestInit = {}): Promise<{ res: Response; html: string }> {
  const res = await SELF.fetch(BASE + path, { redirect: 'manual', ...init });
  const html = await res.text();
  return { res, html };
}

/** The text content of the first element matching a simple tag/class regex, tags stripped. */
export function textOf(html: string, pattern: RegExp): string {
  const m = pattern.exec(html);
  return m ? (m[1] ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim() : '';
}

/** The anti-forgery token a page carries (`<meta name="csrf-token">`), as a form on it posts it. */
export async function pageToken(path = '/nieuwsbrief'): Promise<string> {
  const { html } = await get(path);
  return /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1] ?? '';
}
