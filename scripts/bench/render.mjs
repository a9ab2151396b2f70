// CPU time per render, per rendering strategy, measured inside workerd by the
// bench-only worker tests/bench/render-worker.tsx on the real pages.
import { bundleWorker, startWorker } from './site.mjs';

/** The bench-only render worker, bundled as the site is. */
export const bundleRenderWorker = () => bundleWorker('tests/bench/render-worker.tsx', 'bench-render');

export async function runRenderStrategies({ port, routes, batches = 15, batchMs = 50, strategies = null, log, persistTo, script = null }) {
  const { mf } = await startWorker({ script: script ?? (await bundleRenderWorker()), port, assets: false, persistTo });
  const pages = [];
  try {
    for (const route of routes) {
      if (route.ceiling || !route.available) continue;
      // The render worker has no session: a member's page is measured only by its throughput.
      if (route.member) {
        log(`  render   ${route.name.padEnd(10)} not measured: a member's page needs a session, which the render worker has not`);
        continue;
      }
      const headers = { 'x-bench-batches': String(batches), 'x-bench-batch-ms': String(batchMs) };
      if ((route.status ?? 200) === 404) headers['x-bench-not-found'] = '1';
      if (strategies) headers['x-bench-strategies'] = strategies.join(',');
      const res = await mf.dispatchFetch(`http://127.0.0.1${route.path}`, { headers });
      const body = await res.json();
      if (!res.ok) throw new Error(`render bench of ${route.path}: ${res.status} ${JSON.stringify(body)}`);
      pages.push({ name: route.name, kind: route.kind, path: route.path, ...body });
      const line = Object.entries(body.strategies)
        .map(([name, s]) => `${name} ${s.renderMs.toFixed(3)}`)
        .join('  ');
      log(`  render   ${route.name.padEnd(10)} ms per render: ${line}`);
    }
  } finally {
    await mf.dispose();
  }
  return pages;
}

/**
 * The fastest strategy that gives the production HTML on every page (by the
 * sum of per-render times over the pages), and how production compares.
 */
export function fastestCorrect(pages, production) {
  if (pages.length === 0) return { name: null, totalMs: null, productionTotalMs: null };
  const names = Object.keys(pages[0].strategies);
  const total = (n) => pages.reduce((sum, p) => sum + p.strategies[n].renderMs, 0);
  const correct = names.filter((n) => pages.every((p) => p.strategies[n].sameHtml)).sort((a, b) => total(a) - total(b));
  const name = correct[0] ?? null;
  // The run's own noise: the spread of the batches of both, summed over the pages.
  const noise = (a, b) => pages.reduce((sum, p) => sum + Math.max(p.strategies[a].spreadMs ?? 0, p.strategies[b].spreadMs ?? 0), 0);
  return {
    name,
    totalMs: name ? total(name) : null,
    noiseMs: name && production && names.includes(production) ? noise(name, production) : null,
    productionTotalMs: production && names.includes(production) ? total(production) : null,
    streamTotalMs: names.includes('stream') ? total('stream') : null,
  };
}
