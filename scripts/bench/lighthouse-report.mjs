// Medians of the Lighthouse runs and the `npm run lighthouse` section of
// docs/performance.md.
import { CATEGORIES } from './lighthouse-run.mjs';
import { median, num, runLine, table, verdict } from './report.mjs';

export const LIGHTHOUSE_TARGETS = [
  ...CATEGORIES.map((c) => ({ id: c, text: `${c} score = 100`, value: (m) => m.scores[c], target: 100, atLeast: true, decimals: 0 })),
  { id: 'lcp', text: 'LCP ≤ 1.2 s', value: (m) => m.lcpMs, target: 1200, atLeast: false, unit: ' ms', decimals: 0 },
  { id: 'tbt', text: 'TBT ≤ 50 ms', value: (m) => m.tbtMs, target: 50, atLeast: false, unit: ' ms', decimals: 0 },
  { id: 'cls', text: 'CLS ≤ 0.02', value: (m) => m.cls, target: 0.02, atLeast: false, decimals: 3 },
];

/** Each figure is the median of that figure over the runs. */
export function medianRun(runs) {
  const pick = (f) => median(runs.map(f));
  const byteKeys = Object.keys(runs[0]?.bytes ?? {});
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, pick((r) => r.scores[c])])),
    lcpMs: pick((r) => r.lcpMs),
    tbtMs: pick((r) => r.tbtMs),
    cls: pick((r) => r.cls),
    fcpMs: pick((r) => r.fcpMs),
    renderBlockingLcpMs: pick((r) => r.renderBlockingLcpMs),
    benchmarkIndex: pick((r) => r.benchmarkIndex),
    bytes: Object.fromEntries(byteKeys.map((k) => [k, pick((r) => r.bytes[k])])),
  };
}

/** Audits that cost points, with how many runs they failed in. */
export function failingAudits(runs) {
  const seen = new Map();
  for (const run of runs) {
    for (const f of run.failing) {
      const key = `${f.category}/${f.id}`;
      const entry = seen.get(key) ?? { ...f, runs: 0 };
      entry.runs++;
      seen.set(key, entry);
    }
  }
  return [...seen.values()];
}

const kb = (bytes) => num(bytes / 1000, 1);

/** When a row was measured, for a table that holds rows of several runs. */
const when = (p) => (p.measured ? `${p.measured.date.slice(0, 10)}, \`${p.measured.commit}\`` : '');

/** Whether the rows come from more than one run. */
const mixed = (pages) => new Set(pages.map((p) => (p.measured ? `${p.measured.date} ${p.measured.commit}` : ''))).size > 1;

/**
 * The pages of a run merged into the stored results: the pages it measured
 * replace theirs, the others stay with the run that measured them (`measured`:
 * date and commit), in the order of the route table. Results of another scale
 * or number of runs are not merged.
 */
export function mergePages(previous, current, order = []) {
  const stamp = (info) => ({ date: info.date, commit: info.commit });
  const fresh = current.pages.map((p) => ({ ...p, measured: stamp(current.info) }));
  const comparable = previous && previous.options?.scale === current.options.scale && previous.options?.runs === current.options.runs;
  const kept = comparable ? previous.pages.filter((p) => !fresh.some((f) => f.name === p.name)).map((p) => ({ ...p, measured: p.measured ?? stamp(previous.info) })) : [];
  const rank = (name) => (order.includes(name) ? order.indexOf(name) : order.length);
  const pages = [...fresh, ...kept].sort((a, b) => rank(a.name) - rank(b.name));
  return { ...current, pages };
}

function scoresTable(pages) {
  const dated = mixed(pages);
  const rows = pages.map((p) =>
    p.median
      ? [
          p.failures?.length ? `${p.name} (${p.runs.length} of ${p.runs.length + p.failures.length} runs)` : p.name,
          ...CATEGORIES.map((c) => num(p.median.scores[c])),
          num(p.median.lcpMs / 1000, 2),
          num(p.median.tbtMs),
          num(p.median.cls, 3),
          num(p.median.fcpMs / 1000, 2),
          num(p.median.renderBlockingLcpMs),
          num(p.median.benchmarkIndex),
          ...(dated ? [when(p)] : []),
        ]
      : [p.name, p.why, '', '', '', '', '', '', '', '', '', ...(dated ? [when(p)] : [])],
  );
  const headers = ['page', 'perf.', 'a11y', 'best pr.', 'SEO', 'LCP s', 'TBT ms', 'CLS', 'FCP s', 'LCP saving if nothing blocked rendering, ms', 'benchmark index', ...(dated ? ['measured'] : [])];
  return table(headers, rows, ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', ...(dated ? ['l'] : [])]);
}

function bytesTable(pages) {
  const rows = pages
    .filter((p) => p.median)
    .map((p) => {
      const b = p.median.bytes;
      return [p.name, kb(b.html), kb(b.css), kb(b.js), kb(b.images), kb(b.fonts), kb(b.other), kb(b.total)];
    });
  return table(['page', 'HTML', 'CSS', 'JS', 'images', 'fonts', 'other', 'total'], rows, ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r']);
}

function targetsTable(pages) {
  const rows = [];
  for (const p of pages) {
    if (!p.median) {
      rows.push([p.name, 'all', '—', `not measured: ${p.why}`]);
      continue;
    }
    for (const t of LIGHTHOUSE_TARGETS) {
      const value = t.value(p.median);
      rows.push([p.name, t.text, num(value, t.decimals), verdict(value, t.target, t)]);
    }
  }
  return table(['page', 'target', 'median', 'result'], rows);
}

function failingList(pages) {
  const lines = [];
  for (const p of pages.filter((x) => x.failing?.length)) {
    lines.push(`- **${p.name}**: ${p.failing.map((f) => `${f.category} · \`${f.id}\` ${f.title}${f.value ? ` (${f.value})` : ''} — ${f.runs}/${p.runs.length} runs`).join('; ')}`);
  }
  return lines.length ? lines.join('\n') : '- none: every scored audit passed in every run.';
}

/** What the latest run measured, and how long it took. */
export function lighthouseRunLine(result) {
  const o = result.options;
  const measured = result.pages.filter((p) => !p.measured || (p.measured.date === result.info.date && p.measured.commit === result.info.commit)).length;
  const set =
    o.set === 'all'
      ? `every page kind (\`npm run lighthouse -- --all\`, ${measured} pages)`
      : o.set === 'families'
        ? `the default set, one page per family (${measured} pages; \`npm run lighthouse -- --all\` measures every page kind)`
        : `${measured} pages`;
  const load = result.loadavg ? `; load average ${result.loadavg.start.map((x) => x.toFixed(2)).join(' ')} at start, ${result.loadavg.end.map((x) => x.toFixed(2)).join(' ')} at end` : '';
  const wall = result.wallSeconds ? `; the run took ${num(result.wallSeconds)} s (${num(result.wallSeconds / 60, 1)} min)` : '';
  return `Latest run ${runLine(result.info)}${load}: ${set}${wall}.`;
}

export function lighthouseSection(result) {
  const o = result.options;
  const dated = mixed(result.pages);
  return `## Lighthouse (\`npm run lighthouse\`)

${lighthouseRunLine(result)}${dated ? '\nRows measured by an earlier run say when (the last column): a run replaces only the rows of the pages it measured.' : ''}
Lighthouse ${o.lighthouseVersion} in chromium (${o.browser}), form factor ${o.formFactor}, simulated throttling (RTT ${o.throttling?.rttMs} ms, ${num((o.throttling?.throughputKbps ?? 0) / 1000, 1)} Mbit/s down, CPU slowdown ${o.throttling?.cpuSlowdownMultiplier}×), ${o.runs} runs per page, each figure the median of its runs.
The site: the production bundle in workerd with the bindings of wrangler.toml and the demo content at scale ${o.scale}, on http://127.0.0.1 (Miniflare compresses text responses as the edge would).
Bytes are transferred bytes (compressed, with headers) in kB (1 kB = 1000 bytes).
The benchmark index is Lighthouse's measure of this machine's speed just before each run (median of the runs; higher is faster). The simulation multiplies the CPU time it observed by the slowdown, so LCP and TBT grow when other work slows the machine down: compare pages measured at similar indexes.

${scoresTable(result.pages)}

Bytes transferred per page, by type:

${bytesTable(result.pages)}

### Against the targets

${targetsTable(result.pages)}

Audits that cost points (the why of every score under 100):

${failingList(result.pages)}
`;
}
