// How fast the embedded origin answers its news, help-nearby and vacancy calls at a given scale,
// measured inside workerd by the bench-only worker tests/bench/origin-queries.ts
// on its own storage (so the throughput bench's scale is left alone).
import { prepareLocal } from '../prepare-local.mjs';
import { num, table, verdict } from './report.mjs';
import { bundleWorker, startWorker } from './site.mjs';

/** Storage of the origin-query bench, seeded at its own scale. */
export const ORIGIN_PERSIST_TO = '.wrangler/bench-origin';
/** The target of issues 13, 14, 15 and 17: news lists and searches, closest and filtered activity lists, a filtered vacancy search, a site search and a suggestion take at most this long at p95. */
export const ORIGIN_P95_TARGET_MS = 20;

export async function runOriginQueries({ scale, port, samples = 200, calls = '', log }) {
  log(`  seeding the origin at scale ${scale} (${ORIGIN_PERSIST_TO}; idempotent)`);
  await prepareLocal({ persistTo: ORIGIN_PERSIST_TO, scale, assets: false });
  const script = await bundleWorker('tests/bench/origin-queries.ts', 'bench-origin');
  const { mf } = await startWorker({ script, port, assets: false, withKv: false, persistTo: ORIGIN_PERSIST_TO });
  try {
    const res = await mf.dispatchFetch('http://127.0.0.1/', { headers: { 'x-bench-samples': String(samples), 'x-bench-calls': calls } });
    const body = await res.json();
    if (!res.ok) throw new Error(`origin query bench: ${res.status} ${JSON.stringify(body)}`);
    for (const call of body.calls) log(`  origin   ${call.name.padEnd(48)} p50 ${num(call.p50, 1)} ms  p95 ${num(call.p95, 1)} ms  max ${num(call.max, 1)} ms`);
    return { scale, ...body };
  } finally {
    await mf.dispose();
  }
}

/**
 * A part run's calls merged into the previous results (same scale): the calls
 * it measured replace theirs, the others stay with the run that measured them
 * (`measured`: date and commit), so a part run never throws rows away.
 */
export function mergeOriginResults(previous, part, info) {
  const stamp = (i) => ({ date: i.date, commit: i.commit });
  const fresh = part.calls.map((c) => ({ ...c, measured: stamp(info) }));
  if (!previous || previous.scale !== part.scale) return { ...part, calls: fresh };
  const byName = new Map(fresh.map((c) => [c.name, c]));
  const kept = previous.calls.map((c) => byName.get(c.name) ?? { ...c, measured: c.measured ?? stamp(previous.info) });
  const added = fresh.filter((c) => !previous.calls.some((p) => p.name === c.name));
  return { ...previous, ...part, calls: [...kept, ...added] };
}

/** The section of docs/performance.md for the origin's news, help-nearby and vacancy calls and the site search. */
export function originSection(result, runLine) {
  // Rows from more than one run (a part run merged in) say which run measured them.
  const runs = new Set(result.calls.map((c) => (c.measured ? `${c.measured.date} ${c.measured.commit}` : '')));
  const when = (c) => (c.measured ? `${c.measured.date.replace('T', ' ').replace(/:\d\dZ$/, ' UTC')}, \`${c.measured.commit}\`` : '');
  const mixed = runs.size > 1;
  const rows = result.calls.map((c) => [c.name, num(c.p50, 1), num(c.p95, 1), num(c.max, 1), verdict(c.p95, ORIGIN_P95_TARGET_MS, { atLeast: false, unit: ' ms', decimals: 1 }), ...(mixed ? [when(c)] : [])]);
  return [
    '## Origin news, vacancy calls and site search (`npm run bench`)',
    '',
    runLine,
    '',
    `The embedded origin's news, help-nearby and vacancy calls and site search at \`--scale ${result.scale}\` (${num(result.newsItems)} news items, ${num(result.activities ?? 0)} activities, ${num(result.locations ?? 0)} locations and ${num(result.vacancies ?? 0)} vacancies in their indexes, ${num(result.searchDocs ?? 0)} pages in the site search index), ${result.samples} calls each,`,
    'taking turns, timed inside workerd around the origin app (routing, D1 queries, JSON). Target: a news list query, a news',
    `search (issue 13), a closest-activities and a filtered list query (issue 14), a filtered vacancy search (issue 15), a site search and a suggestion (issue 17) take at most ${ORIGIN_P95_TARGET_MS} ms at p95. Times are whole milliseconds (workerd's clock), so 0 means under 1 ms.`,
    '',
    ...(mixed ? ['Rows measured by different runs (a part run, `--origin-calls`, replaces only its own rows): the last column says which.', ''] : []),
    table(['call', 'p50 ms', 'p95 ms', 'max ms', `p95 ≤ ${ORIGIN_P95_TARGET_MS} ms`, ...(mixed ? ['measured'] : [])], rows, ['l', 'r', 'r', 'r', 'l', ...(mixed ? ['l'] : [])]),
  ].join('\n');
}
