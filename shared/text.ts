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

/** Plain text of sanitised HTML, for teasers and titles. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6])[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
