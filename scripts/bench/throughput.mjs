// Throughput of each route in three cache states, with autocannon against the
// production worker in workerd. Each state is its own fresh workerd (empty KV
// and page cache) with its own ceiling, so every ratio compares figures taken
// in the same process a few seconds apart.
import autocannon from 'autocannon';
import { kvKeyCount, probe, startWorker } from './site.mjs';

export const CONNECTIONS = 10;

export const STATES = [
  // Hits are also measured against a static answer of the page's own size (`sized`).
  { name: 'hit', label: 'whole-page cache hit', vars: { PAGE_CACHE: 'on', CMS_CACHE: 'on' }, sized: true },
  { name: 'kv-warm', label: 'KV-warm render', vars: { PAGE_CACHE: 'off', CMS_CACHE: 'on' } },
  { name: 'cold', label: 'cold (KV empty)', vars: { PAGE_CACHE: 'off', CMS_CACHE: 'off' } },
];

async function load(url, seconds) {
  const r = await autocannon({ url, connections: CONNECTIONS, pipelining: 1, duration: seconds, timeout: 10 });
  return {
    rps: r.requests.average,
    requests: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    timeouts: r.timeouts,
    statuses: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count])),
  };
}

/** Whether each route answers as expected in this worker; a route not there yet is reported, not measured. */
async function availability(base, routes) {
  const out = new Map();
  for (const route of routes) {
    const expected = route.status ?? 200;
    if (!route.path) {
      out.set(route.name, { ok: false, why: `not available yet (no published ${route.nodeType} node in the demo content)` });
      continue;
    }
    await probe(base + route.path);
    const p = await probe(base + route.path);
    out.set(
      route.name,
      p.status === expected
        ? { ok: true, pageCache: p.pageCache }
        : { ok: false, why: `${route.nodeType ? 'not available yet' : 'failed'}: answered ${p.status}, expected ${expected}`, failed: !route.nodeType },
    );
  }
  return out;
}

/**
 * Whether this worker puts a route in the state the run asks for, judged from
 * what it answers (X-Page-Cache) and what it stores (KV), never assumed.
 */
function stateCheck(state, route, pageCache) {
  if (route.ceiling) return null;
  if (state.name === 'hit') {
    if (pageCache === 'hit') return null;
    return pageCache
      ? `not a cache hit after warm-up (X-Page-Cache: ${pageCache})`
      : 'not distinguishable: no X-Page-Cache header seen (the whole-page cache is not in this build)';
  }
  if (pageCache === 'hit') return 'not distinguishable: served from the page cache although PAGE_CACHE=off';
  return null;
}

async function startState(state, script, port, routes) {
  const vars = { ...state.vars, BENCH_ROUTES: 'on', ENVIRONMENT: 'production' };
  let worker = await startWorker({ script, port, vars });
  let method = Object.entries(state.vars).map(([k, v]) => `${k}=${v}`).join(', ');
  let note = null;
  let avail = await availability(worker.url, routes);
  if (state.name === 'cold') {
    await new Promise((r) => setTimeout(r, 300));
    const keys = await kvKeyCount(worker.mf);
    if (keys > 0) {
      // The KV layer has no off switch in this build: take it away instead, so
      // every content read still goes to the origin.
      await worker.mf.dispose();
      worker = await startWorker({ script, port, vars, withKv: false });
      method = `${method}; CACHE binding removed`;
      note = `CMS_CACHE=off is not honoured by this build (the worker wrote ${keys} KV keys), so the cold state ran without the CACHE binding: every content read goes to the origin (D1).`;
      avail = await availability(worker.url, routes);
    }
  }
  return { worker, method, note, avail };
}

const mean = (a, b) => ({ rps: (a.rps + b.rps) / 2, p50: (a.p50 + b.p50) / 2, p99: (a.p99 + b.p99) / 2 });

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
 * One state: fresh workerd, availability and state checks, then the constant
 * ceiling and, for each route, `duration` s of the route after a warm-up (in a
 * `sized` state followed by a static answer of the same size) and the
 * constant ceiling again. Every ratio is against the mean of the two constant
 * runs right around its route, a few seconds before and after it: on a
 * machine whose load moves (shared cores), a ceiling measured only at the
 * state's start and end put the routes in the middle against another load.
 */
export async function runState(state, { script, port, routes, duration, warmup, log }) {
  const { worker, method, note, avail } = await startState(state, script, port, routes);
  const ceilingRoute = routes.find((r) => r.ceiling);
  const ceilings = [];
  const results = [];
  const say = (name, text) => log(`  ${state.name.padEnd(8)} ${name.padEnd(10)} ${text}`);
  const figuresText = (f) => `${Math.round(f.rps)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms`;
  const measureCeiling = async () => {
    const figures = await load(worker.url + ceilingRoute.path, duration);
    ceilings.push(figures);
    say('ceiling', figuresText(figures));
    return figures;
  };
  try {
    if (!avail.get(ceilingRoute.name).ok) throw new Error(`the ceiling route ${ceilingRoute.path} does not answer: ${avail.get(ceilingRoute.name).why}`);
    let before = await measureCeiling();
    for (const route of routes.filter((r) => !r.ceiling)) {
      const a = avail.get(route.name);
      const base = { name: route.name, kind: route.kind, path: route.path ?? null };
      if (!a.ok) {
        results.push({ ...base, measured: false, failed: Boolean(a.failed), why: a.why });
        say(route.name, a.why);
        continue;
      }
      const url = worker.url + route.path;
      await load(url, warmup);
      const probed = await probe(url);
      const why = stateCheck(state, route, probed.pageCache);
      if (why) {
        results.push({ ...base, measured: false, why, pageCache: probed.pageCache });
        say(route.name, why);
        continue;
      }
      const figures = await load(url, duration);
      say(route.name, figuresText(figures));
      let sized = null;
      if (state.sized) {
        sized = await load(`${worker.url}/_bench/sized/${probed.bytes}`, duration);
        say('same-size', `${figuresText(sized)}  (${probed.bytes} B)`);
      }
      const after = await measureCeiling();
      const around = mean(before, after);
      const moved = Math.abs(after.rps - before.rps) / around.rps;
      before = after;
      const expected = String(route.status ?? 200);
      const unexpected = Object.entries(figures.statuses).filter(([code]) => code !== expected);
      results.push({
        ...base,
        measured: true,
        pageCache: probed.pageCache,
        bytes: probed.bytes,
        ...figures,
        ...(sized ? { sizedRps: sized.rps, sizedRatio: figures.rps / sized.rps, sizedP50: sized.p50 } : {}),
        ...ratios(figures, around),
        ceilingMoved: moved,
        failed: unexpected.length > 0 || figures.errors > 0,
        why: unexpected.length ? `unexpected statuses ${JSON.stringify(Object.fromEntries(unexpected))}` : null,
      });
    }
  } finally {
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
