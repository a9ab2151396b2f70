/**
 * Where an image from the content system may come from: the site's own files
 * (`/files/…`, which the worker passes through from the upstream) or, over
 * https, one of the content system's own media hosts (the MEDIA_HOSTS var).
 * Any other address (`http://evil.example/x.jpg`, `//evil.example/x.jpg`, a
 * path outside /files/) would make every visitor's browser ask a host the
 * site does not know, or show a broken image: the image is left out instead,
 * where the answer is parsed (common.ts: MediaUrl), as unsafe schemes are.
 *
 * The list is configuration, the same for every request of an isolate, and
 * the schemas are module constants, so it is held here: the worker sets it
 * from its configuration before it parses anything (worker/middleware/context,
 * worker/content/warm.ts). Until then, and in the browser, only /files/ counts.
 */

/** The site's own files: the worker serves them from the upstream (worker/routes/files.ts). */
const FILES = '/files/';
/** Stands in for the site's own origin when a path is resolved. */
const SITE = 'https://site.invalid';

let mediaHosts: ReadonlySet<string> = new Set();
let configured: readonly string[] = [];

/**
 * MEDIA_HOSTS as a list: hosts (with a port where it is not 443) separated by
 * commas or spaces, written bare or as `https://host`, any case.
 */
export function parseMediaHosts(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((entry) => entry.trim().toLowerCase().replace(/^https:\/\//, '').replace(/\/+$/, ''))
    .filter((entry) => entry !== '');
}

/** Sets the content system's media hosts (from parseMediaHosts); the same list again costs nothing. */
export function setMediaHosts(hosts: readonly string[]): void {
  if (hosts === configured) return;
  configured = hosts;
  mediaHosts = new Set(hosts);
}

/** The media hosts in force (tests, and to put back what a test changed). */
export function currentMediaHosts(): readonly string[] {
  return configured;
}

/** A plain file path: no escape, no backslash, no dot segment, no query, nothing a parser would read otherwise. */
const PLAIN_FILE = /^\/files\/[A-Za-z0-9_~!$&'()*+,;=:@./-]*$/;
const DOT_SEGMENT = /\/\.\.?(?:\/|$)/;

/**
 * Whether an image address (already checked by safeUrl) is one of the site's
 * own files or an https address on a media host, with no user name or
 * password in it. A relative path counts only when it starts with a slash
 * (anything else would depend on the page it is on).
 */
export function isMediaUrl(url: string): boolean {
  // The common case, decided without parsing: /files/images/koffie/808x455.svg.
  if (PLAIN_FILE.test(url) && !DOT_SEGMENT.test(url)) return true;
  let parsed: URL;
  try {
    parsed = new URL(url, SITE + '/');
  } catch {
    return false;
  }
  if (parsed.origin === SITE) return url.startsWith('/') && parsed.pathname.startsWith(FILES);
  return parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '' && mediaHosts.has(parsed.host);
}
