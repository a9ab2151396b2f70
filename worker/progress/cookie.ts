/**
 * The progress cookie of the no-JavaScript path of the carer test and the
 * trainings: a signed value (worker/signed/token.ts) under one name, scoped by
 * its Path to the test or the one training it belongs to, so it is sent only
 * there. Its presence makes the whole-page cache step aside
 * (worker/middleware/page-cache), and a page that reads it is `private,
 * no-store`. HttpOnly: the browser's own copy lives in storage, not here.
 */
export const PROGRESS_COOKIE = 'an-voortgang';

/** A cookie's value from the request (the first of that name), or null. */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** The Set-Cookie header of a progress value; without `maxAgeSeconds` it ends with the browser session. */
export function progressCookie(token: string, path: string, secure: boolean, maxAgeSeconds?: number): string {
  return [
    `${PROGRESS_COOKIE}=${token}`,
    `Path=${path}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
    ...(maxAgeSeconds === undefined ? [] : [`Max-Age=${maxAgeSeconds}`]),
  ].join('; ');
}

/** Forgets the progress at `path` (start again). */
export const clearedProgressCookie = (path: string, secure: boolean): string => progressCookie('', path, secure, 0);

export const isSecure = (request: Request): boolean => new URL(request.url).protocol === 'https:';
