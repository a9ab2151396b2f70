/** When an island's JavaScript is loaded and hydrated. */
export type Wake = 'load' | 'idle' | 'visible' | 'interaction';

/** The element attributes of the island contract, shared by server and client. */
export const ISLAND_ATTR = 'data-island';
export const ISLAND_ID_ATTR = 'data-island-id';
export const ISLAND_WAKE_ATTR = 'data-wake';
export const ISLAND_PROPS_ATTR = 'data-island-props';
/** On a plain island (no React in the browser, see PLAIN_ISLANDS). */
export const ISLAND_PLAIN_ATTR = 'data-plain';
/**
 * The island's chunk URL, and on a React island the hydration chunk's: the
 * server writes them from the build manifest, so the one up-front script holds
 * no table of islands and stays the same size however many islands there are.
 */
export const ISLAND_SRC_ATTR = 'data-island-src';
export const ISLAND_HYDRATE_ATTR = 'data-island-hydrate';
/** Where the loader reports an island whose chunk did not load (worker/routes/client-report.ts). */
export const ISLAND_REPORT_PATH = '/_rapport/eiland';
/** Where every island chunk lives; the loader imports nothing else. */
export const ISLAND_CHUNK_PREFIX = '/assets/chunks/';

/**
 * Plain islands: the server renders their markup with React, but their client
 * entry is a function `(element, props) => void` without React, so waking one
 * does not load React (client/loader.ts).
 */
export const PLAIN_ISLANDS: readonly string[] = ['slide-in', 'donate-widget', 'quiz-embed', 'embed', 'search-suggest', 'vacancy-events', 'list-filter', 'use-location', 'account-form-check', 'application-form', 'memory-test-result', 'offline-save', 'helpline-status', 'carer-question', 'carer-result', 'training-question', 'training-reorder', 'training-progress', 'rich-editor', 'picture-field'];

/** What serializeProps escapes in the JSON, and how. */
const JSON_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * Serialises island props for a `<script type="application/json">`: `<` is
 * escaped so no `</script>` (or `<!--`) can end the element early, and the line
 * separators U+2028/U+2029 are escaped for older JavaScript parsers.
 */
export function serializeProps(props: unknown): string {
  // A function would silently vanish from the JSON and break the island in the browser.
  const json = JSON.stringify(props ?? {}, (key, value: unknown) => {
    if (typeof value === 'function') throw new TypeError(`island prop "${key}" is a function and cannot reach the browser`);
    return value;
  });
  // One pass over the JSON (it runs for every island and JSON-LD block of every page).
  return json.replace(/[<>&\u2028\u2029]/g, (char) => JSON_ESCAPES[char] as string);
}

/** serializeProps of deep-frozen values, by the value: a pure function of it. */
const serializedOnce = new WeakMap<object, string>();

/**
 * serializeProps, once per value for a value the caller knows to be
 * deep-frozen (reusable island props, JSON-LD kept with a held answer);
 * every time for anything else.
 */
export function serializeKept(value: object, deepFrozen: boolean): string {
  if (!deepFrozen) return serializeProps(value);
  let json = serializedOnce.get(value);
  if (json === undefined) serializedOnce.set(value, (json = serializeProps(value)));
  return json;
}
