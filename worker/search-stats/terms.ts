/**
 * Which search terms may be counted, and as what (worker/search-stats/):
 * folded as the search folds them, so 'Geheugentest' and 'geheugentest ' are
 * one term, and never a term that could say who typed it.
 */
import { foldedWords } from '../../shared/contract/fold';

/** The longest term kept (in characters) and the most words: longer ones are sentences nobody else types. */
const MAX_CHARS = 60;
const MAX_WORDS = 8;
/** An e-mail address, a number of five digits or more (telephone, account), a postcode with a house number (an address). */
const PERSONAL = /@|\d[\d\s.-]{4,}\d|\d{5,}|\d{4}\s?[a-z]{2}\s?\d/i;

/** The term to count for what a visitor searched, or null when it is empty, too long or could be personal. */
export function countedTerm(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const text = raw.slice(0, 300);
  if (PERSONAL.test(text)) return null;
  const words = foldedWords(text);
  if (words.length === 0 || words.length > MAX_WORDS) return null;
  const term = words.join(' ');
  return term.length <= MAX_CHARS ? term : null;
}

/** What a request says about the site search: a search (the results page) or a page opened from one; null for everything else. */
export function searchTraffic(request: Request, searchPath: string): { kind: 'search' | 'click'; term: string } | null {
  if (request.method !== 'GET') return null;
  // Cheap tests first: this runs before every request the site answers.
  const marker = `${searchPath}?`;
  const referer = request.headers.get('referer');
  const isSearch = request.url.includes(marker);
  if (!isSearch && !(referer && referer.includes(marker))) return null;
  // A prefetch is no visit.
  if (request.headers.get('sec-purpose')?.includes('prefetch') || request.headers.get('purpose') === 'prefetch') return null;
  const url = new URL(request.url);
  if (isSearch && url.pathname === searchPath) {
    // A new search: the first page of all results (a tab or a later page is the same search).
    const page = url.searchParams.get('page');
    const tab = url.searchParams.get('pijler');
    if ((page && page !== '1') || (tab && tab !== 'alle')) return null;
    const term = countedTerm(url.searchParams.get('zoekterm'));
    return term ? { kind: 'search', term } : null;
  }
  if (!referer || url.pathname === searchPath || !(request.headers.get('accept') ?? '').includes('text/html')) return null;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return null;
  }
  // A page of this site opened from its results page.
  if (from.origin !== url.origin || from.pathname !== searchPath) return null;
  const term = countedTerm(from.searchParams.get('zoekterm'));
  return term ? { kind: 'click', term } : null;
}
