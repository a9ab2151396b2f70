/**
 * Shortens plain text to at most `max` characters at a word boundary and adds
 * an ellipsis (spec section 5: teasers). Text that fits is returned unchanged.
 */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, Math.max(0, max - 1));
  const lastSpace = cut.lastIndexOf(' ');
  // One very long word: cut inside it rather than returning nothing.
  const base = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return base.replace(/[\s,.;:!?–-]+$/, '') + '…';
}
