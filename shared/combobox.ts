/**
 * The state rules of the search combobox (client/islands/search-suggest.ts),
 * kept apart from the DOM so they can be tested: which option the arrow keys
 * move to, and which answer of the suggestion calls still counts.
 */

/** Index of the highlighted option after a key: -1 is the text field itself (no option highlighted). */
export function moveHighlight(current: number, count: number, key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End'): number {
  if (count === 0) return -1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  // Past either end the highlight goes back to the field (the APG's list autocomplete): typing goes on from there.
  if (key === 'ArrowDown') return current >= count - 1 ? -1 : current + 1;
  return current === -1 ? count - 1 : current - 1;
}

/** What the field asks suggestions for: collapsed spaces, nothing before the first letter; null when too short to suggest. */
export function suggestQuery(value: string, minLetters = 2): string | null {
  const query = value.replace(/\s+/g, ' ').replace(/^\s+/, '').slice(0, 100);
  return (query.match(/[\p{L}\p{N}]/gu) ?? []).length >= minLetters ? query : null;
}

/**
 * Numbers the suggestion calls, so an answer that arrives after a newer call
 * was made (or after the field changed) is dropped: typing fast never shows
 * the suggestions of an older text.
 */
export function latestOnly(): { next(): number; isCurrent(ticket: number): boolean; cancel(): void } {
  let counter = 0;
  return {
    next: () => ++counter,
    isCurrent: (ticket) => ticket === counter,
    cancel: () => void ++counter,
  };
}
