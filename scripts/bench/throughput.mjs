// Throughput of each route in three cache states, with autocannon against the
// production worker in workerd. Each state is its own fresh workerd (empty KV
// and page cache) with its own ceiling, so every ratio compares figures taken
// in the same process a few seconds apart.
import autocannon from 'autocannon';
import { kvKeyCount, probe, startWorker } from './site.mjs';
import { readerSession, replyTarget } from './forum-members.mjs';

export const CONNECTIONS = 10;

export const STATES = [
  // Hits are also measured against a static answer of the page's own size (`sized`),
  // and that answer against itself (a control whose true ratio is 1).
  { name: 'hit', label: 'whole-page cache hit', vars: { PAGE_CACHE: 'on', CMS_CACHE: 'on' }, sized: true },
  { name: 'kv-warm', label: 'KV-warm render', vars: { PAGE_CACHE: 'off', CMS_CACHE: 'on' } },
  { name: 'cold', label: 'cold (KV empty)', vars: { PAGE_CACHE: 'off', CMS_CACHE: 'off' } },
];

/** One load of `seconds`: a URL, or a target `{ url, headers, requests }` (a member's cookie, a reply's posts). */
async function load(target, seconds) {
  const { url, headers = {}, requests } = typeof target === 'string' ? { url: target } : target;
  const r = await autocannon({ url, headers, ...(requests ? { requests } : {}), connections: CONNECTIONS, pipelining: 1, duration: seconds, timeout: 10 });
  return {
    // Over the slice's whole duration (autocannon's mean of per-second samples drops a part second).
    rps: r.requests.total / Math.max(r.duration, 0.001),
    requests: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    timeouts: r.timeouts,
    statuses: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count])),
  };
}

/** Rounds of every figure of a route, taken in turns (the route, its same-size answer, the ceiling, the same-size answer again), unless a run says otherwise. */
export const ROUNDS = 3;

/** The middle value; of an even number, the mean of the two middle ones (a figure in two slices). */
const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One figure of its slices: requests over the time of all of them, the median slice's latency. */
export function combined(slices) {
  const statuses = {};
  for (const slice of slices) for (const [code, n] of Object.entries(slice.statuses)) statuses[code] = (statuses[code] ?? 0) + n;
  const sum = (key) => slices.reduce((total, slice) => total + slice[key], 0);
  return {
    rps: sum('rps') / slices.length,
    requests: sum('requests'),
    p50: median(slices.map((x) => x.p50)),
    p99: median(slices.map((x) => x.p99)),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    statuses,
    slices: slices.map((x) => Math.round(x.rps)),
  };
}

/**
 * Several URLs measured in turns, ROUNDS times, `seconds` in all for each
 * (each slice a ROUNDS-th of it): a change in the machine's load touches all of
 * them alike, as bench-ab.mjs does for two builds.
 */
async function inTurns(targets, seconds, rounds = ROUNDS) {
  const slices = targets.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, target] of targets.entries()) slices[i].push(await load(target, seconds / rounds));
  }
  return slices.map(combined);
}

/** Whether each route answers as expected in this worker; a route not there yet is reported, not measured. */
async function availability(base, routes, member) {
  const out = new Map();
  for (const route of routes) {
    const expected = route.status ?? 200;
    if (!route.path) {
      out.set(route.name, { ok: false, why: `not available yet (no published ${route.nodeType} node in the demo content)` });
      continue;
    }
    // A reply is checked when its posters are ready (runState); a member's page with the member's session.
    if (route.reply) {
      out.set(route.name, { ok: true });
      continue;
    }
    const headers = route.member ? { cookie: member.cookie } : {};
    await probe(base + route.path, headers);
    const p = await probe(base + route.path, headers);
    const why = p.status !== expected ? `answered ${p.status}, expected ${expected}` : route.member && !/private/.test(p.cacheControl ?? '') ? `a member's page answered Cache-Control: ${p.cacheControl}` : null;
    out.set(route.name, why ? { ok: false, why: `${route.nodeType ? 'not available yet' : 'failed'}: ${why}`, failed: !route.nodeType } : { ok: true, pageCache: p.pageCache });
  }
  return out;
}

/**
 * Whether this worker puts a route in the state the run asks for, judged from
 * what it answers (X-Page-Cache) and what it stores (KV), never assumed.
 */
export function stateCheck(state, route, pageCache) {
  if (route.ceiling) return null;
  // A member's page is personal: never from the page cache, in any state (it is measured as the render it is).
  if (route.member) return pageCache === 'hit' ? 'a personal page was served from the page cache' : null;
  if (state.name === 'hit') {
    if (pageCache === 'hit') return null;
    return pageCache
      ? `not a cache hit after warm-up (X-Page-Cache: ${pageCache})`
      : 'not distinguishable: no X-Page-Cache header seen (the whole-page cache is not in this build)';
  }
  if (pageCache === 'hit') return 'not distinguishable: served from the page cache although PAGE_CACHE=off';
  return null;
}

async function startState(state, script, port, routes, persistTo) {
  const vars = { ...state.vars, BENCH_ROUTES: 'on', ENVIRONMENT: 'production' };
  let worker = await startWorker({ script, port, vars, persistTo });
  let method = Object.entries(state.vars).map(([k, v]) => `${k}=${v}`).join(', ');
  let note = null;
  // The demo reader's session, for the routes loaded as a logged-in member (tests/bench/forum-members.ts);
  // one for the whole state (SITE_DB is the bench's stored one, so it outlives a restart below).
  const member = routes.some((r) => r.member) ? await readerSession(worker.mf) : null;
  let avail = await availability(worker.url, routes, member);
  if (state.name === 'cold') {
    await new Promise((r) => setTimeout(r, 300));
    const keys = await kvKeyCount(worker.mf);
    if (keys > 0) {
      // The KV layer has no off switch in this build: take it away instead, so
      // every content read still goes to the origin.
      await worker.mf.dispose();
      worker = await startWorker({ script, port, vars, withKv: false, persistTo });
      method = `${method}; CACHE binding removed`;
      note = `CMS_CACHE=off is not honoured by this build (the worker wrote ${keys} KV keys), so the cold state ran without the CACHE binding: every content read goes to the origin (D1).`;
      avail = await availability(worker.url, routes, member);
    }
  }
  return { worker, method, note, avail, member };
}

function ratios(figures, ceiling) {
  return {
    ceilingRps: ceiling.rps,
    ratio: figures.rps / ceiling.rps,
    // Latency against the ceiling's: how many times longer a visitor waits (whole ms, so at least 1).
    p50Ratio: figures.p50 / Math.max(1, ceiling.p50),
    p99Ratio: figures.p99 / Math.max(1, ceiling.p99),
  };
}

/**
 * One state: fresh workerd, availability and state checks, then for each
 * route after a warm-up: the route, (in a `sized` state) a static answer of
 * the same size, the constant ceiling and (in a `sized` state) the same-size
 * answer again, as a control of how far two figures of one answer differ, in
 * turns, ROUNDS times, `duration` s in all for each. Every ratio is against the ceiling measured in turns
 * with its own route: on a machine whose load moves (shared cores), a ceiling
 * measured only at the state's start and end put the routes in the middle
 * against another load, and a single figure of each moved by a quarter.
 */
export async function runState(state, { script, port, routes, duration, warmup, log, persistTo, rounds = ROUNDS }) {
  const { worker, method, note, avail, member } = await startState(state, script, port, routes, persistTo);
  const ends = member ? [member.end] : [];
  const ceilingRoute = routes.find((r) => r.ceiling);
  const ceilings = [];
  const results = [];
  const say = (name, text) => log(`  ${state.name.padEnd(8)} ${name.padEnd(10)} ${text}`);
  const figuresText = (f) => `${Math.round(f.rps)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms  (slices ${f.slices.join(', ')})`;
  try {
    if (!avail.get(ceilingRoute.name).ok) throw new Error(`the ceiling route ${ceilingRoute.path} does not answer: ${avail.get(ceilingRoute.name).why}`);
    for (const route of routes.filter((r) => !r.ceiling)) {
      const a = avail.get(route.name);
      const base = { name: route.name, kind: route.kind, path: route.path ?? null };
      if (!a.ok) {
        results.push({ ...base, measured: false, failed: Boolean(a.failed), why: a.why });
        say(route.name, a.why);
        continue;
      }
      // A post is never cached, so it is measured in the render states only. A member's page is measured
      // in the hit state too: what it costs while the page cache is on (stateCheck: never a hit).
      if (route.reply && state.name === 'hit') {
        const why = 'not measured in this state: a form post is never cached';
        results.push({ ...base, measured: false, why });
        say(route.name, why);
        continue;
      }
      const url = worker.url + route.path;
      let target = route.member ? { url, headers: { cookie: member.cookie } } : url;
      if (route.reply) {
        const posting = await replyTarget(worker.mf, worker.url, route);
        ends.push(posting.end);
        if (!posting.requests) throw new Error(`${route.name}: no demo member may reply to ${route.reply.page} now`);
        target = { url: posting.url, requests: posting.requests };
        say(route.name, `${posting.posters} demo members post, ${posting.allowance} replies allowed this hour`);
      }
      await load(target, warmup);
      const probed = route.reply ? { pageCache: null, bytes: 0 } : await probe(url, route.member ? { cookie: member.cookie } : {});
      const why = stateCheck(state, route, probed.pageCache);
      if (why) {
        results.push({ ...base, measured: false, why, pageCache: probed.pageCache });
        say(route.name, why);
        continue;
      }
      const sizedUrl = `${worker.url}/_bench/sized/${probed.bytes}`;
      const ceilingUrl = worker.url + ceilingRoute.path;
      // Each figure follows another URL in its turn, so none gains from following itself.
      // A member's page or a post is never a hit, so it has no same-size answer to be held against.
      const sizedRun = state.sized && !route.member && !route.reply;
      const urls = sizedRun ? [url, sizedUrl, ceilingUrl, sizedUrl] : [target, ceilingUrl];
      const [figures, ...others] = await inTurns(urls, duration, rounds);
      const [sized, ceiling, control] = sizedRun ? others : [null, others[0], null];
      ceilings.push(ceiling);
      say(route.name, figuresText(figures));
      if (sized) say('same-size', `${figuresText(sized)}  (${probed.bytes} B)`);
      say('ceiling', figuresText(ceiling));
      if (control) say('control', `${figuresText(control)}  (the same-size answer again: ${(control.rps / sized.rps).toFixed(2)} × itself)`);
      const expected = String(route.status ?? 200);
      const unexpected = Object.entries(figures.statuses).filter(([code]) => code !== expected);
      results.push({
        ...base,
        measured: true,
        pageCache: probed.pageCache,
        ...(route.member ? { member: true } : {}),
        bytes: probed.bytes,
        ...figures,
        ...(sized ? { sizedRps: sized.rps, sizedRatio: figures.rps / sized.rps, sizedP50: sized.p50, controlRatio: control.rps / sized.rps } : {}),
        ...ratios(figures, ceiling),
        // How far the ceiling's slices were apart: other work on the machine while this route ran.
        ceilingMoved: (Math.max(...ceiling.slices) - Math.min(...ceiling.slices)) / ceiling.rps,
        failed: unexpected.length > 0 || figures.errors > 0,
        why: unexpected.length ? `unexpected statuses ${JSON.stringify(Object.fromEntries(unexpected))}` : null,
      });
    }
  } finally {
    for (const end of ends) await end();
    await worker.mf.dispose();
  }
  const rps = ceilings.map((c) => c.rps);
  const ceiling = ceilings.length
    ? {
        rps: rps.reduce((a, b) => a + b, 0) / rps.length,
        p50: ceilings.reduce((a, c) => a + c.p50, 0) / rps.length,
        p99: ceilings.reduce((a, c) => a + c.p99, 0) / rps.length,
        minRps: Math.min(...rps),
        maxRps: Math.max(...rps),
        runs: ceilings.length,
      }
    : null;
  return { name: state.name, label: state.label, method, note, ceiling, ceilings, routes: results };
}
