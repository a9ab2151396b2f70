/**
 * Freezes an object and everything it holds, so an answer shared by many
 * requests (a held CMS answer, parsed blocks, reusable island props) cannot
 * be changed by one of them. Stops at what is already frozen.
 */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
