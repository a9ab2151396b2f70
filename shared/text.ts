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

/**
 * Fills the named placeholders of a text template ('Je score is {score}.').
 * Texts that travel to an island as JSON cannot be functions; the island fills
 * in what only the browser knows. A placeholder without a value stays as is.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  // hasOwnProperty, not Object.hasOwn: old phones (the browser build targets ES2019).
  const has = (name: string) => Object.prototype.hasOwnProperty.call(values, name);
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (has(name) ? String(values[name]) : placeholder));
}
