/**
 * Timing inside workerd. workerd coarsens its clock to whole milliseconds, and
 * on Cloudflare freezes it while JavaScript runs, advancing it only on I/O
 * (Spectre mitigations). Every sample is therefore a batch of many runs lasting
 * tens of milliseconds, closed by a zero-delay timer that lets such a clock
 * catch up; the cost of an empty batch is measured the same way and subtracted.
 */

export const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Milliseconds for `size` runs, one after the other, closed by a timer. */
export async function batch(size: number, run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < size; i++) await run();
  await tick();
  return performance.now() - start;
}

/** How many runs make a batch of about `batchMs` (at least 5). */
export async function calibrate(run: () => Promise<unknown>, batchMs: number): Promise<number> {
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < 20 || n < 5) {
    await run();
    n++;
    if (n % 10 === 0) await tick();
  }
  await tick();
  const each = (performance.now() - start) / n;
  return Math.max(5, Math.ceil(batchMs / Math.max(each, 0.01)));
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/** Interquartile range: how much the middle half of the samples spread. */
export function spread(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * (s.length - 1)))] as number;
  return s.length ? at(0.75) - at(0.25) : 0;
}

/** Whether the clock moves while JavaScript runs without I/O. */
export function clockAdvancesDuringCpu(): boolean {
  const start = performance.now();
  let x = 0;
  for (let i = 0; i < 2e6; i++) x += Math.sqrt(i);
  return performance.now() - start > 0 && x > 0;
}

/** Where two texts part, with some context. */
/**
 * HTML as compared between strategies: ISO timestamps taken while rendering
 * (a form's render time, `formRendered`) differ from one render to the next
 * whatever the strategy, so they are masked; so are React's useId ids, which
 * differ where production reuses a block's markup (rendered on its own, with
 * a prefix of its own: worker/render/parts.tsx) and a strategy renders it in
 * the page. Both are unique within the page.
 */
export function comparable(html: string): string {
  return html
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g, (stamp) => stamp.replace(/\d/g, '0'))
    .replace(/_(?:p\d+-)?R_[0-9a-zA-Z]*_/g, '_R_id_');
}

export function firstDifference(a: string, b: string): { at: number; expected: string; actual: string } | null {
  if (a === b) return null;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return { at: i, expected: a.slice(Math.max(0, i - 40), i + 80), actual: b.slice(Math.max(0, i - 40), i + 80) };
}

/**
 * The items in an order that changes with `seed` (Fisher-Yates over a small
 * linear congruential generator). A rotation would leave every strategy
 * behind the same one each time, and make it pay that one's garbage.
 */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = (seed * 2654435761 + 1) >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
