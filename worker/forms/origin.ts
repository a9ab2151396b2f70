/**
 * Only this site's own pages may post its forms: a browser says where a post
 * comes from in `Origin` and `Sec-Fetch-Site`. A request with neither (an old
 * browser, a script) passes here; the anti-forgery token is checked next.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  const fetchSite = request.headers.get('sec-fetch-site');
  if (origin && origin !== new URL(request.url).origin) return false;
  return !fetchSite || fetchSite === 'same-origin' || fetchSite === 'none';
}
