import type { CssRule } from './contract';
import { pathMatches } from './path-patterns';

/**
 * Style injection (spec section 7, asset injector): CSS rules from the CMS for
 * some paths and/or content types. A condition left empty does not count; with
 * none at all a rule applies everywhere. AND needs every given condition, OR one.
 */
export function rulesFor(rules: readonly CssRule[], path: string, contentType: string | null): CssRule[] {
  return rules.filter((rule) => {
    const checks: boolean[] = [];
    if (rule.paths.length > 0) checks.push(pathMatches(rule.paths, path));
    if (rule.content_types.length > 0) checks.push(contentType !== null && rule.content_types.includes(contentType));
    if (checks.length === 0) return true;
    return rule.condition === 'OR' ? checks.some(Boolean) : checks.every(Boolean);
  });
}

/**
 * Minimal sanitising of editor CSS before it goes into a <style> element: no
 * `<` at all (so no `</style>` can end the element; CSS needs `<` nowhere but
 * in strings, where the escape `\3c ` means the same), and no `@import` of
 * another site's stylesheet. Everything else is the editors' responsibility,
 * and the CSP still limits what the CSS can load.
 */
export function sanitizeCss(code: string): string {
  return code
    .replace(/@import\s+(?:url\(\s*)?["']?\s*(?:[a-z][a-z0-9+.-]*:|\/\/)[^;]*;?/gi, '/* remote @import removed */')
    .replace(/</g, '\\3c ');
}

/** The CSS for one page, or '' when no rule applies. */
export function injectedCss(rules: readonly CssRule[], path: string, contentType: string | null): string {
  return rulesFor(rules, path, contentType)
    .map((rule) => sanitizeCss(rule.code))
    .join('\n');
}
