// What a run of `npm run bench` or `npm run lighthouse` measures: the default
// set (one route per page family, so a run takes minutes) or, with --all,
// every route; and the options each set runs with unless given.

/**
 * The bench's two runs. The default keeps every state and the same-size
 * control of the hits but gives each figure 2 s (after a 1 s warm-up), times
 * only the production render strategy and leaves out the origin's calls (their
 * storage is seeded at another scale), so that even a first run, which seeds
 * the demo content (3-5 minutes here), ends within about 10 minutes; --all is
 * the full run as it was.
 */
export const BENCH_PLANS = {
  families: { set: 'families', duration: 2, warmup: 1, strategies: 'production', origin: false },
  all: { set: 'all', duration: 5, warmup: 2, strategies: 'all', origin: true },
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
