/** A class attribute from the names that apply (false, null and '' left out). */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
