/**
 * 'Meer laden' for the list island (./list-filter.ts), loaded only when a
 * visitor taps it: appends the items of the next page (the children of the
 * element marked `data-list-items`) to the list, moves focus to the first new
 * item's link, takes the next page's load-more link (none on the last page)
 * and Paginator, says how many are shown now in the count (the link's
 * template `data-load-more-count`, `{shown}` the number of items now in the
 * list) and puts the page's address in the URL. Throws when the answer is not
 * a page of the list, so the caller loads it as without JavaScript.
 */
export async function appendPage(region: HTMLElement, target: string, link: HTMLAnchorElement, url: URL, page: Promise<Response>): Promise<void> {
  const list = region.querySelector('[data-list-items]');
  const res = await page;
  if (!res.ok || !list) throw new Error(`status ${res.status}`);
  const fresh = new DOMParser().parseFromString(await res.text(), 'text/html').getElementById(target);
  const items = fresh && fresh.querySelector('[data-list-items]');
  if (!fresh || !items || items.children.length === 0) throw new Error('no items in the answer');
  const added = Array.from(items.children).map((item) => list.appendChild(document.importNode(item, true)));
  for (const selector of ['.an-load-more', '.an-pager']) {
    const mine = region.querySelector(selector);
    const theirs = fresh.querySelector(selector);
    if (mine && theirs) mine.replaceWith(document.importNode(theirs, true));
    else if (mine) mine.remove();
  }
  const count = region.querySelector('[role="status"]');
  const template = link.getAttribute('data-load-more-count');
  if (count && template) count.textContent = template.replace('{shown}', String(list.children.length));
  history.pushState(null, '', url);
  const first = added[0] && added[0].querySelector<HTMLElement>('a[href]');
  if (first) first.focus();
}
