import { describe, expect, it } from 'vitest';
import type { CssRule } from './contract';
import { injectedCss, rulesFor, sanitizeCss } from './style-injection';

const rule = (over: Partial<CssRule>): CssRule => ({ code: '.x{}', paths: [], content_types: [], condition: 'AND', ...over });

describe('style injection rules', () => {
  it('needs both path and content type with AND, either with OR', () => {
    const and = rule({ code: 'and', paths: ['/steun-ons/*'], content_types: ['donation_content'], condition: 'AND' });
    const or = rule({ code: 'or', paths: ['/steun-ons/*'], content_types: ['quiz'], condition: 'OR' });
    expect(rulesFor([and, or], '/steun-ons/doneren', 'donation_content').map((r) => r.code)).toEqual(['and', 'or']);
    expect(rulesFor([and, or], '/steun-ons/webwinkel', 'shoppagina').map((r) => r.code)).toEqual(['or']);
    expect(rulesFor([and, or], '/dementie-quiz', 'quiz').map((r) => r.code)).toEqual(['or']);
    expect(rulesFor([and, or], '/dementie', 'content_page')).toEqual([]);
  });

  it('applies a rule without conditions everywhere, and one with only a path on that path', () => {
    expect(rulesFor([rule({ code: 'all' })], '/x', null)).toHaveLength(1);
    expect(rulesFor([rule({ paths: ['/a'] })], '/b', 'content_page')).toHaveLength(0);
  });
});

describe('css sanitising', () => {
  it('cannot close the style element', () => {
    const css = sanitizeCss('a{content:"</style><script>alert(1)</script>"}');
    expect(css).not.toContain('<');
    expect(css).toContain('\\3c /style>');
  });

  it('drops @import of remote stylesheets and keeps ordinary rules', () => {
    const css = sanitizeCss('@import url("https://evil.example/x.css");\n@import "//cdn.example/y.css";\n.a{color:red}');
    expect(css).not.toMatch(/@import\s+(url|")/);
    expect(css).toContain('.a{color:red}');
  });

  it('joins the rules for one page', () => {
    expect(injectedCss([rule({ code: '.a{}' }), rule({ code: '.b{}', paths: ['/x'] })], '/x', null)).toBe('.a{}\n.b{}');
  });
});
