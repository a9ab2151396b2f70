#!/usr/bin/env node
// `npm test`: every suite, then one line with the real totals:
//   N passed, N failed, N skipped
// Suites: typecheck, unit (vitest, Node), worker (vitest in workerd),
// end-to-end (Playwright in Debian's chromium).
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { buildAssets } from './build.mjs';
import { bin, root, run } from './lib.mjs';
import { ensureChromium } from './chromium.mjs';

// The browser first: without one, stop at once with one line instead of
// reporting every browser test as failed after the other suites.
const chromium = ensureChromium();
if (chromium.error) {
  console.error(chromium.error);
  process.exit(1);
}
process.env.CHROME_PATH = chromium.path;

const out = path.join(root, 'test-results');
await mkdir(out, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

function record(name, passed, failed, skipped, note = '') {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  summary.push(`${name.padEnd(12)} ${passed} passed, ${failed} failed, ${skipped} skipped${note ? ' ' + note : ''}`);
}

async function vitest(name, config, args = []) {
  const file = path.join(out, `${name}.json`);
  await rm(file, { force: true });
  const code = await run(bin('vitest'), ['run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...args]);
  const report = await readJson(file);
  if (!report) return record(name, 0, 1, 0, `(no report, exit ${code})`);
  const failedSuites = report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
  record(name, report.numPassedTests, report.numFailedTests + failedSuites, report.numPendingTests + report.numTodoTests);
  if (code !== 0 && report.numFailedTests + failedSuites === 0) record(`${name}-exit`, 0, 1, 0, `(exit ${code})`);
}

console.log('\n▶ build');
await buildAssets({ quiet: true });

console.log('\n▶ typecheck');
const tsc = await run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
record('typecheck', tsc === 0 ? 1 : 0, tsc === 0 ? 0 : 1, 0);
const types = await run('node', ['scripts/types.mjs', '--check']);
record('bindings', types === 0 ? 1 : 0, types === 0 ? 0 : 1, 0, types === 0 ? '' : '(run npm run types)');

console.log('\n▶ unit tests (Node)');
await vitest('unit', 'vitest.unit.config.ts');

console.log('\n▶ worker tests (workerd)');
// Three test files at a time, each in its own runtime and storage. Most of a file's time is
// starting its runtime and seeding it, partly waiting on the pool: on 2 cores, eight files took
// 35 s three at a time against 39 s two at a time (2026-11-28).
// The content-free files (tests/worker/content-free.json: unit tests of one module, no storage)
// share one runtime instead: 25 files took 13-16 s so, against 68 s each in its own (2026-11-28).
const contentFree = JSON.parse(await readFile(path.join(root, 'tests/worker/content-free.json'), 'utf8'));
await vitest('worker', 'vitest.workers.config.ts', ['--maxWorkers=3', ...contentFree.flatMap((file) => ['--exclude', file])]);
await vitest('worker-unit', 'vitest.workers.config.ts', ['--no-isolate', ...contentFree.map((file) => path.join(root, file))]);

console.log('\n▶ end-to-end tests (chromium)');
const e2eFile = path.join(out, 'e2e.json');
await rm(e2eFile, { force: true });
const e2eCode = await run(bin('playwright'), ['test', '--reporter=list,json'], {
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile },
});
const e2e = await readJson(e2eFile);
if (!e2e) record('e2e', 0, 1, 0, `(no report, exit ${e2eCode})`);
else {
  const s = e2e.stats;
  record('e2e', s.expected + s.flaky, s.unexpected + (e2e.errors?.length ?? 0), s.skipped, s.flaky ? `(${s.flaky} passed only on retry)` : '');
}

console.log('\n' + summary.join('\n'));
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed === 0 ? 0 : 1);
