// Logged-in demo members of the forum in a bench workerd (tests/bench/forum-members.ts):
// the reader whose pages the profiler and bench-ab load, and the posters of a
// reply route (tests/bench/routes.ts: POST_ROUTES), each posting with the
// anti-forgery token of their own page, in turn.
import { importTs } from '../lib.mjs';

let module;
const members = async () => (module ??= await importTs('tests/bench/forum-members.ts'));

/** A session of the demo reader in this worker's SITE_DB: `{ username, cookie, end() }`. */
export async function readerSession(mf) {
  const m = await members();
  const db = await mf.getD1Database('SITE_DB');
  const reader = await m.readerCookie(db);
  return { ...reader, end: () => m.endCookies(db, [reader.cookie]) };
}

/** The anti-forgery token of the forms on a page as this session gets it (shared/forms/anti-forgery.ts), or null. */
async function tokenOn(url, cookie, attempts = 3) {
  let res;
  let html;
  try {
    res = await fetch(url, { headers: { cookie } });
    html = await res.text();
  } catch (error) {
    // A kept-alive connection the worker has just closed: ask again on a new one.
    if (attempts <= 1) throw error;
    return tokenOn(url, cookie, attempts - 1);
  }
  if (res.status !== 200) return null;
  const input = /<input[^>]*name="csrf_token"[^>]*>/.exec(html)?.[0];
  return input ? (/value="([^"]+)"/.exec(input)?.[1] ?? null) : null;
}

/**
 * What the bench loads for a reply route: autocannon's request list, whose
 * one request posts the form as the next poster who may still reply, with
 * their session, their page's token and the next text (autocannon's
 * `setupRequest`). `posters` and `allowance` say how many may post and how
 * many replies the rules allow them this hour; `end()` ends their sessions.
 */
export async function replyTarget(mf, base, route) {
  const m = await members();
  const db = await mf.getD1Database('SITE_DB');
  const conversation = Number(/\/(\d+)(?:-[a-z0-9-]*)?$/.exec(route.reply.page)?.[1]);
  const posters = await m.posterCookies(db, conversation);
  const end = () => m.endCookies(db, posters.map((p) => p.cookie));
  const ready = [];
  for (let i = 0; i < posters.length; i += 5) {
    const some = posters.slice(i, i + 5);
    const tokens = await Promise.all(some.map((p) => tokenOn(base + route.reply.page, p.cookie)));
    some.forEach((p, k) => tokens[k] && ready.push({ cookie: p.cookie, token: tokens[k], left: p.allowance }));
  }
  const origin = new URL(base).origin;
  const texts = route.reply.texts;
  let turn = 0;
  const setupRequest = (request) => {
    // The next poster with replies left; with none left, the post answers 429 and the bench reports the status.
    let poster = ready[turn % ready.length];
    for (let k = 1; k < ready.length && poster.left <= 0; k++) poster = ready[(turn + k) % ready.length];
    poster.left -= 1;
    const text = texts[turn % texts.length];
    turn += 1;
    const body = new URLSearchParams({ csrf_token: poster.token, body: text }).toString();
    return { ...request, method: 'POST', body, headers: { ...request.headers, cookie: poster.cookie, origin, 'content-type': 'application/x-www-form-urlencoded' } };
  };
  return {
    url: base + route.path,
    requests: ready.length ? [{ method: 'POST', setupRequest }] : undefined,
    posters: ready.length,
    allowance: ready.reduce((sum, p) => sum + p.left, 0),
    end,
  };
}
