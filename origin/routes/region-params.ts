import type { Context } from 'hono';
import type { OriginBindings } from '../bindings';

type Ctx = Context<{ Bindings: OriginBindings }>;

/**
 * A zero-based page from `?page`; missing is 0; anything but a whole number is
 * null (400). Any whole number a page link can carry is a page (one far past
 * the end is empty, as the contract says), so the site can answer 404 for it
 * rather than take a 400 for an upstream failure.
 */
export function pageOf(c: Ctx): number | null {
  const raw = c.req.query('page');
  if (raw === undefined || raw === '') return 0;
  // Past a billion pages every list is long over; the clamp keeps OFFSET a small integer.
  return /^\d{1,16}$/.test(raw) ? Math.min(Number(raw), 1e9) : null;
}

/** A numeric id from a path or query parameter; null when it is not one. */
export function idOf(raw: string | undefined): number | null {
  return raw !== undefined && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/** An optional id filter: missing or empty is 'any' (undefined), a number is that id, anything else null (400). */
export function optionalId(raw: string | undefined): number | undefined | null {
  if (raw === undefined || raw === '') return undefined;
  return idOf(raw);
}

/** A radius in km (0 < r <= 100); missing gives the fallback; anything else null (400). */
export function radiusOf(raw: string | undefined, fallback: number): number | null {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,3}(\.\d+)?$/.test(raw)) return null;
  const km = Number(raw);
  return km > 0 && km <= 100 ? km : null;
}
