/**
 * Lists that update in place (a plain island, no React): the list's GET form
 * and page links keep working as they are, and with JavaScript a change of a
 * choice, a submit or a page link fetches the same address with the new query
 * and swaps the list region. The URL follows (history), focus stays where it
 * was (the same field, or the results for a page link), and the count, a
 * polite live region already on the page, is announced with its new text.
 * Any failure loads the address as a normal page: never worse than without JavaScript.
 * Written without ?. and ?? (the ES2019 build spells each out): list pages share
 * the 75 KB budget with React when they carry the page tools.
 *
 * 'Meer laden' (a link `data-load-more` to the next page, which it stays
 * without JavaScript): fetches that page and has ./list-more.ts, loaded on the
 * first tap, append its items.
 */
import type { ListFilterProps } from '../../shared/islands/ListFilter';

const isChoice = (el: EventTarget | null): el is HTMLSelectElement | HTMLInputElement =>
  el instanceof HTMLSelectElement || (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio'));

/** The address a GET form sends: its action with its fields, empty ones left out (as the server reads them anyway). */
export function formUrl(form: HTMLFormElement): URL {
  const url = new URL(form.action, location.href);
  url.search = '';
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value.trim() !== '') url.searchParams.append(name, value);
  return url;
}

export default function enhance(_el: HTMLElement, { target, texts }: ListFilterProps): void {
  const region = document.getElementById(target);
  // Every browser that runs module scripts (the loader is one) has fetch and DOMParser.
  if (!region) return;
  let current: AbortController | null = null;

  async function load(url: URL, push: boolean, focusResults: boolean): Promise<void> {
    if (current) current.abort();
    const controller = new AbortController();
    current = controller;
    const count = region!.querySelector<HTMLElement>('[role="status"]');
    region!.setAttribute('aria-busy', 'true');
    if (count) count.textContent = texts.loading;
    try {
      const res = await fetch(url, { headers: { accept: 'text/html' }, signal: controller.signal });
      const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
      // An error page, or a page without the list: loaded as a normal page.
      const fresh = res.ok && doc.getElementById(target);
      if (!fresh) throw new Error();
      // What the visitor did while the answer was on its way stays as it is:
      // the focused element (by id, else by its place among its kind), a text
      // being typed, and the groups opened.
      const active = document.activeElement instanceof HTMLElement && region!.contains(document.activeElement) ? document.activeElement : null;
      const activeAt = active ? Array.from(region!.querySelectorAll(active.tagName)).indexOf(active) : -1;
      const typed = active instanceof HTMLInputElement && !isChoice(active) ? (active as HTMLInputElement).value : null;
      const opened = Array.from(region!.querySelectorAll('details')).map((d) => d.open);
      const freshCount = fresh.querySelector<HTMLElement>('[role="status"]');
      const text = (freshCount && freshCount.textContent) || '';
      // Keep the live region itself (a new one would not be announced); only its text changes.
      if (count && freshCount) freshCount.replaceWith(count);
      // adoptNode moves the nodes (importNode would clone them, and the kept live region with them).
      region!.replaceChildren(...Array.from(fresh.childNodes).map((n) => document.adoptNode(n)));
      if (count) count.textContent = text;
      document.title = doc.title;
      if (push) history.pushState(null, '', url);
      region!.querySelectorAll('details').forEach((d, i) => {
        if (opened[i]) d.open = true;
      });
      if (focusResults && count) {
        count.tabIndex = -1;
        count.focus();
      } else if (active) {
        const again = (active.id && document.getElementById(active.id)) || region!.querySelectorAll<HTMLElement>(active.tagName)[activeAt];
        if (again instanceof HTMLInputElement && typed !== null) again.value = typed;
        if (again) again.focus();
      }
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      location.assign(url.toString());
    } finally {
      if (current === controller) region!.removeAttribute('aria-busy');
    }
  }

  region.addEventListener('change', (event) => {
    const form = event.target instanceof Element && event.target.closest('form');
    // Text fields wait for the button: a change event on every letter would fetch too often.
    if (form && isChoice(event.target)) void load(formUrl(form), true, false);
  });
  region.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== 'get') return;
    event.preventDefault();
    void load(formUrl(form), true, false);
  });
  function loadMore(link: HTMLAnchorElement, url: URL): void {
    link.setAttribute('aria-disabled', 'true');
    link.textContent = texts.loading;
    // The page and the code that appends it load side by side; the code only when it is needed (phones, on a tap).
    const page = fetch(url, { headers: { accept: 'text/html' } });
    import('../lists/list-more')
      .then((more) => more.appendPage(region!, target, link, url, page))
      .catch(() => location.assign(url.toString()));
  }

  region.addEventListener('click', (event) => {
    const link = event.target instanceof Element && event.target.closest('a');
    const mouse = event as MouseEvent;
    if (!link || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.button !== 0) return;
    const more = link.hasAttribute('data-load-more');
    // The Paginator (shared/ui/Paginator.tsx) is the nav.an-pager.
    if (!more && !link.closest('.an-pager')) return;
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin) return;
    event.preventDefault();
    if (link.getAttribute('aria-disabled') === 'true') return;
    if (more) loadMore(link, url);
    else void load(url, true, true);
  });
  window.addEventListener('popstate', () => {
    void load(new URL(location.href), false, false);
  });
  // Says the list now updates in place (tests wait for it; nothing styles it).
  region.dataset.listFilter = 'on';
}
