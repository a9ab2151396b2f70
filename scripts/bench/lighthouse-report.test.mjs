import { describe, expect, it } from 'vitest';
import { lighthouseFlags } from './lighthouse-run.mjs';
import { lighthouseRunLine, lighthouseSection, mergePages, withUnmeasured } from './lighthouse-report.mjs';

const info = (date, commit) => ({ date, commit, uncommittedChanges: 0, machine: { cores: 2, cpu: 'cpu', memoryGb: 8, platform: 'Linux', node: 'v20' } });
const page = (name, lcpMs) => ({
  name,
  kind: name,
  path: `/${name}`,
  runs: [{}],
  failures: [],
  failing: [],
  median: { scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 }, lcpMs, tbtMs: 0, cls: 0, fcpMs: lcpMs, renderBlockingLcpMs: 0, benchmarkIndex: 900, bytes: { html: 1, css: 1, js: 1, images: 0, fonts: 0, other: 0, total: 3 } },
});
const run = (date, commit, pages, options = {}) => ({ kind: 'lighthouse', info: info(date, commit), options: { set: 'families', runs: 3, scale: 1, throttling: {}, ...options }, pages });

describe('a default run merged into the stored results', () => {
  const earlier = run('2026-11-20T10:00:00Z', 'aaa', [page('home', 1100), page('quiz', 1000), page('login', 1300)], { set: 'all' });
  const latest = run('2026-11-29T10:00:00Z', 'bbb', [page('login', 900), page('home', 950)]);

  it('replaces the rows it measured, keeps the others with their date, in the route table order', () => {
    const merged = mergePages(earlier, latest, ['home', 'quiz', 'login']);
    expect(merged.pages.map((p) => [p.name, p.median.lcpMs, p.measured.commit])).toEqual([
      ['home', 950, 'bbb'],
      ['quiz', 1000, 'aaa'],
      ['login', 900, 'bbb'],
    ]);
    expect(merged.info.commit).toBe('bbb');
  });

  it('says in the table which rows an earlier run measured', () => {
    const text = lighthouseSection(mergePages(earlier, latest, ['home', 'quiz', 'login']));
    expect(text).toContain('Rows measured by an earlier run say when');
    expect(text).toMatch(/\| quiz \| 100 .*\| 2026-11-20, `aaa` \|/);
    expect(text).toContain('the default set, one page per family (2 pages;');
  });

  it('starts afresh from results of another scale or number of runs', () => {
    expect(mergePages({ ...earlier, options: { ...earlier.options, scale: 10 } }, latest).pages.map((p) => p.name)).toEqual(['login', 'home']);
    expect(mergePages(null, latest).pages).toHaveLength(2);
    expect(lighthouseSection(mergePages(null, latest))).not.toContain('earlier run');
  });
});

describe('the latest run in a line', () => {
  it('names the set, the load and the wall time', () => {
    const r = { ...run('2026-11-29T10:00:00Z', 'bbb', [page('home', 900)], { set: 'all' }), loadavg: { start: [1, 2, 3], end: [2, 2, 2] }, wallSeconds: 1260 };
    expect(lighthouseRunLine(mergePages(null, r))).toMatch(/load average 1.00 2.00 3.00 at start, 2.00 2.00 2.00 at end: every page kind \(`npm run lighthouse -- --all`, 1 pages\); the run took 1,260 s \(21.0 min\)\.$/);
  });
});

describe('Lighthouse settings', () => {
  it('are mobile with simulated throttling, the four categories, and a member page gets its cookie', () => {
    const flags = lighthouseFlags({ port: 9222, extraHeaders: { Cookie: 'a=b' } });
    expect(flags).toMatchObject({ port: 9222, formFactor: 'mobile', throttlingMethod: 'simulate', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'], extraHeaders: { Cookie: 'a=b' } });
    expect(flags).not.toHaveProperty('ignoreStatusCode');
    expect(lighthouseFlags({ port: 1, ignoreStatusCode: true }).ignoreStatusCode).toBe(true);
    const metrics = lighthouseFlags({ port: 1, metricsOnly: true });
    expect(metrics.onlyCategories).toEqual(['performance']);
    expect(metrics.onlyAudits).toEqual(expect.arrayContaining(['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'first-contentful-paint', 'speed-index', 'network-requests']));
  });
});

describe('every page kind in the table', () => {
  const latest = run('2026-11-29T10:00:00Z', 'bbb', [page('home', 950), { ...page('search', 1300), failing: [{ category: 'seo', id: 'is-crawlable', title: 'Page is blocked from indexing', value: null, runs: 1 }] }]);
  const routes = [{ name: 'home', kind: 'home' }, { name: 'search', kind: 'site search' }, { name: 'forum', kind: 'forum overview', path: '/forum' }];

  it('gives a kind no run has measured a row that says so, and does not keep it as measured', () => {
    const merged = mergePages(null, latest, routes);
    expect(merged.pages.map((p) => [p.name, Boolean(p.median)])).toEqual([['home', true], ['search', true], ['forum', false]]);
    const text = lighthouseSection(merged);
    expect(text).toMatch(/\| forum \| forum overview \| not measured yet/);
    expect(text).toContain('- **not measured**: forum.');
    const again = mergePages(merged, run('2026-11-30T10:00:00Z', 'ccc', [page('forum', 800)]), routes);
    expect(again.pages.map((p) => [p.name, p.measured?.commit])).toEqual([['home', 'bbb'], ['search', 'bbb'], ['forum', 'ccc']]);
  });

  it('holds the indexable kinds and the noindex ones apart against each target', () => {
    const text = lighthouseSection(withUnmeasured(latest, routes));
    expect(text).toContain('- **LCP ≤ 1.2 s**: met by indexable kinds: 1 of 1; noindex kinds: 0 of 1, missed by search (1.30 s).');
    expect(text).toMatch(/\| search \| search \(noindex\) \|/);
    expect(text).toContain('- seo · `is-crawlable` Page is blocked from indexing');
  });
});
