/**
 * Page patterns, one per line: a path, `*` as wildcard (`/nieuws/*`), `*`
 * alone for every page, `<front>` for the home page.
 */
export function pathMatches(patterns: readonly string[], path: string): boolean {
  return patterns.some((raw) => {
    const pattern = raw.trim();
    if (pattern === '<front>') return path === '/';
    const withSlash = pattern.startsWith('/') || pattern.startsWith('*') ? pattern : '/' + pattern;
    const regex = new RegExp('^' + withSlash.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*') + '/?$');
    return regex.test(path);
  });
}
