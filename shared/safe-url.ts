/**
 * URL safety, shared by the edge sanitiser (rich text) and the block schemas
 * (link and image fields), so an unsafe scheme is refused the same way everywhere.
 */

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const NAMED: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', sol: '/', lpar: '(', rpar: ')', amp: '&', quot: '"', apos: "'" };

/** Decodes numeric and the few named character references that can disguise a scheme. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return NAMED[body.toLowerCase()] ?? whole;
  });
}

/** True for relative URLs and the schemes a visitor can safely follow. */
export function isSafeUrl(raw: string): boolean {
  // Browsers ignore ASCII whitespace and control characters inside a scheme.
  // eslint-disable-next-line no-control-regex
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([^/?#]*?):/.exec(value);
  if (!scheme) return !/&[a-z]+;?/i.test(value.split(/[/?#]/)[0] ?? '');
  return SAFE_SCHEMES.has((scheme[1] ?? '').toLowerCase());
}

/** The URL itself when safe, otherwise '' (callers leave the link or image out). */
export function safeUrl(raw: string): string {
  const trimmed = raw.trim();
  return isSafeUrl(trimmed) ? trimmed : '';
}

/** True for an absolute https URL on one of the given hosts (embeds). */
export function isHttpsOnHost(raw: string, hosts: readonly string[]): boolean {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' && hosts.includes(url.host) && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
