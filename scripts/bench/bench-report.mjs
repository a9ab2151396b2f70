// The `npm run bench` section of docs/performance.md, from its result file.
import { num, runLine, table, verdict } from './report.mjs';

export const TARGETS = [
  { state: 'hit', ratio: 0.9, key: 'sizedRatio', text: 'whole-page cache hit ≥ 0.90 × same-size ceiling' },
  { state: 'kv-warm', ratio: 0.4, key: 'ratio', text: 'KV-warm render ≥ 0.40 × ceiling' },
];

/** Slices of a route's ceiling further apart than this make its ratio uncertain. */
export const DRIFT_WARNING = 0.2;

/** A state's short name in the tables' headers. */
const SHORT = { hit: 'hit', 'kv-warm': 'KV-warm', cold: 'cold' };

/** What to say about a route in one state beside its figures: why it was not measured, or a ceiling that moved. */
function stateNoteOf(state, r) {
  if (!r) return null;
  if (!r.measured) return `${SHORT[state.name] ?? state.name}: ${r.why}`;
  if (r.why) return `${SHORT[state.name] ?? state.name}: ${r.why}`;
  return null;
}

/** The states in which the ceiling's slices moved more than DRIFT_WARNING during a route (other work on the machine). */
function driftNote(states, name) {
  const moved = states.flatMap((s) => {
    const r = s.routes.find((x) => x.name === name);
    return r?.measured && r.ceilingMoved > DRIFT_WARNING ? [`${SHORT[s.name] ?? s.name} ${num(r.ceilingMoved * 100, 0)}%`] : [];
  });
  return moved.length ? `ceiling's slices apart: ${moved.join(', ')}` : null;
}

const latency = (f) => `${num(f.p50)} / ${num(f.p99)}`;

/**
 * One row per route, the states side by side: req/s, the ratio that state's
 * target is about (hits: against the same-size answer; renders: against the
 * constant ceiling) and p50 / p99 in ms. The first row is the constant
 * ceiling itself (the mean of the ceilings measured in turns with the routes).
 */
function throughputTable(states) {
  const names = [...new Set(states.flatMap((s) => s.routes.map((r) => r.name)))];
  const ceilingRow = ['ceiling', '—', ...states.flatMap((s) => (s.ceiling ? [num(s.ceiling.rps), s.name === 'hit' ? '—' : '1.00', latency(s.ceiling)] : ['—', '—', '—'])), 'mean of the ceilings measured in turns with the routes'];
  const rows = names.map((name) => {
    const found = states.map((s) => s.routes.find((x) => x.name === name));
    const bytes = found.find((r) => r?.bytes)?.bytes;
    const cells = states.flatMap((s, i) => {
      const r = found[i];
      if (!r?.measured) return ['—', '—', '—'];
      const ratio = s.name === 'hit' ? r.sizedRatio : r.ratio;
      return [num(r.rps), ratio === undefined ? '—' : num(ratio, 2), latency(r)];
    });
    const member = found.some((r) => r?.member) ? 'logged in: private, no-store, never from the page cache' : null;
    const notes = [member, ...states.map((s, i) => (member && s.name === 'hit' && found[i]?.measured ? null : stateNoteOf(s, found[i]))), driftNote(states, name)].filter(Boolean);
    return [name, bytes ? num(bytes) : '—', ...cells, notes.join('; ')];
  });
  const headers = ['route', 'HTML bytes', ...states.flatMap((s) => [`${SHORT[s.name] ?? s.name} req/s`, s.name === 'hit' ? 'hit × same size' : `${SHORT[s.name] ?? s.name} × ceiling`, `${SHORT[s.name] ?? s.name} p50 / p99 ms`]), 'notes'];
  return table(headers, [ceilingRow, ...rows], ['l', 'r', ...states.flatMap(() => ['r', 'r', 'r']), 'l']);
}

function choiceLine(render) {
  const names = Object.keys(render.pages[0]?.strategies ?? {});
  if (names.length === 1) return `Only the production strategy (\`${names[0]}\`) was timed; \`npm run bench -- --all\` compares every strategy.`;
  const f = render.fastestCorrect;
  if (!f?.name) return 'No strategy gave the production HTML on every page.';
  const sum = (ms) => `${num(ms, 3)} ms`;
  const gap = f.productionTotalMs && f.totalMs ? (f.productionTotalMs / f.totalMs - 1) * 100 : null;
  const stream = f.streamTotalMs && f.productionTotalMs ? ` React's stream as is takes ${num(f.streamTotalMs / f.productionTotalMs, 1)}× production's time.` : '';
  const withinNoise = f.noiseMs !== null && f.productionTotalMs - f.totalMs <= f.noiseMs;
  const verdictText =
    f.name === render.productionIs
      ? 'production is the fastest.'
      : `production is ${num(gap, 0)}% slower than the fastest (same HTML)${withinNoise ? `, which is within this run's noise (interquartile spread of the batches ${sum(f.noiseMs)})` : ''}.`;
  return `Sum over the pages: fastest with the same HTML as production is \`${f.name}\` (${sum(f.totalMs)}); production (\`${render.productionIs}\`) ${sum(f.productionTotalMs)}: ${verdictText}${stream}`;
}

/**
 * One row per page: what one request reads (the production app, counted
 * in-process) and the CPU time of a render by each strategy timed (whole /
 * first chunk); the last row says whether each strategy gave production's HTML.
 */
function renderTable(render) {
  if (render.pages.length === 0) return '_No page could be rendered._';
  const names = Object.keys(render.pages[0].strategies);
  const differs = (name) => render.pages.find((p) => !p.strategies[name].sameHtml);
  const label = (name) => (name === render.productionIs ? `**${name}** (production)` : name);
  const rows = render.pages.map((p) => [
    p.name,
    num(p.bytes),
    num(p.io.kvReadsWhenWarm),
    `${num(p.io.d1StatementsWhenWarm)} / ${num(p.io.d1StatementsWhenCold)}`,
    num(p.io.kvReadMs, 3),
    num(p.io.requestMs, 3),
    ...names.map((name) => `${num(p.strategies[name].renderMs, 3)} / ${num(p.strategies[name].firstChunkMs, 3)}`),
  ]);
  const same = ['same HTML as production', '', '', '', '', '', ...names.map((name) => (differs(name) ? `no (${differs(name).name}: from byte ${differs(name).strategies[name].difference?.at})` : 'yes'))];
  const headers = ['page', 'HTML bytes', 'KV reads (KV warm, new isolate)', 'D1 statements (KV warm / cold)', 'one KV read, ms', 'whole request (KV warm, answers held), ms', ...names.map((name) => `${label(name)}: render whole / first chunk, ms`)];
  return table(headers, [...rows, same], ['l', 'r', 'r', 'r', 'r', 'r', ...names.map(() => 'r')]);
}

/**
 * A target's result for one route. A hit that misses by less than the
 * control's spread says so: that miss is not a difference this run can tell
 * from noise (it is still a miss).
 */
export function targetResult(target, r, controlSd) {
  if (r.member && target.state === 'hit') return 'not applicable: a personal page is never served from the page cache';
  const value = r[target.key];
  if (!r.measured || value === undefined) return `not measured: ${r.why ?? 'no same-size run'}`;
  const result = verdict(value, target.ratio, { atLeast: true });
  const withinNoise = result !== 'met' && target.state === 'hit' && controlSd !== null && target.ratio - value <= controlSd;
  return withinNoise ? `${result}, within this run's noise (control sd ${num(controlSd, 2)})` : result;
}

/**
 * Each target in a line: how many routes meet it, and each miss with its
 * ratio and by how much (a hit's miss within the control's spread says so);
 * routes it does not apply to or that were not measured are named apart.
 */
export function targetLines(states) {
  const controlSd = controlStats(states)?.controlSd ?? null;
  return TARGETS.map((target) => {
    const state = states.find((s) => s.name === target.state);
    const routes = (state?.routes ?? []).filter((r) => r.name !== 'ceiling');
    const results = routes.map((r) => ({ r, result: targetResult(target, r, controlSd) }));
    const met = results.filter((x) => x.result === 'met');
    const missed = results.filter((x) => x.result.startsWith('missed'));
    const other = results.filter((x) => x.result !== 'met' && !x.result.startsWith('missed'));
    const parts = [`met by ${met.length} of ${met.length + missed.length} routes measured`];
    if (missed.length) parts.push(`missed by ${missed.map(({ r, result }) => `${r.name} (${num(r[target.key], 2)}: ${result})`).join(', ')}`);
    if (other.length) parts.push(`left out: ${other.map(({ r, result }) => `${r.name} (${result})`).join(', ')}`);
    return `- **${target.text}**: ${parts.join('; ')}.`;
  }).join('\n');
}

/**
 * What the hits' control says: the same-size answer against itself, measured
 * in the same turns as each route, whose true ratio is 1. Its spread is how far
 * one ratio of this run moves without any difference in the code.
 */
function controlStats(states) {
  const hits = states.find((s) => s.name === 'hit')?.routes.filter((r) => r.measured && r.controlRatio !== undefined) ?? [];
  if (hits.length === 0) return null;
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const sd = (xs) => Math.sqrt(xs.reduce((a, x) => a + (x - mean(xs)) ** 2, 0) / Math.max(1, xs.length - 1));
  const control = hits.map((r) => r.controlRatio);
  const sized = hits.map((r) => r.sizedRatio);
  return { hits, control, sized, mean, controlSd: sd(control), sizedSd: sd(sized) };
}

export function controlLine(states) {
  const stats = controlStats(states);
  if (!stats) return '';
  const { hits, control, sized, mean } = stats;
  const target = TARGETS.find((t) => t.state === 'hit');
  const under = (xs) => xs.filter((x) => x < target.ratio).length;
  return (
    `Control of the hits: the same-size answer against itself, measured in the same turns as each route (its true ratio is 1.00): ` +
    `${num(Math.min(...control), 2)}-${num(Math.max(...control), 2)} over ${hits.length} routes, mean ${num(mean(control), 2)}, spread (sd) ${num(stats.controlSd, 2)}, ` +
    `${under(control)} under ${num(target.ratio, 2)}. The hits against their same-size ceiling over the same routes: mean ${num(mean(sized), 2)}, spread ${num(stats.sizedSd, 2)}, ${under(sized)} under ${num(target.ratio, 2)}. ` +
    `A miss no larger than the control's spread is not a difference this run can tell from noise.`
  );
}

function stateNote(s) {
  const c = s.ceiling;
  const ceiling = c
    ? `the constant ceiling was measured in turns with each route, ${num(c.minRps)}-${num(c.maxRps)} req/s from route to route; each ratio is against its own route's${s.name === 'hit' ? '; every hit also against a static answer of its own size, measured in the same turns, and that answer against itself as a control' : ''}`
    : 'no route of this state could be measured, so no ceiling either';
  return `- **${s.label}** (\`${s.name}\`): ${s.method}; ${ceiling}.${s.note ? ' ' + s.note : ''}`;
}

/** Whether a logged-in page was measured, and how. */
function memberLine(states) {
  const names = [...new Set(states.flatMap((s) => s.routes.filter((r) => r.member).map((r) => r.name)))];
  if (names.length === 0) return '';
  return `The logged-in pages (${names.map((n) => `\`${n}\``).join(', ')}) are fetched with a session of the demo reader (tests/bench/forum-members.ts): personal, so never a cache hit; in the hit state they show what a member's page costs while the page cache is on. The render table leaves them out (the render worker has no session).\n\n`;
}

/** What a run measured, in a sentence: the default set or every route, and how long it took. */
export function setLine(result) {
  const o = result.options;
  const routes = result.states[0]?.routes.length ?? 0;
  const set =
    o.set === 'all'
      ? `every route (\`npm run bench -- --all\`: ${routes} routes, every render strategy)`
      : o.set === 'families'
        ? `the default set: one route per page family (${routes} routes, the production render strategy; \`npm run bench -- --all\` measures every route and strategy and the origin's calls)`
        : `${routes} routes`;
  const wall = result.wallSeconds ? ` The run took ${num(result.wallSeconds)} s (${num(result.wallSeconds / 60, 1)} min) from start to report.` : '';
  return `Measured: ${set}.${wall}`;
}

/** The upload size of the production entry beside the local one's (`wrangler deploy --dry-run`). */
export function bundleTable(bundles) {
  if (!bundles) return '_Not measured in this run._';
  const p = bundles.production;
  const l = bundles.local;
  const rows = [
    [`\`${p.entry}\` (production: \`wrangler deploy\`)`, 'the site; no stand-in backend', num(p.kib, 1), num(p.gzipKib, 1)],
    [`\`${l.entry}\` (\`npm start\`, the tests, the bench)`, 'the site and the embedded origin (`origin/`)', num(l.kib, 1), num(l.gzipKib, 1)],
  ];
  return [
    table(['entry', 'carries', 'upload KiB', 'gzip KiB'], rows, ['l', 'l', 'r', 'r']),
    '',
    `The embedded origin adds ${num(l.kib - p.kib, 1)} KiB (${num(l.gzipKib - p.gzipKib, 1)} KiB gzip) to the local build. The bundle is not minified (wrangler's default); wrangler warns from 70% of the 3 MiB gzip limit of a Worker on the free plan: the production bundle is at ${num((p.gzipKib / 3072) * 100, 0)}% of it.`,
  ].join('\n');
}

export function benchSection(result) {
  const o = result.options;
  const load = `load average ${result.loadavg.start.map((x) => x.toFixed(2)).join(' ')} at start, ${result.loadavg.end.map((x) => x.toFixed(2)).join(' ')} at end`;
  const stateNotes = result.states.map(stateNote).join('\n');
  const r = result.render;
  const control = controlLine(result.states);
  const clock = r.clockAdvancesDuringCpu
    ? 'The clock advanced during JavaScript execution in this workerd (1 ms steps), so batches were timed directly.'
    : 'The clock did not advance during JavaScript execution (Spectre mitigation), so only the zero-delay timer closing each batch moved it.';
  return `## Throughput and render cost (\`npm run bench\`)

Run ${runLine(result.info)}; ${load}.
${setLine(result)}
The production worker with the embedded origin (the bundle of \`worker/local.ts\` as \`wrangler deploy --dry-run\` makes it) in workerd through Miniflare with the bindings of wrangler.toml; demo content at scale ${o.scale} (${o.pages} pages in D1).
autocannon: ${o.connections} connections, no pipelining, ${o.warmup} s warm-up then ${o.duration} s per figure, no compression asked (the edge compresses in production).
req/s is requests over the measured time, p50/p99 are latency in whole milliseconds (the median of a figure's slices). Each state runs in its own fresh workerd; each route is measured in turns with the constant ceiling (a tiny static answer) and, for cache hits, a static answer of the page's own size with the site's security headers (\`/_bench/sized/{bytes}\`, which tells the cost of sending the response from the cost of the middleware and the cache lookup): ${o.rounds} rounds of ${num(o.duration / o.rounds, 1)} s each, so a change in the machine's load touches a route and its ceilings alike, and every ratio is against the ceilings measured in turns with it. Compare ratios, not absolute figures across runs or machines.

${memberLine(result.states)}![Requests per second per route and cache state](performance-throughput.svg)

${throughputTable(result.states)}

${stateNotes}

### What a request reads, and the CPU time of a render

Inside workerd on the real pages (data loaded once, then rendered to bytes again and again): median over ${r.pages[0]?.batches ?? '?'} batches, per render; "first chunk" is the time until the first bytes could leave. ${clock} The KV reads and D1 statements are those of one request of the production app, counted in-process.

${renderTable(r)}

${choiceLine(r)}

### The production bundle (\`wrangler deploy --dry-run\`)

${bundleTable(result.bundles)}

### Against the targets

${targetLines(result.states)}
${control ? `\n${control}\n` : ''}`;
}

/** Data for the chart: routes as groups, states as bars. */
export function chartData(result) {
  const routes = ['ceiling', ...(result.states[0]?.routes.map((r) => r.name) ?? [])];
  return {
    title: 'Requests per second by route and cache state',
    subtitle: `${result.info.date.slice(0, 10)} · commit ${result.info.commit} · ${result.info.machine.cores} cores · ${result.options.connections} connections, ${result.options.duration} s each · ratio to the ceiling measured in turns with each route`,
    states: result.states.map((s) => ({ name: s.name, label: s.label })),
    rows: routes.map((route) => ({
      route,
      values: result.states.map((s) => {
        if (route === 'ceiling') return s.ceiling ? { rps: s.ceiling.rps, ratio: 1 } : { missing: 'not measured' };
        const r = s.routes.find((x) => x.name === route);
        if (!r?.measured) return { missing: r?.why?.split(/[(:]/)[0].trim() || 'not measured' };
        return { rps: r.rps, ratio: r.ratio };
      }),
    })),
  };
}
