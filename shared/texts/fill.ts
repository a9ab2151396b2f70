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
