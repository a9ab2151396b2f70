/**
 * The community demos' random numbers (forum, blogs): a small xorshift
 * generator, so one seed gives the same demo content on every run.
 */

/** A generator of numbers in [0, 1) from a seed (0 counts as 1). */
export function demoRandom(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

/** What every community demo generator starts with: its clock, scale, random stream and the helpers made of them. */
export function demoTools(options: { now?: Date; scale?: number; seed?: number }, defaultSeed: number, minutesBeforeNow: number) {
  const now = options.now ?? new Date();
  const scale = Math.max(1, Math.floor(options.scale ?? 1));
  const rand = demoRandom(options.seed ?? defaultSeed);
  /** One of a list, at random. */
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  /** A moment as ISO text, never later than a few minutes before now (nothing is dated in the future). */
  const iso = (ms: number) => new Date(Math.min(ms, now.getTime() - minutesBeforeNow * 60_000)).toISOString();
  return { now, scale, rand, pick, iso };
}
