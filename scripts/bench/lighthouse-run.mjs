// One Lighthouse run (the lighthouse CLI, mobile preset with its simulated
// throttling, in Debian's chromium) and the figures `npm run lighthouse`
// reports from it.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bin, run } from '../lib.mjs';
import { CHROME_FLAGS, ensureChromium } from '../chromium.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const BYTE_TYPES = { Document: 'html', Stylesheet: 'css', Script: 'js', Image: 'images', Font: 'fonts' };

let chromium;
/** The browser Lighthouse drives (found, or installed once; see scripts/chromium.mjs). */
export function chromePath() {
  chromium ??= ensureChromium();
  if (chromium.error) throw new Error(chromium.error);
  return chromium.path;
}

/** The figures of one Lighthouse report (JSON as the CLI writes it). */
export function summarise(report) {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, report.categories[c]?.score == null ? null : Math.round(report.categories[c].score * 100)]));
  const metric = (id) => report.audits[id]?.numericValue ?? null;
  const bytes = { html: 0, css: 0, js: 0, images: 0, fonts: 0, other: 0 };
  for (const item of report.audits['network-requests']?.details?.items ?? []) {
    if (item.url?.startsWith('data:')) continue;
    bytes[BYTE_TYPES[item.resourceType] ?? 'other'] += item.transferSize ?? 0;
  }
  bytes.total = Object.values(bytes).reduce((a, b) => a + b, 0);
  const failing = [];
  for (const c of CATEGORIES) {
    for (const ref of report.categories[c]?.auditRefs ?? []) {
      const audit = report.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1 || ref.weight === 0) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual') continue;
      failing.push({ category: c, id: ref.id, title: audit.title, value: audit.displayValue ?? null });
    }
  }
  return {
    scores,
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcpMs: metric('first-contentful-paint'),
    // Lighthouse's own estimate of the LCP gained by not blocking rendering (inlining the CSS).
    renderBlockingLcpMs: report.audits['render-blocking-insight']?.metricSavings?.LCP ?? null,
    bytes,
    failing,
    runtimeError: report.runtimeError?.message ?? null,
    warnings: report.runWarnings ?? [],
  };
}

/**
 * Runs Lighthouse once on `url`; resolves with the summary (or throws with the
 * reason). A page that must answer an error status (the not-found page) needs
 * `ignoreStatusCode`, or Lighthouse refuses to measure it.
 */
export async function lighthouseOnce(url, { ignoreStatusCode = false } = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), 'lh-'));
  const out = path.join(dir, 'report.json');
  try {
    const code = await run(
      bin('lighthouse'),
      [
        url,
        '--output=json',
        `--output-path=${out}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--form-factor=mobile',
        '--throttling-method=simulate',
        `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
        '--quiet',
        ...(ignoreStatusCode ? ['--ignore-status-code'] : []),
      ],
      { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chromePath() } },
    );
    const report = await readFile(out, 'utf8').then(JSON.parse, () => null);
    if (!report) throw new Error(`lighthouse exited with ${code} and wrote no report`);
    const settings = report.configSettings ?? {};
    return {
      lighthouseVersion: report.lighthouseVersion,
      browser: report.environment?.hostUserAgent?.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? null,
      formFactor: settings.formFactor ?? null,
      throttling: settings.throttling ?? null,
      ...summarise(report),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
