// What a run of `npm run bench` or `npm run lighthouse` measures: the default
// set (one route per page family, so a run takes minutes) or, with --all,
// every route; and the options each set runs with unless given.

/**
 * The bench's two runs. The default keeps every state and the same-size
 * control of the hits but gives each figure 2 s (after a 1 s warm-up), times
 * only the production render strategy, takes each figure in two slices
 * instead of three (each slice is an autocannon run of its own, about half a
 * second of overhead here), leaves out the origin's calls (their
 * storage is seeded at another scale) and serves the demo content at scale 1,
 * the storage `npm run lighthouse` uses too: seeding scale 10 took 9 minutes
 * on this machine under other helpers' load, scale 1 a tenth of it, so even a
 * first run ends within 10 minutes. --all is the full run as it was (scale 10).
 */
export const BENCH_PLANS = {
  families: { set: 'families', scale: 1, duration: 2, warmup: 1, rounds: 2, strategies: 'production', origin: false },
  all: { set: 'all', scale: 10, duration: 5, warmup: 2, rounds: 3, strategies: 'all', origin: true },
};

/** Reads an option from an argv list: `--name value`. */
export function optionOf(argv, name, fallback) {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1] : fallback;
}

/** A comma-separated option as a list of names. */
export function listOf(argv, name) {
  return optionOf(argv, name, '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
}

/** The bench's plan from its command line: the set's defaults, then what was given. */
export function benchPlan(argv) {
  const base = BENCH_PLANS[argv.includes('--all') ? 'all' : 'families'];
  return {
    ...base,
    scale: Number(optionOf(argv, 'scale', String(base.scale))),
    duration: Number(optionOf(argv, 'duration', String(base.duration))),
    warmup: Number(optionOf(argv, 'warmup', String(base.warmup))),
  };
}

/**
 * The page routes a run measures: the named ones (`only`, a part run), every
 * page route (`all`), or the default set (`families`, in its order); the
 * ceiling always comes along. Unknown names are returned, not dropped.
 */
export function pickRoutes(routes, families, { all = false, only = [] } = {}) {
  const pages = routes.filter((r) => !r.ceiling);
  const names = only.length ? only : all ? pages.map((r) => r.name) : families;
  const unknown = names.filter((name) => !pages.some((r) => r.name === name));
  const picked = names.map((name) => pages.find((r) => r.name === name)).filter(Boolean);
  return { routes: [...routes.filter((r) => r.ceiling), ...picked], unknown };
}

/** Storage of the benchmark site at scale 10, apart from `npm start`'s and the e2e suite's. */
export const PERSIST_TO = '.wrangler/bench';

/**
 * The storage of the benchmark site at a scale: one per scale, so no command
 * reseeds another's. The default bench and `npm run lighthouse` (both scale 1)
 * share theirs: whichever runs first seeds it for both. Not at the same time.
 */
export function persistFor(scale) {
  return scale === 10 ? PERSIST_TO : `${PERSIST_TO}-scale-${scale}`;
}
