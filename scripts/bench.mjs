#!/usr/bin/env node
// `npm run bench`: throughput of the page routes in three cache states, as a
// ratio to a constant-response ceiling measured in the same run, the CPU time
// per render, and the upload size of the production bundle. Writes
// tests/bench/results/bench.json, the bench section of docs/performance.md and
// docs/performance-throughput.svg.
//
//   npm run bench                 the default set: one route per page family
//                                 (FAMILY_ROUTES of tests/bench/routes.ts: 13
//                                 routes, a logged-in page among them) in the
//                                 three states at demo-content scale 1 (the
//                                 storage npm run lighthouse uses too), 2 s per
//                                 figure in two slices after a 1 s warm-up, the
//                                 production render strategy only, no origin
//                                 calls: under 10 minutes on this 2-core
//                                 machine with other work on it, a first seed
//                                 included (docs/performance.md)
//   npm run bench -- --all        every route at scale 10, 5 s per figure after 2 s, every
//                                 render strategy, then the origin's calls at
//                                 --origin-scale: the full run (about 50 min)
//   npm run bench -- [--scale 10] [--duration s] [--warmup s] [--states hit,kv-warm,cold] [--routes home,content]
//                    [--origin-scale 20] [--origin-only] [--origin-calls 'site search,suggest'] [--report-only]
//   --states and --routes run a part; a part prints its figures but leaves the
//   results file and docs/performance.md alone. The origin's news calls are
//   timed at --origin-scale on their own storage; --origin-only times only
//   them and writes their section of docs/performance.md; --origin-calls
//   'site search,suggest' times only the calls whose names contain one of
//   those and replaces only their rows (with --origin-only).
//   --report-only writes the bench section of docs/performance.md and the chart
//   again from the stored results file, measuring nothing (after a change to
//   the report's wording).
//   BENCH_PORT (default 8790) is the loopback port the worker listens on.
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { root, option } from './lib.mjs';
import { benchSection, chartData } from './bench/bench-report.mjs';
import { throughputSvg } from './bench/chart.mjs';
import { benchPlan, listOf, pickRoutes } from './bench/plan.mjs';
import { bundleRenderWorker, fastestCorrect, runRenderStrategies } from './bench/render.mjs';
import { printSection, readResults, runInfo, runLine, updateDoc, writeResults } from './bench/report.mjs';
import { bundleWithSize, LOCAL_ENTRY, persistFor, PRODUCTION_ENTRY, prepareSite, timeLimit } from './bench/site.mjs';
import { mergeOriginResults, originSection, runOriginQueries } from './bench/origin.mjs';
import { CONNECTIONS, STATES, runState } from './bench/throughput.mjs';

const argv = process.argv.slice(2);
const plan = benchPlan(argv);
const { scale } = plan;
const { duration, warmup } = plan;
const port = Number(process.env.BENCH_PORT || 8790);
const only = option('states', STATES.map((s) => s.name).join(',')).split(',');
const states = STATES.filter((s) => only.includes(s.name));
const onlyRoutes = listOf(argv, 'routes');
const partial = states.length < STATES.length || onlyRoutes.length > 0;
const originScale = Number(option('origin-scale', '20'));
const originOnly = argv.includes('--origin-only');
const originCalls = option('origin-calls', '');
const log = (line) => console.log(line);

/** The origin's news calls at their own scale; written to docs/performance.md unless this is a part. */
async function originQueries(write) {
  console.log(`• origin news calls at scale ${originScale}${originCalls ? ` (only: ${originCalls})` : ''}`);
  const stop = timeLimit(20 * 60 * 1000);
  const measured = await runOriginQueries({ scale: originScale, port, calls: originCalls, log });
  stop();
  const info = runInfo();
  // A part run keeps the rows of the calls it did not measure.
  const previous = originCalls ? await readResults('bench-origin') : null;
  const origin = originCalls ? mergeOriginResults(previous, measured, info) : measured;
  const section = originSection(origin, runLine(info));
  if (write) {
    await writeResults('bench-origin', { kind: 'bench-origin', ...origin, info });
    await updateDoc('bench-origin', section);
  }
  printSection('npm run bench (origin news calls)', section);
}

/** The bench section of docs/performance.md and the chart, from a full run's results. */
async function writeDocs(result, section) {
  await updateDoc('bench', section);
  await writeFile(path.join(root, 'docs/performance-throughput.svg'), throughputSvg(chartData(result)));
}

if (process.argv.includes('--report-only')) {
  const stored = await readResults('bench');
  if (!stored) {
    console.error('npm run bench -- --report-only: there is no tests/bench/results/bench.json to report from; run npm run bench first');
    process.exit(1);
  }
  await writeDocs(stored, benchSection(stored));
  console.log('• wrote docs/performance.md (bench section) and docs/performance-throughput.svg from tests/bench/results/bench.json');
  process.exit(0);
}

if (originOnly) {
  await originQueries(true);
  process.exit(0);
}

if (!(scale >= 1 && duration >= 1 && warmup >= 1 && states.length > 0)) {
  console.error(`usage: npm run bench -- [--all] [--scale N>=1] [--duration seconds] [--warmup seconds] [--routes a,b] [--states ${STATES.map((s) => s.name).join(',')}]`);
  process.exit(1);
}
if (duration < 2) console.warn(`! --duration ${duration}: figures under 2 s are for trying the bench out, not for the record`);

const loadStart = os.loadavg();
const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
const info = runInfo();
const persistTo = persistFor(scale);
console.log(`• preparing the site at scale ${scale} (${persistTo})`);
const prepared = await prepareSite({ scale, persistTo });
const { pageCount } = prepared;
const { routes, unknown } = pickRoutes(prepared.routes, prepared.families, { all: plan.set === 'all', only: onlyRoutes });
if (unknown.length) {
  console.error(`unknown route ${unknown.join(', ')}; known: ${prepared.routes.filter((r) => !r.ceiling).map((r) => r.name).join(', ')}`);
  process.exit(1);
}
console.log(`• ${onlyRoutes.length ? 'the routes asked for' : plan.set === 'all' ? 'every route (--all)' : 'one route per page family (--all: every route)'}: ${routes.filter((r) => !r.ceiling).length} routes, ${duration} s per figure after ${warmup} s (${elapsed()})`);
// Bounded: every figure has a fixed duration; the whole run may take at most
// twice its planned time plus ten minutes for bundling and the render bench.
const planned = states.length * (routes.length * (4 * duration + warmup + 2) + duration);
const clearLimit = timeLimit((2 * planned + 600) * 1000);
console.log(`• bundling the production entry (the upload size), the local one (with the embedded origin, which the bench serves) and the render worker, side by side (${elapsed()})`);
const [production, local, renderScript] = await Promise.all([bundleWithSize(PRODUCTION_ENTRY, 'bench-production'), bundleWithSize(LOCAL_ENTRY, 'bench-worker'), bundleRenderWorker()]);
const script = local.file;
console.log(`  ${PRODUCTION_ENTRY}: ${production.size.kib} KiB / gzip ${production.size.gzipKib} KiB; ${LOCAL_ENTRY}: ${local.size.kib} KiB / gzip ${local.size.gzipKib} KiB`);

const measured = [];
for (const state of states) {
  console.log(`• ${state.label} (${Object.entries(state.vars).map(([k, v]) => `${k}=${v}`).join(', ')}) (${elapsed()})`);
  measured.push(await runState(state, { script, port, routes, duration, warmup, log, persistTo, rounds: plan.rounds }));
}

console.log(`• CPU time per render, ${plan.strategies === 'all' ? 'by strategy' : 'the production strategy'} (${elapsed()})`);
// The render bench renders pages as a visitor gets them: not a member's pages, nor a post.
const available = routes.map((route) => ({
  ...route,
  available: !route.member && !route.reply && measured.some((s) => s.routes.some((r) => r.name === route.name && r.measured)),
}));
const pages = await runRenderStrategies({ port, routes: available, strategies: plan.strategies === 'all' ? null : ['production'], log, persistTo, script: renderScript });
const render = {
  clockAdvancesDuringCpu: pages.every((p) => p.clockAdvancesDuringCpu),
  productionIs: pages[0]?.productionIs ?? null,
  fastestCorrect: fastestCorrect(pages, pages[0]?.productionIs),
  pages,
};

const result = {
  kind: 'bench',
  info,
  loadavg: { start: loadStart, end: os.loadavg() },
  options: { set: plan.set, scale, pages: pageCount, connections: CONNECTIONS, pipelining: 1, duration, warmup, rounds: plan.rounds, strategies: plan.strategies },
  bundles: { production: production.size, local: local.size },
  states: measured,
  render,
  wallSeconds: Math.round((Date.now() - started) / 1000),
};
clearLimit();

const section = benchSection(result);
if (partial) {
  printSection(`npm run bench (part: ${states.map((s) => s.name).join(',')}${onlyRoutes.length ? ' / ' + onlyRoutes.join(',') : ''})`, section);
} else {
  const file = await writeResults('bench', result);
  await writeDocs(result, section);
  printSection('npm run bench', section);
  console.log(`• wrote ${file}, docs/performance.md (bench section) and docs/performance-throughput.svg`);
}
if (!partial && plan.origin) await originQueries(true);
console.log(`• the bench took ${elapsed()}${plan.origin && !partial ? ` (${result.wallSeconds} s before the origin's calls)` : ''}`);

const failed = measured.flatMap((s) => s.routes.filter((r) => r.failed).map((r) => `${s.name}/${r.name}: ${r.why ?? 'errors'}`));
if (failed.length) {
  console.error(`✗ ${failed.length} route(s) did not answer as expected:\n  ${failed.join('\n  ')}`);
  process.exit(1);
}
