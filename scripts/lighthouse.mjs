#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile, simulated throttling, Debian's
// chromium) on the page kinds of tests/bench/routes.ts, median of 3 runs: the
// performance score, FCP, LCP, TBT, CLS and compressed bytes per type; the
// other three category scores from the first run, the only one that scores
// them (they do not move from run to run; leaving them out of the others takes
// about a quarter off those runs).
// Writes tests/bench/results/lighthouse.json and the lighthouse section of
// docs/performance.md.
//
//   npm run lighthouse              the default set: one page per family
//                                   (FAMILY_ROUTES of tests/bench/routes.ts:
//                                   13 pages, a logged-in one among them),
//                                   about 5 minutes on a 2-core machine (at
//                                   most 10), plus the seeding of the demo
//                                   content the first time
//   npm run lighthouse -- --all     every page kind (46, about 20 minutes)
//   npm run lighthouse -- [--runs 3] [--scale 1] [--routes quiz,memory-test-result]
//   A default or --all run replaces the rows of the pages it measured in the
//   results file and keeps the others (each row says when it was measured when
//   they differ), so the table always has every page kind measured so far.
//   --routes measures only the named routes and prints them, without touching
//   the results file or docs/performance.md; with --record it replaces their
//   rows there as a default run does (after a change to a few page kinds).
//   --report-only writes the lighthouse section of docs/performance.md again
//   from the stored results file, measuring nothing.
//   BENCH_PORT (default 8790) is the loopback port the site listens on;
//   CHROME_PATH (default /usr/bin/chromium) the browser.
import os from 'node:os';
import { importTs, option } from './lib.mjs';
import { chromePath, launchBrowser, lighthouseOnce } from './bench/lighthouse-run.mjs';
import { failingAudits, lighthouseSection, medianRun, mergePages, pageKinds, withUnmeasured } from './bench/lighthouse-report.mjs';
import { listOf, pickRoutes } from './bench/plan.mjs';
import { printSection, readResults, runInfo, updateDoc, writeResults } from './bench/report.mjs';
import { bundleWorker, LOCAL_ENTRY, memberCookie, persistFor, prepareSite, probe, startWorker, timeLimit } from './bench/site.mjs';

const argv = process.argv.slice(2);
const runs = Number(option('runs', '3'));
const scale = Number(option('scale', '1'));
const port = Number(process.env.BENCH_PORT || 8790);
const only = listOf(argv, 'routes');
const all = argv.includes('--all');
const record = argv.includes('--record');

if (argv.includes('--report-only')) {
  const stored = await readResults('lighthouse');
  if (!stored) {
    console.error('npm run lighthouse -- --report-only: there is no tests/bench/results/lighthouse.json to report from; run npm run lighthouse first');
    process.exit(1);
  }
  const { BENCH_ROUTES, MEMBER_ROUTES } = await importTs('tests/bench/routes.ts');
  await updateDoc('lighthouse', lighthouseSection(withUnmeasured(stored, pageKinds([...BENCH_ROUTES, ...MEMBER_ROUTES]))));
  console.log('• wrote docs/performance.md (lighthouse section) from tests/bench/results/lighthouse.json');
  process.exit(0);
}

try {
  chromePath();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
const loadStart = os.loadavg();
const info = runInfo();
const persistTo = persistFor(scale);
console.log(`• preparing the site at scale ${scale} (${persistTo})`);
const prepared = await prepareSite({ scale, persistTo });
const { routes: picked, unknown } = pickRoutes(prepared.routes, prepared.families, { all, only });
if (unknown.length) {
  console.error(`unknown route ${unknown.join(', ')}; known: ${prepared.routes.filter((r) => !r.ceiling).map((r) => r.name).join(', ')}`);
  process.exit(1);
}
// What a visitor's browser gets: the reply post is the throughput bench's alone (npm run bench).
const routes = picked.filter((r) => !r.ceiling && !r.reply);
const set = only.length ? 'part' : all ? 'all' : 'families';
console.log(`• ${set === 'part' ? 'the pages asked for' : set === 'all' ? 'every page kind (--all)' : 'one page per family (--all: every page kind)'}: ${routes.length} pages, ${runs} runs each (${elapsed()})`);
console.log('• bundling the worker');
const script = await bundleWorker(LOCAL_ENTRY, 'bench-worker');
const origin = `http://127.0.0.1:${port}`;
// The site as deployed: production mode, canonical links to its own origin.
const { mf } = await startWorker({ script, port, persistTo, vars: { SITE_URL: origin, ENVIRONMENT: 'production' } });
const cookie = routes.some((r) => r.member) ? await memberCookie(mf) : null;
let browser = await launchBrowser();
// A run takes 6-15 s here; a stuck browser must not hold the command forever.
const clearLimit = timeLimit((routes.length * runs * 90 + 300) * 1000, async () => {
  await browser.close();
  await mf.dispose();
});

/**
 * One run, tried up to three times: Lighthouse sometimes fails to record a
 * trace (NO_NAVSTART and the like) on a busy machine, and then gets a fresh
 * browser. A run that still fails is reported, and the figures are the median
 * of the runs that worked.
 */
async function measureOnce(url, options, attempts = 3) {
  let last = null;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const r = await lighthouseOnce(url, { ...options, port: browser.port });
      if (!r.runtimeError) return r;
      last = new Error(r.runtimeError);
    } catch (error) {
      last = error;
    }
    await browser.close();
    browser = await launchBrowser();
  }
  throw last;
}

const pages = [];
let meta = null;
try {
  for (const route of routes) {
    const base = { name: route.name, kind: route.kind, path: route.path ?? null };
    const expected = route.status ?? 200;
    const headers = route.member ? { Cookie: cookie } : undefined;
    // Also the warm-up: a cacheable page is in the page cache before the first run.
    const answer = route.path ? await probe(origin + route.path, headers ?? {}) : null;
    if (!answer || answer.status !== expected) {
      const why = answer ? `not available yet: answered ${answer.status}, expected ${expected}` : `not available yet (no published ${route.nodeType} node in the demo content)`;
      console.log(`  ${route.name.padEnd(10)} ${why}`);
      pages.push({ ...base, why, runs: [] });
      continue;
    }
    const results = [];
    const failures = [];
    for (let i = 1; i <= runs; i++) {
      try {
        const r = await measureOnce(origin + route.path, { ignoreStatusCode: expected !== 200, extraHeaders: headers, metricsOnly: i > 1 });
        meta ??= r;
        results.push(r);
        console.log(
          `  ${route.name.padEnd(10)} run ${i}: ${Object.values(r.scores).map((s) => s ?? '-').join('/')}  FCP ${Math.round(r.fcpMs)} ms  LCP ${Math.round(r.lcpMs)} ms  TBT ${Math.round(r.tbtMs)} ms  CLS ${r.cls.toFixed(3)}  ${r.bytes.total} B  (benchmark index ${Math.round(r.benchmarkIndex ?? 0)}, ${elapsed()})`,
        );
      } catch (error) {
        failures.push(error.message);
        console.log(`  ${route.name.padEnd(10)} run ${i}: failed (${error.message})`);
      }
    }
    if (results.length === 0) pages.push({ ...base, why: `Lighthouse failed on every run: ${failures[0]}`, runs: [], failures });
    else pages.push({ ...base, runs: results, failures, median: medianRun(results), failing: failingAudits(results) });
  }
} finally {
  await browser.close();
  await mf.dispose();
  clearLimit();
}

const result = {
  kind: 'lighthouse',
  info,
  loadavg: { start: loadStart, end: os.loadavg() },
  options: {
    set,
    runs,
    scale,
    lighthouseVersion: meta?.lighthouseVersion ?? null,
    browser: meta?.browser ?? null,
    formFactor: meta?.formFactor ?? null,
    throttling: meta?.throttling ?? null,
  },
  wallSeconds: Math.round((Date.now() - started) / 1000),
  pages,
};
if (set === 'part' && !record) {
  printSection(`npm run lighthouse -- --routes ${only.join(',')}`, lighthouseSection(result));
} else {
  // The pages this run did not measure keep their rows from earlier runs.
  const merged = mergePages(await readResults('lighthouse'), result, pageKinds(prepared.routes));
  const file = await writeResults('lighthouse', merged);
  const section = lighthouseSection(merged);
  await updateDoc('lighthouse', section);
  printSection('npm run lighthouse', section);
  console.log(`• wrote ${file} and docs/performance.md (lighthouse section)`);
}
console.log(`• the run took ${elapsed()}`);
