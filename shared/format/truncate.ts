/** Punctuation and dashes that should not stand right before the ellipsis. */
const TRAILING = /[\s,.;:!?–-]+$/;

/**
 * Shortens plain text at a word boundary and adds an ellipsis (spec section 5,
 * "Text truncation at word boundary with ellipsis"): the result, ellipsis
 * included, is at most `max` characters and ends with the last whole word that
 * fits. Only a first word longer than the whole limit is cut inside, as nothing
 * would be left otherwise. Whitespace is tidied; text that fits is returned whole.
 */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  // One character of the limit is the ellipsis.
  const room = Math.max(0, max - 1);
  // Searching back from `room` itself: a space right after the room means its last word is whole.
  const lastSpace = clean.lastIndexOf(' ', room);
  const kept = lastSpace > 0 ? clean.slice(0, lastSpace) : clean.slice(0, room);
  return kept.replace(TRAILING, '') + '…';
}
