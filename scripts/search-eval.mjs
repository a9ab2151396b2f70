#!/usr/bin/env node
// `npm run search-eval`: the relevance set of the site search
// (tests/search/relevance-set.ts) against the embedded origin, inside workerd
// on its own storage (.wrangler/search-eval, the demo content at scale 1).
// Prints rank, top-3 and reciprocal rank per query and the totals, and
// rewrites the generated section of docs/search-figures.md.
//
//   npm run search-eval [-- --no-write]
//   npm run search-eval -- --ask "query" [--ask "another"]   the first ten hits of each, nothing written
//   BENCH_PORT (default 8790) is the loopback port the worker listens on.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { root } from './lib.mjs';
import { prepareLocal } from './prepare-local.mjs';
import { runInfo, runLine, table, num } from './bench/report.mjs';
import { bundleWorker, startWorker, timeLimit } from './bench/site.mjs';

const PERSIST_TO = '.wrangler/search-eval';
const DOC = 'docs/search-figures.md';
const TARGET = { top3: 0.9, mrr: 0.8 };
const port = Number(process.env.BENCH_PORT || 8790);
const asks = process.argv.flatMap((arg, i) => (arg === '--ask' && process.argv[i + 1] !== undefined ? [process.argv[i + 1]] : []));
const write = !process.argv.includes('--no-write') && asks.length === 0;

const stop = timeLimit(10 * 60 * 1000);
await prepareLocal({ persistTo: PERSIST_TO, scale: 1, assets: false });
const script = await bundleWorker('tests/search/eval-worker.ts', 'search-eval');
const { mf } = await startWorker({ script, port, assets: false, withKv: false, persistTo: PERSIST_TO });
let result;
try {
  for (const query of asks) {
    const answer = await (await mf.dispatchFetch(`http://127.0.0.1/?ask=${encodeURIComponent(query)}`)).json();
    console.log(`\n${query}  (${answer.TotalItems} hits, ${answer.Match}${answer.AlsoSearched?.length ? `, also: ${answer.AlsoSearched.join(', ')}` : ''})`);
    (answer.Items ?? []).forEach((item, i) => console.log(`  ${String(i + 1).padStart(2)}. ${item.Data.Path}  ${item.Title}${item.Dates ? `  [${item.Dates.Next} +${item.Dates.More}]` : ''}`));
  }
  if (!asks.length) {
    const res = await mf.dispatchFetch('http://127.0.0.1/');
    result = await res.json();
    if (!res.ok) throw new Error(`search eval: ${res.status} ${JSON.stringify(result)}`);
  }
} finally {
  await mf.dispose();
  stop();
}
if (asks.length) process.exit(0);

const { scores, figures, docs, byKind, heldOut } = result;
const pct = (x) => `${num(x * 100, 1)}%`;
const met = (value, target) => (value >= target ? 'met' : `missed by ${num((target - value) * 100, 1)} points`);
const rowsOf = (list) =>
  list.filter((s) => !s.waiting).map((s) => [s.query, s.kind, s.rank ?? '—', s.rank && s.rank <= 3 ? 'yes' : 'no', num(s.rank ? 1 / s.rank : 0, 2), s.top.join(', ')]);
const queryTable = (list) => table(['query', 'kind', 'rank', 'top 3', 'RR', 'first three hits'], rowsOf(list), ['l', 'l', 'r', 'l', 'r', 'l']);
const kindTable = (kinds) =>
  table(
    ['kind', 'queries', 'top-3', 'MRR', 'top-3 target'],
    kinds.map(({ kind, figures: f }) => [kind, String(f.counted), pct(f.top3), num(f.mrr, 3), met(f.top3, TARGET.top3)]),
    ['l', 'r', 'r', 'r', 'l'],
  );
const totals = (f) =>
  table(
    ['measure', 'value', 'target', ''],
    [
      ['top-3 hit rate', pct(f.top3), `≥ ${pct(TARGET.top3)}`, met(f.top3, TARGET.top3)],
      ['MRR', num(f.mrr, 3), `≥ ${num(TARGET.mrr, 2)}`, met(f.mrr, TARGET.mrr)],
      ['queries counted', String(f.counted), '', ''],
      ['queries waiting for their pages', String(f.waiting), '', ''],
    ],
    ['l', 'r', 'r', 'l'],
  );
const waiting = scores.filter((s) => s.waiting);
const section = [
  '## Figures (`npm run search-eval`)',
  '',
  runLine(runInfo()),
  '',
  `The relevance set (\`tests/search/relevance-set.ts\`, ${scores.length} queries) against the site search as the site shows it`,
  `(the embedded origin's \`/api/v1/es/search\` with the site's own screens merged in; demo content at scale 1, ${num(docs)} pages in the index).`,
  'A query counts as a top-3 hit when one of its expected pages is among the first three hits; its reciprocal rank is',
  '1 / the rank of the first expected page in the first ten (0 when there is none).',
  '',
  totals(figures),
  '',
  'Per kind of query (the target holds for every kind):',
  '',
  kindTable(byKind),
  '',
  `### Held-out set (\`tests/search/held-out-set.ts\`, ${heldOut.scores.length} queries, each written before it was first asked, and never tuned on)`,
  '',
  totals(heldOut.figures),
  '',
  kindTable(heldOut.byKind),
  '',
  queryTable(heldOut.scores),
  '',
  '### Every query of the relevance set',
  '',
  queryTable(scores),
  ...(waiting.length
    ? ['', 'Waiting (no expected page in the index yet, not counted):', '', ...waiting.map((s) => `- \`${s.query}\` (${s.kind})`)]
    : []),
].join('\n');

console.log(`\nnpm run search-eval\n───────────────────\n${section}\n`);
console.log(`top-3 ${pct(figures.top3)} (target ${pct(TARGET.top3)}), MRR ${num(figures.mrr, 3)} (target ${num(TARGET.mrr, 2)}), ${figures.counted} queries counted, ${figures.waiting} waiting`);
for (const { kind, figures: f } of byKind) console.log(`  ${kind.padEnd(10)} top-3 ${pct(f.top3).padStart(6)}  MRR ${num(f.mrr, 3)}  (${f.counted})`);
console.log(`held-out: top-3 ${pct(heldOut.figures.top3)}, MRR ${num(heldOut.figures.mrr, 3)}, ${heldOut.figures.counted} queries counted, ${heldOut.figures.waiting} waiting`);
for (const { kind, figures: f } of heldOut.byKind) console.log(`  ${kind.padEnd(10)} top-3 ${pct(f.top3).padStart(6)}  MRR ${num(f.mrr, 3)}  (${f.counted})`);

if (write) {
  const file = path.join(root, DOC);
  const doc = await readFile(file, 'utf8').catch(() => '# Site search\n');
  const start = '<!-- search-eval:start (generated by npm run search-eval; edits here are overwritten) -->';
  const end = '<!-- search-eval:end -->';
  const block = `${start}\n${section}\n${end}`;
  const s = doc.indexOf('<!-- search-eval:start');
  const e = doc.indexOf(end);
  await writeFile(file, s >= 0 && e > s ? doc.slice(0, s) + block + doc.slice(e + end.length) : `${doc.trimEnd()}\n\n${block}\n`);
  console.log(`wrote ${DOC}`);
}
