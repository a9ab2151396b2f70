/**
 * Page patterns, one per line: a path, `*` as wildcard (`/nieuws/*`), `*`
 * alone for every page, `<front>` for the home page.
 */
export function pathMatches(patterns: readonly string[], path: string): boolean {
  return patterns.some((raw) => {
    const pattern = raw.trim();
    if (pattern === '<front>') return path === '/';
    return patternRegex(pattern).test(path);
  });
}

/**
 * Compiled patterns, by pattern: every page request matches the slide-ins'
 * patterns against its path. A pure function of the pattern; bounded, since
 * patterns come from the CMS.
 */
const compiled = new Map<string, RegExp>();
const MAX_COMPILED = 1000;

function patternRegex(pattern: string): RegExp {
  let regex = compiled.get(pattern);
  if (!regex) {
    const withSlash = pattern.startsWith('/') || pattern.startsWith('*') ? pattern : '/' + pattern;
    regex = new RegExp('^' + withSlash.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*') + '/?$');
    if (compiled.size >= MAX_COMPILED) compiled.clear();
    compiled.set(pattern, regex);
  }
  return regex;
}
