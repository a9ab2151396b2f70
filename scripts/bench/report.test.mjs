import { describe, expect, it } from 'vitest';
import { TARGETS, controlLine, targetLines, targetResult } from './bench-report.mjs';
import { throughputSvg } from './chart.mjs';
import { failingAudits, medianRun } from './lighthouse-report.mjs';
import { summarise } from './lighthouse-run.mjs';
import { fastestCorrect } from './render.mjs';
import { median, replaceSection, table, verdict } from './report.mjs';

describe('replaceSection', () => {
  it('replaces only the text between its own markers', () => {
    const doc = '# P\n\nintro\n\n<!-- bench:start x -->\nold bench\n<!-- bench:end x -->\n\n<!-- lighthouse:start -->\nlh\n<!-- lighthouse:end -->\n\nafter\n';
    const out = replaceSection(doc, 'bench', 'new bench');
    expect(out).toContain('new bench');
    expect(out).not.toContain('old bench');
    expect(out).toContain('<!-- lighthouse:start -->\nlh\n<!-- lighthouse:end -->');
    expect(out.startsWith('# P\n\nintro\n\n')).toBe(true);
    expect(out.endsWith('\n\nafter\n')).toBe(true);
  });

  it('appends the section with markers when the document has none', () => {
    const out = replaceSection('# P\n', 'lighthouse', 'figures');
    expect(out).toMatch(/^# P\n\n<!-- lighthouse:start[^>]*-->\nfigures\n<!-- lighthouse:end[^>]*-->\n$/);
    expect(replaceSection(out, 'lighthouse', 'again')).toBe(out.replace('figures', 'again'));
  });
});

describe('figures', () => {
  it('takes the median of the finite values, or null when there are none', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 5, NaN])).toBe(5);
    expect(median([])).toBeNull();
  });

  it('says by how much a target is missed, in either direction', () => {
    expect(verdict(0.85, 0.8, { atLeast: true })).toBe('met');
    expect(verdict(0.21, 0.4, { atLeast: true })).toBe('missed by 0.19');
    expect(verdict(1350, 1200, { atLeast: false, unit: ' ms', decimals: 0 })).toBe('missed by 150 ms');
    expect(verdict(null, 1, { atLeast: true })).toBe('not measured');
    expect(verdict(0.8996, 0.9, { atLeast: true })).toBe('missed by less than 0.01');
    expect(verdict(1200.4, 1200, { atLeast: false, unit: ' ms', decimals: 0 })).toBe('missed by less than 1 ms');
  });

  it('writes Markdown tables with right-aligned columns and escaped pipes', () => {
    expect(table(['a', 'b'], [['x|y', 1]], ['l', 'r'])).toBe('| a | b |\n|---|---:|\n| x\\|y | 1 |');
  });
});

describe('control of the hits', () => {
  const route = (name, sizedRatio, controlRatio) => ({ name, measured: true, sizedRatio, controlRatio });
  it('gives the range, mean, spread and misses of the same-size answer against itself beside those of the hits', () => {
    const states = [{ name: 'hit', routes: [route('a', 0.95, 1.1), route('b', 0.85, 0.9), route('c', 1.0, 0.8), { name: 'd', measured: false }] }];
    const line = controlLine(states);
    expect(line).toContain('0.80-1.10 over 3 routes, mean 0.93, spread (sd) 0.15, 1 under 0.90');
    expect(line).toContain('over the same routes: mean 0.93, spread 0.08, 1 under 0.90');
  });
  it('says nothing for a run without hits or without a control (an older result file)', () => {
    expect(controlLine([{ name: 'kv-warm', routes: [route('a', undefined, undefined)] }])).toBe('');
    expect(controlLine([{ name: 'hit', routes: [{ name: 'a', measured: true, sizedRatio: 0.9 }] }])).toBe('');
  });
  it("marks a hit's miss within the control's spread as such, and nothing else", () => {
    const [hit, kvWarm] = TARGETS;
    expect(targetResult(hit, route('a', 0.85, 1), 0.1)).toBe("missed by 0.05, within this run's noise (control sd 0.10)");
    expect(targetResult(hit, route('a', 0.75, 1), 0.1)).toBe('missed by 0.15');
    expect(targetResult(hit, route('a', 0.95, 1), 0.1)).toBe('met');
    expect(targetResult(hit, route('a', 0.85, 1), null)).toBe('missed by 0.05');
    expect(targetResult(kvWarm, { name: 'a', measured: true, ratio: 0.38 }, 0.1)).toBe('missed by 0.02');
    expect(targetResult(hit, { name: 'a', measured: false, why: 'bypass' }, 0.1)).toBe('not measured: bypass');
  });
});

describe('the targets in a line each', () => {
  it('counts the routes that meet a target and names each miss and what was left out', () => {
    const states = [
      { name: 'hit', routes: [{ name: 'a', measured: true, sizedRatio: 0.95, controlRatio: 1 }, { name: 'b', measured: true, sizedRatio: 0.7, controlRatio: 1 }, { name: 'c', measured: false, why: 'bypass' }] },
      { name: 'kv-warm', routes: [{ name: 'a', measured: true, ratio: 0.5 }, { name: 'b', measured: true, ratio: 0.45 }] },
    ];
    const [hit, kvWarm] = targetLines(states).split('\n');
    expect(hit).toBe('- **whole-page cache hit ≥ 0.90 × same-size ceiling**: met by 1 of 2 routes measured; missed by b (0.70: missed by 0.20); left out: c (not measured: bypass).');
    expect(kvWarm).toBe('- **KV-warm render ≥ 0.40 × ceiling**: met by 2 of 2 routes measured.');
  });
});

describe('throughput chart', () => {
  it('draws one bar per measured state, scaled to the fastest, and says what was not measured', () => {
    const svg = throughputSvg({
      title: 'T',
      subtitle: 'S <&>',
      states: [{ name: 'a', label: 'A' }, { name: 'b', label: 'B' }],
      rows: [
        { route: 'ceiling', values: [{ rps: 2000, ratio: 1 }, { rps: 1000, ratio: 1 }] },
        { route: 'home', values: [null, { rps: 500, ratio: 0.5 }] },
      ],
    });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('S &lt;&amp;&gt;');
    expect(svg.match(/<rect x="150"/g)).toHaveLength(3);
    expect(svg).toContain('width="500"');
    expect(svg).toContain('width="125"');
    expect(svg).toContain('not measured');
    expect(svg).toContain('500 req/s (0.50× ceiling)');
  });
});

describe('render strategy choice', () => {
  const page = (times, same = {}) => ({ strategies: Object.fromEntries(Object.entries(times).map(([n, ms]) => [n, { renderMs: ms, sameHtml: same[n] ?? true }])) });

  it('picks the fastest strategy whose HTML equals production on every page', () => {
    const pages = [page({ stream: 0.4, string: 0.15, 'head-first': 0.1 }, { 'head-first': false }), page({ stream: 0.5, string: 0.2, 'head-first': 0.1 })];
    const choice = fastestCorrect(pages, 'string');
    expect(choice.name).toBe('string');
    expect(choice.totalMs).toBeCloseTo(0.35);
    expect(choice.streamTotalMs).toBeCloseTo(0.9);
  });
});

describe('Lighthouse figures', () => {
  const report = (perf, lcp, failing = []) => ({
    categories: {
      performance: { score: perf, auditRefs: [{ id: 'lcp-audit', weight: 25 }] },
      accessibility: { score: 1, auditRefs: [] },
      'best-practices': { score: 1, auditRefs: [] },
      seo: { score: failing.length ? 0.4 : 1, auditRefs: failing.map((id) => ({ id, weight: 1 })) },
    },
    audits: {
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: 0 },
      'cumulative-layout-shift': { numericValue: 0.001 },
      'first-contentful-paint': { numericValue: lcp },
      'lcp-audit': { score: 1, title: 'LCP' },
      ...Object.fromEntries(failing.map((id) => [id, { score: 0, title: id, scoreDisplayMode: 'binary' }])),
      'network-requests': {
        details: {
          items: [
            { resourceType: 'Document', transferSize: 3000 },
            { resourceType: 'Stylesheet', transferSize: 2600 },
            { resourceType: 'Script', transferSize: 1000 },
            { resourceType: 'Other', transferSize: 500 },
            { resourceType: 'Image', url: 'data:image/png;base64,xx', transferSize: 99 },
          ],
        },
      },
    },
  });

  it('sums transferred bytes per type, leaving out inline data URLs', () => {
    const s = summarise(report(1, 900));
    expect(s.scores).toEqual({ performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 });
    expect(s.bytes).toEqual({ html: 3000, css: 2600, js: 1000, images: 0, fonts: 0, other: 500, total: 7100 });
  });

  it('takes each figure as the median of the runs and counts failing audits per run', () => {
    const runs = [summarise(report(0.98, 1300, ['http-status-code'])), summarise(report(1, 900)), summarise(report(1, 1000, ['http-status-code']))];
    const m = medianRun(runs);
    expect(m.scores.performance).toBe(100);
    expect(m.lcpMs).toBe(1000);
    expect(m.bytes.total).toBe(7100);
    expect(failingAudits(runs)).toEqual([{ category: 'seo', id: 'http-status-code', title: 'http-status-code', value: null, runs: 2, of: 3 }]);
  });

  it('takes the scores a metrics-only run leaves out from the runs that have them, and counts their audits over those runs', () => {
    const full = summarise(report(0.98, 1300, ['http-status-code']));
    const metricsOnly = (perf, lcp) => {
      const r = report(perf, lcp);
      for (const c of ['accessibility', 'best-practices', 'seo']) delete r.categories[c];
      return summarise(r);
    };
    const runs = [full, metricsOnly(1, 900), metricsOnly(0.9, 1000)];
    expect(runs[1].categories).toEqual(['performance']);
    const m = medianRun(runs);
    expect(m.scores.performance).toBe(98);
    expect(m.scores.seo).toBe(full.scores.seo);
    expect(failingAudits(runs)).toEqual([{ category: 'seo', id: 'http-status-code', title: 'http-status-code', value: null, runs: 1, of: 1 }]);
  });
});
