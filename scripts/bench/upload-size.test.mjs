import { describe, expect, it } from 'vitest';
import { bundleTable, setLine, targetResult, TARGETS } from './bench-report.mjs';
import { uploadSize } from './upload-size.mjs';

describe('the upload size wrangler reports', () => {
  it('reads the Total Upload line, coloured or not', () => {
    const out = 'Your Worker has access to the following bindings:\n\u001b[32mTotal Upload: 1476.02 KiB / gzip: 315.25 KiB\u001b[39m\n--dry-run: exiting now.';
    expect(uploadSize(out)).toEqual({ kib: 1476.02, gzipKib: 315.25 });
    expect(uploadSize('Total Upload: 12.5 KiB / gzip: 3 KiB')).toEqual({ kib: 12.5, gzipKib: 3 });
  });
  it('says null when wrangler printed no such line', () => {
    expect(uploadSize('✘ [ERROR] Build failed')).toBeNull();
  });
});

describe('the production bundle in the report', () => {
  it('puts the production entry beside the local one and says what the stand-in adds', () => {
    const text = bundleTable({ production: { entry: 'worker/index.ts', kib: 1476.02, gzipKib: 315.25 }, local: { entry: 'worker/local.ts', kib: 1614.02, gzipKib: 348.45 } });
    expect(text).toContain('| `worker/index.ts` (production: `wrangler deploy`) | the site; no stand-in backend | 1,476.0 | 315.3 |');
    expect(text).toContain('adds 138.0 KiB (33.2 KiB gzip)');
    expect(text).toContain('at 10% of it');
  });
  it('says so when a run (an older result file) has no sizes', () => {
    expect(bundleTable(undefined)).toBe('_Not measured in this run._');
  });
});

describe('what a run measured', () => {
  const result = (set, n, wallSeconds) => ({ options: { set }, states: [{ routes: Array.from({ length: n }, () => ({})) }], wallSeconds });
  it('names the default set, the full run and the wall time', () => {
    expect(setLine(result('families', 13, 452))).toBe(
      "Measured: the default set: one route per page family (13 routes, the production render strategy; `npm run bench -- --all` measures every route and strategy and the origin's calls). The run took 452 s (7.5 min) from start to report.",
    );
    expect(setLine(result('all', 45))).toBe('Measured: every route (`npm run bench -- --all`: 45 routes, every render strategy).');
  });
});

describe('a logged-in page against the targets', () => {
  it('is not held to the cache-hit target (it is never a hit), but to the render one', () => {
    const hit = TARGETS.find((t) => t.state === 'hit');
    const warm = TARGETS.find((t) => t.state === 'kv-warm');
    const member = { name: 'my-account', member: true, measured: true, ratio: 0.5 };
    expect(targetResult(hit, member, 0.05)).toBe('not applicable: a personal page is never served from the page cache');
    expect(targetResult(warm, member, 0.05)).toBe('met');
  });
});
