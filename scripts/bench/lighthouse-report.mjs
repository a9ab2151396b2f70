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

function scoresTable(pages) {
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
        ]
      : [p.name, p.why, '', '', '', '', '', '', '', ''],
  );
  const headers = ['page', 'perf.', 'a11y', 'best pr.', 'SEO', 'LCP s', 'TBT ms', 'CLS', 'FCP s', 'LCP saving if nothing blocked rendering, ms'];
  return table(headers, rows, ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r']);
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

export function lighthouseSection(result) {
  const o = result.options;
  return `## Lighthouse (\`npm run lighthouse\`)

Run ${runLine(result.info)}.
Lighthouse ${o.lighthouseVersion} in chromium (${o.browser}), form factor ${o.formFactor}, simulated throttling (RTT ${o.throttling?.rttMs} ms, ${num((o.throttling?.throughputKbps ?? 0) / 1000, 1)} Mbit/s down, CPU slowdown ${o.throttling?.cpuSlowdownMultiplier}×), ${o.runs} runs per page, each figure the median of its runs.
The site: the production bundle in workerd with the bindings of wrangler.toml and the demo content at scale ${o.scale}, on http://127.0.0.1 (Miniflare compresses text responses as the edge would).
Bytes are transferred bytes (compressed, with headers) in kB (1 kB = 1000 bytes).

${scoresTable(result.pages)}

Bytes transferred per page, by type:

${bytesTable(result.pages)}

### Against the targets

${targetsTable(result.pages)}

Audits that cost points (the why of every score under 100):

${failingList(result.pages)}
`;
}
