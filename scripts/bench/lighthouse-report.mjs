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

/**
 * Audits that cost points, with how many runs they failed in (`runs`) of the
 * runs that scored their category (`of`: a metrics-only run scores only
 * performance).
 */
export function failingAudits(runs) {
  const seen = new Map();
  for (const run of runs) {
    for (const f of run.failing) {
      const key = `${f.category}/${f.id}`;
      const entry = seen.get(key) ?? { ...f, runs: 0, of: runs.filter((r) => (r.categories ?? CATEGORIES_ALL).includes(f.category)).length };
      entry.runs++;
      seen.set(key, entry);
    }
  }
  return [...seen.values()];
}

const CATEGORIES_ALL = CATEGORIES;

const kb = (bytes) => num(bytes / 1000, 1);

/** When a row was measured, for a table that holds rows of several runs. */
const when = (p) => (p.measured ? `${p.measured.date.slice(0, 10)}, \`${p.measured.commit}\`` : '');

/** Whether the rows come from more than one run. */
const mixed = (pages) => new Set(pages.map((p) => (p.measured ? `${p.measured.date} ${p.measured.commit}` : ''))).size > 1;

/**
 * The pages of a run merged into the stored results: the pages it measured
 * replace theirs, the others stay with the run that measured them (`measured`:
 * date and commit), in the order of the route table. Results of another scale
 * or number of runs are not merged. `routes` (the route table: names, or
 * `{ name, kind, path }`) also gives a row to every kind no run has measured
 * yet, which says so.
 */
export function mergePages(previous, current, routes = []) {
  const stamp = (info) => ({ date: info.date, commit: info.commit });
  const fresh = current.pages.map((p) => ({ ...p, measured: stamp(current.info) }));
  const comparable = previous && previous.options?.scale === current.options.scale && previous.options?.runs === current.options.runs;
  const kept = comparable ? previous.pages.filter((p) => !p.notMeasured && !fresh.some((f) => f.name === p.name)).map((p) => ({ ...p, measured: p.measured ?? stamp(previous.info) })) : [];
  return withUnmeasured({ ...current, pages: [...fresh, ...kept] }, routes);
}

/**
 * A result's pages in the order of the route table (`routes`: names, or
 * `{ name, kind, path }`), with a row for every kind of the table that no run
 * has measured yet, which says so.
 */
export function withUnmeasured(result, routes = []) {
  const measured = result.pages.filter((p) => !p.notMeasured);
  const order = routes.map((r) => (typeof r === 'string' ? r : r.name));
  const missing = routes
    .filter((r) => typeof r !== 'string' && !measured.some((p) => p.name === r.name))
    .map((r) => ({ name: r.name, kind: r.kind, path: r.path ?? null, runs: [], notMeasured: true, why: 'not measured yet (`npm run lighthouse -- --all` measures it)' }));
  const rank = (name) => (order.includes(name) ? order.indexOf(name) : order.length);
  return { ...result, pages: [...measured, ...missing].sort((a, b) => rank(a.name) - rank(b.name)) };
}

/** The page kinds of the route table (without the ceiling), for mergePages. */
export const pageKinds = (routes) => routes.filter((r) => !r.ceiling).map(({ name, kind, path }) => ({ name, kind, path }));

/** Whether a page is meant for search engines: a noindex page fails `is-crawlable`, the not-found page `http-status-code`. */
export const indexable = (p) => !(p.failing ?? []).some((f) => f.id === 'is-crawlable' || f.id === 'http-status-code');

function scoresTable(pages) {
  const dated = mixed(pages.filter((p) => p.median));
  const rows = pages.map((p) => {
    const name = p.failures?.length ? `${p.name} (${p.runs.length} of ${p.runs.length + p.failures.length} runs)` : p.name;
    if (!p.median) return [name, p.kind ?? '', p.why, '', '', '', '', '', '', '', '', '', '', '', ...(dated ? [''] : [])];
    const m = p.median;
    return [
      name,
      `${p.kind ?? ''}${indexable(p) ? '' : ' (noindex)'}`,
      ...CATEGORIES.map((c) => num(m.scores[c])),
      num(m.lcpMs / 1000, 2),
      num(m.tbtMs),
      num(m.cls, 3),
      num(m.fcpMs / 1000, 2),
      kb(m.bytes.html),
      kb(m.bytes.js),
      kb(m.bytes.total),
      num(m.benchmarkIndex),
      ...(dated ? [when(p)] : []),
    ];
  });
  const headers = ['page', 'kind', 'perf.', 'a11y', 'best pr.', 'SEO', 'LCP s', 'TBT ms', 'CLS', 'FCP s', 'HTML kB', 'JS kB', 'total kB', 'benchmark index', ...(dated ? ['measured'] : [])];
  return table(headers, rows, ['l', 'l', ...Array(12).fill('r'), ...(dated ? ['l'] : [])]);
}

/**
 * Each target in a line, for the indexable kinds and the noindex ones apart:
 * how many meet it, and each miss with its median.
 */
export function targetLines(pages) {
  const measured = pages.filter((p) => p.median);
  const group = (t, list, label) => {
    if (list.length === 0) return null;
    const missed = list.filter((p) => verdict(t.value(p.median), t.target, t) !== 'met');
    const text = missed.map((p) => `${p.name} (${t.id === 'lcp' ? `${num(p.median.lcpMs / 1000, 2)} s` : num(t.value(p.median), t.decimals) + (t.unit ?? '')})`).join(', ');
    return `${label}: ${list.length - missed.length} of ${list.length}${missed.length ? `, missed by ${text}` : ''}`;
  };
  const lines = LIGHTHOUSE_TARGETS.map((t) => {
    const parts = [group(t, measured.filter(indexable), 'indexable kinds'), group(t, measured.filter((p) => !indexable(p)), 'noindex kinds')].filter(Boolean);
    return `- **${t.text}**: met by ${parts.join('; ')}.`;
  });
  const unmeasured = pages.filter((p) => !p.median);
  if (unmeasured.length) lines.push(`- **not measured**: ${unmeasured.map((p) => p.name).join(', ')}.`);
  return lines.join('\n');
}

/** Audits that cost points, each with the pages it cost them on (and in how many of their runs). */
function failingList(pages) {
  const byAudit = new Map();
  for (const p of pages.filter((x) => x.failing?.length)) {
    for (const f of p.failing) {
      const key = `${f.category} · \`${f.id}\` ${f.title}`;
      byAudit.set(key, [...(byAudit.get(key) ?? []), `${p.name}${f.value ? ` ${f.value}` : ''} ${f.runs}/${f.of ?? p.runs.length}`]);
    }
  }
  if (byAudit.size === 0) return '- none: every scored audit passed in every run.';
  return [...byAudit].map(([audit, list]) => `- ${audit} (page, a run's value, runs failed of runs): ${list.join('; ')}`).join('\n');
}

/** What the latest run measured, and how long it took. */
export function lighthouseRunLine(result) {
  const o = result.options;
  const measured = result.pages.filter((p) => !p.notMeasured && (!p.measured || (p.measured.date === result.info.date && p.measured.commit === result.info.commit))).length;
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
Lighthouse ${o.lighthouseVersion} in chromium (${o.browser}), form factor ${o.formFactor}, simulated throttling (RTT ${o.throttling?.rttMs} ms, ${num((o.throttling?.throughputKbps ?? 0) / 1000, 1)} Mbit/s down, CPU slowdown ${o.throttling?.cpuSlowdownMultiplier}×), ${o.runs} runs per page, each figure the median of its runs (accessibility, best practices and SEO are scored by the first run only; they do not move from run to run).
The site: the production bundle in workerd with the bindings of wrangler.toml and the demo content at scale ${o.scale}, on http://127.0.0.1 (Miniflare compresses text responses as the edge would).
Bytes are transferred bytes (compressed, with headers) in kB (1 kB = 1000 bytes); a noindex page is one Lighthouse finds blocked from indexing (or the not-found page).
The benchmark index is Lighthouse's measure of this machine's speed just before each run (median of the runs; higher is faster). The simulation multiplies the CPU time it observed by the slowdown, so LCP and TBT grow when other work slows the machine down: compare pages measured at similar indexes.

${scoresTable(result.pages)}

### Against the targets

${targetLines(result.pages)}

Audits that cost points (the why of every score under 100):

${failingList(result.pages)}
`;
}
