/**
 * A visitor for the account tests: keeps its session cookie, reads the form
 * token from the page it posts from, posts like a browser (same Origin), and
 * reads the mails the development outbox received.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { createApp } from '../../worker/app';
import { readConfig } from '../../worker/config';
import { BASE } from './helpers';

export interface Answer {
  res: Response;
  html: string;
}

export class Visitor {
  cookie: string | null = null;
  constructor(readonly ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`) {}

  async request(path: string, init: RequestInit = {}, overrides: Partial<typeof env> = {}): Promise<Answer> {
    const headers = new Headers(init.headers);
    if (this.cookie && !headers.has('cookie')) headers.set('cookie', this.cookie);
    headers.set('cf-connecting-ip', this.ip);
    const ctx = createExecutionContext();
    const merged = { ...env, ...overrides };
    const res = await createApp(readConfig(merged)).fetch(new Request(BASE + path, { redirect: 'manual', ...init, headers }), merged, ctx);
    const html = await res.text();
    await waitOnExecutionContext(ctx);
    const set = res.headers.get('set-cookie');
    const m = set ? /__Host-session=([^;]*)/.exec(set) : null;
    if (m) this.cookie = m[1] ? `__Host-session=${m[1]}` : null;
    return { res, html };
  }

  get(path: string): Promise<Answer> {
    return this.request(path);
  }

  /** The form token of the page at `from` (as a browser would have it). */
  async token(from: string): Promise<string> {
    const { html } = await this.get(from);
    const m = /name="csrf_token" value="([^"]+)"/.exec(html);
    if (!m) throw new Error(`no form token on ${from}`);
    return m[1]!;
  }

  /** Posts a form from the page at `from` (or `action`) with its token. */
  async post(action: string, fields: Record<string, string | string[] | Blob>, options: { from?: string; token?: string | null; origin?: string | null; multipart?: boolean } = {}): Promise<Answer> {
    const token = options.token === undefined ? await this.token(options.from ?? action.split('?')[0]!) : options.token;
    const headers = new Headers();
    if (options.origin !== null) headers.set('origin', options.origin ?? BASE);
    let body: BodyInit;
    const all = { ...(token ? { csrf_token: token } : {}), ...fields };
    if (options.multipart || Object.values(all).some((v) => typeof v === "object" && !Array.isArray(v))) {
      const form = new FormData();
      for (const [k, v] of Object.entries(all)) for (const item of Array.isArray(v) ? v : [v]) form.append(k, item);
      body = form;
    } else {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(all)) for (const item of Array.isArray(v) ? v : [v]) params.append(k, item as string);
      body = params;
      headers.set('content-type', 'application/x-www-form-urlencoded');
    }
    return this.request(action, { method: 'POST', body, headers });
  }
}

let n = 0;
/** A fresh address and username per call. */
export function newMember() {
  n += 1;
  const tag = `${Date.now().toString(36)}${n}`;
  return { email: `lid${tag}@voorbeeld.nl`, username: `Lid${tag}`.slice(0, 20), password: 'Zonnebloem2024' };
}

export async function register(visitor: Visitor, member = newMember(), extra: Record<string, string | string[]> = {}) {
  const answer = await visitor.post('/registreren', {
    email: member.email,
    password: member.password,
    passwordRepeat: member.password,
    username: member.username,
    terms: 'on',
    age: 'on',
    ...extra,
  });
  return { member, answer };
}

/** The newest mail to `to`, and the first link in it. */
export async function lastMail(to: string): Promise<{ subject: string; text: string; link: string | null } | null> {
  const row = await env.SITE_DB.prepare('SELECT subject, text_body FROM dev_mailbox WHERE to_address = ? ORDER BY id DESC LIMIT 1').bind(to).first<{ subject: string; text_body: string }>();
  if (!row) return null;
  const link = /https?:\/\/\S+/.exec(row.text_body)?.[0] ?? null;
  return { subject: row.subject, text: row.text_body, link: link ? link.replace(/^https?:\/\/[^/]+/, '') : null };
}

export async function mailCount(to: string): Promise<number> {
  return (await env.SITE_DB.prepare('SELECT COUNT(*) AS n FROM dev_mailbox WHERE to_address = ?').bind(to).first<{ n: number }>())?.n ?? 0;
}

/** Registers, verifies through the mailed link, logs in: a logged-in member. */
export async function loggedInMember(visitor = new Visitor()) {
  const { member } = await register(visitor);
  const mail = await lastMail(member.email);
  await visitor.get(mail!.link!);
  const login = await visitor.post('/inloggen', { email: member.email, password: member.password });
  if (login.res.status !== 303) throw new Error(`login failed: ${login.res.status}`);
  return { visitor, member };
}
