/**
 * The link rules of spec section 2: a link is external when its host differs
 * from the site's, or it is tel:/mailto:, or it points at a file (png, jpg,
 * jpeg, pdf, doc, docx, ppt, pptx, xls, xlsx). External links open a new tab
 * with opener and referrer protection, except tel: and mailto: which stay in
 * the same tab. Links under /trainingen/ get `startingPageUrl` (the current
 * path) unless they carry one already.
 */

const FILE_EXTENSIONS = /\.(png|jpe?g|pdf|docx?|pptx?|xlsx?)$/i;
/** A path on this site with nothing the URL parser would rewrite in a way that matters here (no `//`, backslash, tab or line break). */
const PLAIN_SITE_PATH = /^\/(?![/\\])[^\\\t\n\r]*$/;

export interface LinkInfo {
  href: string;
  external: boolean;
  /** Attributes to spread on the <a>. */
  attrs: { target?: '_blank'; rel?: string };
}

/**
 * @param href the link as authored
 * @param currentPath path of the page the link is on (for startingPageUrl)
 * @param siteHost the site's own host (e.g. www.example.org); null when unknown
 */
export function linkInfo(href: string, currentPath: string, siteHost: string | null = null): LinkInfo {
  const trimmed = href.trim();
  if (/^(tel|mailto):/i.test(trimmed)) return { href: trimmed, external: true, attrs: {} };
  if (PLAIN_SITE_PATH.test(trimmed) && !trimmed.includes('trainingen')) {
    // A path on this site, as most links are: what parsing it as a URL would tell, without the parse
    // (pages render dozens of links). The file check looks at the path before any query or hash.
    const external = FILE_EXTENSIONS.test(trimmed.replace(/[?#].*$/s, ''));
    return { href: trimmed, external, attrs: external ? { target: '_blank', rel: 'noopener noreferrer' } : {} };
  }
  const key = `${siteHost ?? ''} ${trimmed}`;
  const known = parsedLinks.get(key);
  if (known) return known;
  const info = parsedLinkInfo(trimmed, currentPath, siteHost);
  // Kept only when the current path played no part in it (no startingPageUrl added), and not for
  // an address longer than any real link (a broken or hostile CMS value would fill memory).
  if (info.href === trimmed && trimmed.length <= PARSED_LINK_MAX_CHARS) {
    if (parsedLinks.size >= PARSED_LINKS_MAX) parsedLinks.clear();
    Object.freeze(info.attrs);
    parsedLinks.set(key, Object.freeze(info));
  }
  return info;
}

/**
 * Parsed links by site host and address: a page's social and partner links
 * (absolute URLs) are the same on every render, and parsing them was about 2 %
 * of a KV-warm region page's CPU (profiled). Bounded; emptied when full.
 */
const parsedLinks = new Map<string, LinkInfo>();
const PARSED_LINKS_MAX = 1000;
const PARSED_LINK_MAX_CHARS = 2048;

/** linkInfo for any trimmed address that is not tel: or mailto:, by parsing it as a URL (exported for its test). */
export function parsedLinkInfo(trimmed: string, currentPath: string, siteHost: string | null): LinkInfo {
  let url: URL;
  try {
    url = new URL(trimmed, 'https://site.invalid');
  } catch {
    return { href: trimmed, external: false, attrs: {} };
  }
  const sameSite = url.host === 'site.invalid' || (siteHost !== null && url.host === siteHost);
  const isFile = FILE_EXTENSIONS.test(url.pathname);
  const external = !sameSite || isFile;

  let out = trimmed;
  if (sameSite && url.pathname.startsWith('/trainingen/') && !url.searchParams.has('startingPageUrl')) {
    url.searchParams.set('startingPageUrl', currentPath);
    out = (url.host === 'site.invalid' ? '' : url.origin) + url.pathname + url.search + url.hash;
  }
  return { href: out, external, attrs: external ? { target: '_blank', rel: 'noopener noreferrer' } : {} };
}
