import type { RouteParams } from '../routes';

/**
 * The state of a list lives in its URL (ARCHITECTURE "Lists"): `?page=` one-based,
 * free text (a search term, a place) by name, filters as repeated names. The
 * API gets zero-based pages. Everything a visitor can type is normalised here,
 * so a loader never sees a raw parameter and two spellings of the same list
 * are one URL.
 */

/** Distance options of place searches, in km (spec section 9). */
export const DISTANCES_KM = [5, 10, 15, 25, 35, 50] as const;

/** Longer free text is cut: enough for any place or search phrase, and it keeps page links and API queries short. */
export const MAX_TEXT_LENGTH = 200;

/** What a list reads from its URL: free-text names, and the allowed values of each filter. */
export interface ListSpec<T extends string = never, F extends string = never> {
  /** Free-text parameters, e.g. `zoekterm`, `plaats`. */
  text?: readonly T[];
  /** Filters: name → allowed values (a taxonomy's ids, distances). Radios and selects are filters that get one value. */
  filters?: Readonly<Record<F, readonly string[]>>;
}

/** A list's normalised state. */
export interface ListQuery<T extends string = never, F extends string = never> {
  /** One-based page number. */
  page: number;
  /** Trimmed free text by name; a name typed empty is absent. */
  text: Readonly<Partial<Record<T, string>>>;
  /** Chosen values of each filter: allowed ones only, each once, in the order of the allowed values. */
  filters: Readonly<Record<F, readonly string[]>>;
}

const valuesOf = (params: RouteParams, name: string): string[] => {
  const value = params[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

/**
 * One-based page from `?page=`: missing, not a whole number, zero or negative
 * gives 1 (spec section 5). A number too large to count exactly stays past any
 * end, so the screen answers 404 as for any page past the end.
 */
export function listPage(params: RouteParams): number {
  const raw = valuesOf(params, 'page')[0]?.trim() ?? '';
  const n = /^\d+$/.test(raw) ? Math.min(Number(raw), Number.MAX_SAFE_INTEGER) : 0;
  return n >= 1 ? n : 1;
}

/** The API's zero-based page index of a one-based page (spec section 9). */
export const apiPage = (page: number): number => page - 1;

/** A free-text parameter, trimmed and cut to MAX_TEXT_LENGTH; empty (or only spaces) is none. */
export function listText(params: RouteParams, name: string): string | null {
  // By code point, so a cut never splits an emoji or other astral character in two.
  const text = [...(valuesOf(params, name)[0] ?? '').trim()].slice(0, MAX_TEXT_LENGTH).join('').trim();
  return text === '' ? null : text;
}

/** A filter given as repeated names: the allowed values that were given, each once, in the allowed order. */
export function listFilter(params: RouteParams, name: string, allowed: readonly string[]): string[] {
  const given = new Set(valuesOf(params, name).map((value) => value.trim()));
  return allowed.filter((value) => given.has(value));
}

/** Every part of a list's state from the route parameters (path and query merged by matchRoute). */
export function readListQuery<T extends string = never, F extends string = never>(params: RouteParams, spec: ListSpec<T, F> = {}): ListQuery<T, F> {
  const text: Partial<Record<T, string>> = {};
  for (const name of spec.text ?? []) {
    const value = listText(params, name);
    if (value !== null) text[name] = value;
  }
  const filters = {} as Record<F, readonly string[]>;
  for (const [name, allowed] of Object.entries(spec.filters ?? {}) as [F, readonly string[]][]) filters[name] = listFilter(params, name, allowed);
  return { page: listPage(params), text, filters };
}

/** The single value of a radio or select filter, or its default when none (or more than one) was given. */
export function choiceOf<T extends string, F extends string>(query: ListQuery<T, F>, name: F, fallback: string): string {
  const values = query.filters[name];
  return values.length === 1 ? (values[0] ?? fallback) : fallback;
}
