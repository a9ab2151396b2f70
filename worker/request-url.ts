/**
 * The request's URL, parsed once per request and shared by the middleware and
 * renderers that only read it (the path, the query, the origin). Every layer
 * parsed it again before: six parses per rendered page, 2-6% of a KV-warm
 * render by profile. Never change the URL this returns; make a copy
 * (`new URL(url)`) to build another address from it.
 */
const parsed = new WeakMap<Request, URL>();

export function requestUrl(request: Request): URL {
  let url = parsed.get(request);
  if (!url) {
    url = new URL(request.url);
    parsed.set(request, url);
  }
  return url;
}
