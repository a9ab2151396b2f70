/**
 * Checks on rendered form markup, shared by the form parts' unit tests and
 * the gallery test: what axe would catch, but without a browser.
 */
const ids = (html: string) => [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);

/** Ids named by aria-describedby that are not in the markup. */
export function missingDescriptions(html: string): string[] {
  const present = new Set(ids(html));
  return [...html.matchAll(/aria-describedby="([^"]+)"/g)].flatMap((m) => m[1]!.split(' ')).filter((id) => !present.has(id));
}

/** Labels whose `for` points at no element. */
export function labelsWithoutControl(html: string): string[] {
  const present = new Set(ids(html));
  return [...html.matchAll(/<label[^>]*\sfor="([^"]+)"/g)].map((m) => m[1]!).filter((id) => !present.has(id));
}

/** Ids that occur more than once. */
export function duplicateIds(html: string): string[] {
  const seen = new Set<string>();
  return ids(html).filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
}

/** The opening tag of the first element with this id. */
export function tagWithId(html: string, id: string): string {
  return new RegExp(`<[a-z]+\\b[^>]*\\sid="${id}"[^>]*>`).exec(html)?.[0] ?? '';
}

/**
 * The value of an attribute of an opening tag, or null. React writes some
 * names as the prop is spelled (noValidate, autoComplete) and orders form
 * attributes its own way, so tests read attributes one by one.
 */
export function attr(tag: string, name: string): string | null {
  const m = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return m ? m[1]! : null;
}

/** The opening tag of the first element of this name. */
export function firstTag(html: string, element: string): string {
  return new RegExp(`<${element}\\b[^>]*>`).exec(html)?.[0] ?? '';
}
