// One Lighthouse run (Lighthouse's Node API, mobile settings with its
// simulated throttling, in Debian's chromium) and the figures
// `npm run lighthouse` reports from it. One browser serves every run of a
// command (Lighthouse empties its cache and storage before each run): a new
// browser and a new Lighthouse process per run cost about 6 s of the 15.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

/** The figures of one Lighthouse report (its `lhr`, as the CLI writes it in JSON). */
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
    // The categories this run scored (a metrics-only run scores performance alone).
    categories: CATEGORIES.filter((c) => report.categories[c]),
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
 * A headless chromium with its DevTools port open for Lighthouse; `close()`
 * ends it and removes its profile.
 */
export async function launchBrowser() {
  const profile = await mkdtemp(path.join(tmpdir(), 'lh-profile-'));
  const child = spawn(chromePath(), [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const port = await new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`chromium did not open its DevTools port in 30 s: ${seen.trim().split('\n').pop()}`)), 30_000);
    child.stderr.on('data', (chunk) => {
      seen += chunk;
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`chromium exited with ${code} before it opened its DevTools port: ${seen.trim().split('\n').pop()}`));
    });
  });
  child.stderr.resume();
  return {
    port,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      }
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Lighthouse's settings for every run: mobile, simulated throttling, the four
 * categories. The full-page screenshot and the back/forward-cache test (a
 * diagnostic of weight 0 that navigates away and back) are left out: neither
 * counts in a score, and together they took a second or two of every run.
 */
/**
 * What a run after a page's first needs: the performance score's five metrics
 * (the score is their weighted sum) and the audits the report reads (bytes,
 * what blocks rendering, layout shifts, long tasks). The other categories'
 * scores and the performance insights do not move from run to run, and
 * leaving them out takes about a quarter off a run on this machine.
 */
export const METRIC_AUDITS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'network-requests', 'render-blocking-insight', 'layout-shifts', 'long-tasks'];

export function lighthouseFlags({ port, ignoreStatusCode = false, extraHeaders = undefined, metricsOnly = false }) {
  return {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    disableFullPageScreenshot: true,
    skipAudits: ['bf-cache'],
    ...(metricsOnly ? { onlyCategories: ['performance'], onlyAudits: METRIC_AUDITS } : {}),
    ...(ignoreStatusCode ? { ignoreStatusCode: true } : {}),
    ...(extraHeaders ? { extraHeaders } : {}),
  };
}

/**
 * Runs Lighthouse once on `url` in the browser at `port`; resolves with the
 * summary (or throws with the reason). A page that must answer an error status
 * (the not-found page) needs `ignoreStatusCode`, or Lighthouse refuses to
 * measure it; a member's page needs its session cookie (`extraHeaders`).
 */
export async function lighthouseOnce(url, options) {
  // Imported on first use: the report's figures (summarise) are tested without loading Lighthouse.
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, lighthouseFlags(options));
  const report = result?.lhr;
  if (!report) throw new Error('lighthouse returned no report');
  const settings = report.configSettings ?? {};
  return {
    lighthouseVersion: report.lighthouseVersion,
    browser: report.environment?.hostUserAgent?.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? null,
    formFactor: settings.formFactor ?? null,
    throttling: settings.throttling ?? null,
    // How fast this machine ran Lighthouse's own benchmark just before the run (higher is faster):
    // the simulation multiplies the CPU time it observed, so a busy machine makes LCP and TBT longer.
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
    ...summarise(report),
  };
}
