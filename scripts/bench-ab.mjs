#!/usr/bin/env node
// Interleaved A/B throughput of two worker bundles on the same machine at the
// same time, for a machine whose load moves (shared cores): each figure of A
// is followed by the same figure of B, three rounds, so a change in load
// touches both. Prints median req/s and p50 per route, B/A, and each against
// its own constant ceiling (and, for hits, a static answer of the page's size).
//
//   node scripts/bench-ab.mjs <bundle A> <bundle B> [--states hit,kv-warm] [--routes home,content] [--seconds 4] [--member]
//   --member: each route is also measured as a logged-in demo member ('name (member)'; tests/bench/forum-members.ts),
//   whose pages are private and always rendered; a member route (MEMBER_ROUTES) is measured as that member only.
//   A reply route (POST_ROUTES) posts as demo members on both sides.
//   (copy .wrangler/bench to .wrangler/bench-ab after preparing; bundles from `wrangler deploy --dry-run --outdir DIR`; run `npm run bench` once first to prepare the site)
import autocannon from 'autocannon';
import { option } from './lib.mjs';
import { prepareSite, startWorker } from './bench/site.mjs';
import { STATES } from './bench/throughput.mjs';
import { readerSession, replyTarget } from './bench/forum-members.mjs';

const [a, b] = process.argv.slice(2).filter((x) => x.endsWith('.js'));
const seconds = Number(option('seconds', '4'));
const states = STATES.filter((s) => option('states', 'hit,kv-warm').split(',').includes(s.name));
const names = option('routes', 'home,content,overview,news').split(',');
const port = Number(process.env.BENCH_PORT || 8790);
// B listens on its own port (BENCH_PORT_B, default BENCH_PORT + 1).
const portB = Number(process.env.BENCH_PORT_B || port + 1);
const { routes } = await prepareSite({ scale: 10 });
const picked = routes.filter((r) => names.includes(r.name));

const asMember = process.argv.includes('--member');
const load = async (url, s = seconds, headers = {}, requests = undefined, expected = 200) => {
  const r = await autocannon({ url, headers, ...(requests ? { requests } : {}), connections: 10, pipelining: 1, duration: s, timeout: 10 });
  const unexpected = Object.entries(r.statusCodeStats ?? {}).reduce((n, [code, c]) => n + (Number(code) === expected ? 0 : c.count), 0);
  return { rps: r.requests.average, p50: r.latency.p50, errors: r.errors + unexpected };
};
const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];

for (const state of states) {
  const vars = { ...state.vars, BENCH_ROUTES: 'on', ENVIRONMENT: 'production' };
  const A = await startWorker({ script: a, port, vars });
  // B reads its own copy of the prepared storage: two workerd on one SQLite file lock each other out.
  const B = await startWorker({ script: b, port: portB, vars, persistTo: '.wrangler/bench-ab' });
  const servers = { A, B };
  // A member's session in each side's own storage (the same demo member), and the posters of a reply route.
  const sessions = {};
  const posting = {};
  for (const side of ['A', 'B']) {
    if (asMember || picked.some((r) => r.member)) sessions[side] = await readerSession(servers[side].mf);
    for (const route of picked.filter((r) => r.reply)) (posting[side] ??= {})[route.name] = await replyTarget(servers[side].mf, servers[side].url, route);
  }
  const anonymous = ['', () => ({})];
  const member = [' (member)', (side) => ({ cookie: sessions[side].cookie })];
  // A member route (MEMBER_ROUTES) only as the member; with --member every other route both ways.
  const visitsOf = (route) => (route.member ? [member] : asMember ? [anonymous, member] : [anonymous]);
  const figures = {};
  const add = (key, side, f) => ((figures[key] ??= { A: [], B: [] })[side].push(f));
  try {
    for (const round of [0, 1, 2]) {
      for (const side of ['A', 'B']) add('ceiling', side, await load(servers[side].url + '/_bench/constant'));
      for (const route of picked.filter((r) => !r.reply)) {
        for (const [suffix, headersOf] of visitsOf(route)) for (const side of ['A', 'B']) {
          if (round === 0) await load(servers[side].url + route.path, 2, headersOf(side));
          const f = await load(servers[side].url + route.path, seconds, headersOf(side));
          add(route.name + suffix, side, f);
          if (state.sized && round === 0 && !route.member && !suffix) {
            const bytes = (await (await fetch(servers[side].url + route.path)).arrayBuffer()).byteLength;
            add(route.name + ' same-size', side, await load(servers[side].url + `/_bench/sized/${bytes}`));
          }
        }
      }
    }
    // Posts after every page: the mail and search work a reply leaves behind would weigh on the pages measured after it.
    for (const round of [0, 1, 2]) {
      for (const route of picked.filter((r) => r.reply)) {
        for (const side of ['A', 'B']) {
          const target = posting[side][route.name];
          if (round === 0) await load(target.url, 2, {}, target.requests, route.status);
          add(route.name, side, await load(target.url, seconds, {}, target.requests, route.status));
        }
      }
    }
  } finally {
    for (const side of Object.keys(sessions)) await sessions[side].end();
    for (const side of Object.keys(posting)) for (const target of Object.values(posting[side])) await target.end();
    await A.mf.dispose();
    await B.mf.dispose();
  }
  const ceil = { A: median(figures.ceiling.A.map((f) => f.rps)), B: median(figures.ceiling.B.map((f) => f.rps)) };
  console.log(`\n${state.label}: median of 3 interleaved ${seconds} s figures per side`);
  console.log('route | A req/s | B req/s | B/A | A × ceiling | B × ceiling | A × same-size | B × same-size | A p50 | B p50 | errors');
  for (const [key, f] of Object.entries(figures)) {
    if (key.endsWith('same-size')) continue;
    const ra = median(f.A.map((x) => x.rps));
    const rb = median(f.B.map((x) => x.rps));
    const sized = figures[key + ' same-size'];
    const sa = sized ? (ra / sized.A[0].rps).toFixed(2) : '—';
    const sb = sized ? (rb / sized.B[0].rps).toFixed(2) : '—';
    const errors = [...f.A, ...f.B].reduce((s, x) => s + x.errors, 0);
    console.log(`${key} | ${Math.round(ra)} | ${Math.round(rb)} | ${(rb / ra).toFixed(2)} | ${(ra / ceil.A).toFixed(2)} | ${(rb / ceil.B).toFixed(2)} | ${sa} | ${sb} | ${median(f.A.map((x) => x.p50))} | ${median(f.B.map((x) => x.p50))} | ${errors}`);
  }
}
