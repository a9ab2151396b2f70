#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile, Debian's chromium) on every page
// kind of tests/bench/routes.ts, median of 3 runs: the four category scores,
// LCP, TBT, CLS and compressed bytes per type. Writes
// tests/bench/results/lighthouse.json and the lighthouse section of
// docs/performance.md.
//
//   npm run lighthouse -- [--runs 3] [--scale 1] [--routes quiz,memory-test-result]
//   --routes measures only the named routes and prints them, without
//   touching the results file or docs/performance.md.
//   BENCH_PORT (default 8790) is the loopback port the site listens on;
//   CHROME_PATH (default /usr/bin/chromium) the browser.
import { option } from './lib.mjs';
import { chromePath, lighthouseOnce } from './bench/lighthouse-run.mjs';
import { failingAudits, lighthouseSection, medianRun } from './bench/lighthouse-report.mjs';
import { printSection, runInfo, updateDoc, writeResults } from './bench/report.mjs';
import { bundleWorker, LOCAL_ENTRY, prepareSite, probe, startWorker, timeLimit } from './bench/site.mjs';

const runs = Number(option('runs', '3'));
const scale = Number(option('scale', '1'));
const port = Number(process.env.BENCH_PORT || 8790);
const only = option('routes', '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);

try {
  chromePath();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const info = runInfo();
console.log(`• preparing the site at scale ${scale}`);
const { routes: every } = await prepareSite({ scale });
// What a visitor's browser gets: a member's pages and the reply post are the throughput bench's (npm run bench).
const all = every.filter((r) => !r.member && !r.reply);
const unknown = only.filter((name) => !all.some((r) => r.name === name));
if (unknown.length) {
  console.error(`unknown route ${unknown.join(', ')}; known: ${all.filter((r) => !r.ceiling).map((r) => r.name).join(', ')}`);
  process.exit(1);
}
const routes = only.length ? all.filter((r) => only.includes(r.name)) : all;
console.log('• bundling the production worker');
const script = await bundleWorker(LOCAL_ENTRY, 'bench-worker');
const origin = `http://127.0.0.1:${port}`;
// The site as deployed: production mode, canonical links to its own origin.
const { mf } = await startWorker({ script, port, vars: { SITE_URL: origin, ENVIRONMENT: 'production' } });
// Each run takes well under a minute; a stuck browser must not hold the run forever.
const clearLimit = timeLimit((routes.length * runs * 120 + 300) * 1000, () => mf.dispose());

/**
 * One run, tried up to three times: Lighthouse sometimes fails to record a
 * trace (NO_NAVSTART and the like) on a busy machine. A run that still fails
 * is reported, and the figures are the median of the runs that worked.
 */
async function measureOnce(url, options, attempts = 3) {
  let last = null;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const r = await lighthouseOnce(url, options);
      if (!r.runtimeError) return r;
      last = new Error(r.runtimeError);
    } catch (error) {
      last = error;
    }
  }
  throw last;
}

const pages = [];
let meta = null;
try {
  for (const route of routes.filter((r) => !r.ceiling)) {
    const base = { name: route.name, kind: route.kind, path: route.path ?? null };
    const expected = route.status ?? 200;
    const answer = route.path ? await probe(origin + route.path) : null;
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
        const r = await measureOnce(origin + route.path, { ignoreStatusCode: expected !== 200 });
        meta ??= r;
        results.push(r);
        console.log(`  ${route.name.padEnd(10)} run ${i}: ${Object.values(r.scores).join('/')}  LCP ${Math.round(r.lcpMs)} ms  TBT ${Math.round(r.tbtMs)} ms  CLS ${r.cls.toFixed(3)}  ${r.bytes.total} B`);
      } catch (error) {
        failures.push(error.message);
        console.log(`  ${route.name.padEnd(10)} run ${i}: failed (${error.message})`);
      }
    }
    if (results.length === 0) pages.push({ ...base, why: `Lighthouse failed on every run: ${failures[0]}`, runs: [], failures });
    else pages.push({ ...base, runs: results, failures, median: medianRun(results), failing: failingAudits(results) });
  }
} finally {
  await mf.dispose();
  clearLimit();
}

const result = {
  kind: 'lighthouse',
  info,
  options: {
    runs,
    scale,
    lighthouseVersion: meta?.lighthouseVersion ?? null,
    browser: meta?.browser ?? null,
    formFactor: meta?.formFactor ?? null,
    throttling: meta?.throttling ?? null,
  },
  pages,
};
const section = lighthouseSection(result);
if (only.length) {
  printSection(`npm run lighthouse -- --routes ${only.join(',')}`, section);
} else {
  const file = await writeResults('lighthouse', result);
  await updateDoc('lighthouse', section);
  printSection('npm run lighthouse', section);
  console.log(`• wrote ${file} and docs/performance.md (lighthouse section)`);
}
