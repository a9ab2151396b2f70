/**
 * Fills the offline page (built at deploy time: scripts/build.mjs renders
 * shared/pages/offline/OfflinePage.tsx to dist/public/offline.html) with what
 * only the visitor's device knows: the pages kept on it, and the page asked
 * for. The service worker does it when it answers offline; the worker does the
 * asked page when it serves `/{name}-offline` itself. String work on marked
 * elements, so the page needs no script of its own.
 */
import { offline as t } from './texts/nl/offline';
import { escapeHtml, offlineDate } from './offline-policy';

export interface KeptEntry {
  /** Path and query on this site. */
  url: string;
  title: string;
  /** When the copy was made (ISO). */
  at: string;
}

/** The marked elements of the offline page (ids), filled by fillOfflinePage. */
export const OFFLINE_MARKS = { asked: 'offline-asked', retry: 'offline-retry', saved: 'offline-saved', kept: 'offline-kept' } as const;

/** Replaces the element with this id (one without nested elements of its own tag) by `html`. */
function replaceElement(page: string, id: string, html: (open: string, tag: string) => string): string {
  const pattern = new RegExp(`<(\\w+)([^>]*)\\bid="${id}"([^>]*)>[\\s\\S]*?</\\1>`);
  return page.replace(pattern, (_whole, tag: string, before: string, after: string) => html(`<${tag}${before}id="${id}"${after}>`, tag));
}

function list(entries: readonly KeptEntry[], empty: string): string {
  if (!entries.length) return `<p class="an-offline__empty">${escapeHtml(empty)}</p>`;
  const items = entries.map(
    (e) => `<li><a href="${escapeHtml(e.url)}">${escapeHtml(e.title)}</a> <span class="an-offline__date">(${escapeHtml(t.keptAt(offlineDate(e.at)))})</span></li>`,
  );
  return `<ul class="an-offline__list">${items.join('')}</ul>`;
}

/** The page asked for, and where 'Probeer het opnieuw' goes: that page instead of the home page. */
export function fillAsked(page: string, asked: string | null): string {
  if (!asked) return page;
  const withText = replaceElement(page, OFFLINE_MARKS.asked, (open, tag) => `${open.replace(/\shidden(="")?/, '')}${escapeHtml(t.notKept(asked))}</${tag}>`);
  // The page's markup names the link's id before its href (shared/pages/offline/OfflinePage.tsx).
  return withText.replace(new RegExp(`(<a id="${OFFLINE_MARKS.retry}"[^>]*\\bhref=")[^"]*"`), (_m, open: string) => `${open}${escapeHtml(asked)}"`);
}

/** The saved and the recently read pages (the read ones not saved too), newest first. */
export function fillLists(page: string, saved: readonly KeptEntry[], kept: readonly KeptEntry[]): string {
  const savedUrls = new Set(saved.map((e) => e.url));
  const read = kept.filter((e) => !savedUrls.has(e.url));
  const withSaved = replaceElement(page, OFFLINE_MARKS.saved, (open, tag) => `${open}${list(saved, t.savedEmpty)}</${tag}>`);
  return replaceElement(withSaved, OFFLINE_MARKS.kept, (open, tag) => `${open}${list(read, t.keptEmpty)}</${tag}>`);
}

/** The notice on top of a kept copy ('Je bent offline. Dit is de versie van …'), right after `<body>`. */
export function withNotice(page: string, keptAt: string): string {
  const notice = `<aside class="an-offline-notice" aria-label="${escapeHtml(t.noticeLabel)}"><p class="an-offline-notice__text an-container" role="status">${escapeHtml(t.notice(offlineDate(keptAt)))}</p></aside>`;
  return page.replace(/<body[^>]*>/, (body) => body + notice);
}
