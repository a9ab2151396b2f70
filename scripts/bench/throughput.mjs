// Throughput of each route in three cache states, with autocannon against the
// production worker in workerd. Each state is its own fresh workerd (empty KV
// and page cache) with its own ceiling, so every ratio compares figures taken
// in the same process a few seconds apart.
import autocannon from 'autocannon';
import { kvKeyCount, probe, startWorker } from './site.mjs';

export const CONNECTIONS = 10;

export const STATES = [
  { name: 'hit', label: 'whole-page cache hit', vars: { PAGE_CACHE: 'on', CMS_CACHE: 'on' } },
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

/** One state: fresh workerd, availability and state checks, warm-up, then each route for `duration` s. */
export async function runState(state, { script, port, routes, duration, warmup, log }) {
  const { worker, method, note, avail } = await startState(state, script, port, routes);
  const results = [];
  let ceilingEnd = null;
  try {
    for (const route of routes) {
      const a = avail.get(route.name);
      const base = { name: route.name, kind: route.kind, path: route.path ?? null, ...(route.ceiling ? { ceiling: true } : {}) };
      if (!a.ok) {
        results.push({ ...base, measured: false, failed: Boolean(a.failed), why: a.why });
        log(`  ${state.name.padEnd(8)} ${route.name.padEnd(10)} ${a.why}`);
        continue;
      }
      const url = worker.url + route.path;
      await load(url, warmup);
      const after = await probe(url);
      const why = stateCheck(state, route, after.pageCache);
      if (why) {
        results.push({ ...base, measured: false, why, pageCache: after.pageCache });
        log(`  ${state.name.padEnd(8)} ${route.name.padEnd(10)} ${why}`);
        continue;
      }
      const figures = await load(url, duration);
      const expected = String(route.status ?? 200);
      const unexpected = Object.entries(figures.statuses).filter(([code]) => code !== expected);
      results.push({
        ...base,
        measured: true,
        pageCache: after.pageCache,
        bytes: after.bytes,
        ...figures,
        failed: unexpected.length > 0 || figures.errors > 0,
        why: unexpected.length ? `unexpected statuses ${JSON.stringify(Object.fromEntries(unexpected))}` : null,
      });
      log(`  ${state.name.padEnd(8)} ${route.name.padEnd(10)} ${Math.round(figures.rps)} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms`);
    }
    // The ceiling once more at the end: other work on the machine shows as drift.
    const first = results.find((r) => r.ceiling && r.measured);
    if (first) {
      ceilingEnd = await load(worker.url + first.path, duration);
      log(`  ${state.name.padEnd(8)} ${'ceiling'.padEnd(10)} ${Math.round(ceilingEnd.rps)} req/s at the end`);
    }
  } finally {
    await worker.mf.dispose();
  }
  const start = results.find((r) => r.ceiling && r.measured);
  // Every ratio is taken against the mean of the ceilings before and after.
  const ceiling = start && ceilingEnd ? { rps: (start.rps + ceilingEnd.rps) / 2, p50: (start.p50 + ceilingEnd.p50) / 2, p99: (start.p99 + ceilingEnd.p99) / 2 } : null;
  for (const r of results) {
    r.ratio = r.measured && ceiling ? r.rps / ceiling.rps : null;
    // Latency against the ceiling's: how many times longer a visitor waits (whole ms, so at least 1).
    r.p50Ratio = r.measured && ceiling ? r.p50 / Math.max(1, ceiling.p50) : null;
    r.p99Ratio = r.measured && ceiling ? r.p99 / Math.max(1, ceiling.p99) : null;
  }
  return {
    name: state.name,
    label: state.label,
    method,
    note,
    ceiling,
    ceilingStart: start ? { rps: start.rps, p50: start.p50, p99: start.p99 } : null,
    ceilingEnd: ceilingEnd ? { rps: ceilingEnd.rps, p50: ceilingEnd.p50, p99: ceilingEnd.p99 } : null,
    routes: results,
  };
}
