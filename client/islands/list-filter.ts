/**
 * Lists that update in place (a plain island, no React): the list's GET form
 * and page links keep working as they are, and with JavaScript a change of a
 * choice, a submit or a page link fetches the same address with the new query
 * and swaps the list region. The URL follows (history), focus stays where it
 * was (the same field, or the results for a page link), and the count, a
 * polite live region already on the page, is announced with its new text.
 * Any failure loads the address as a normal page: never worse than without JavaScript.
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
  if (!region || !('fetch' in window) || !('DOMParser' in window)) return;
  let current: AbortController | null = null;

  async function load(url: URL, push: boolean, focusResults: boolean): Promise<void> {
    current?.abort();
    const controller = new AbortController();
    current = controller;
    const count = region!.querySelector<HTMLElement>('[role="status"]');
    region!.setAttribute('aria-busy', 'true');
    if (count) count.textContent = texts.loading;
    try {
      const res = await fetch(url, { headers: { accept: 'text/html' }, signal: controller.signal });
      if (!res.ok) throw new Error(`status ${res.status}`);
      const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
      const fresh = doc.getElementById(target);
      if (!fresh) throw new Error('no list in the answer');
      const focusedId = document.activeElement instanceof HTMLElement && region!.contains(document.activeElement) ? document.activeElement.id : '';
      const freshCount = fresh.querySelector<HTMLElement>('[role="status"]');
      const text = freshCount?.textContent ?? '';
      // Keep the live region itself (a new one would not be announced); only its text changes.
      if (count && freshCount) freshCount.replaceWith(count);
      region!.replaceChildren(...Array.from(fresh.childNodes).map((n) => document.importNode(n, true)));
      if (count) count.textContent = text;
      document.title = doc.title;
      if (push) history.pushState({ list: target }, '', url);
      if (focusResults && count) {
        count.tabIndex = -1;
        count.focus();
      } else if (focusedId) document.getElementById(focusedId)?.focus();
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      location.assign(url.toString());
    } finally {
      if (current === controller) region!.removeAttribute('aria-busy');
    }
  }

  region.addEventListener('change', (event) => {
    const form = (event.target as Element | null)?.closest('form');
    // Text fields wait for the button: a change event on every letter would fetch too often.
    if (form && isChoice(event.target)) void load(formUrl(form), true, false);
  });
  region.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== 'get') return;
    event.preventDefault();
    void load(formUrl(form), true, false);
  });
  region.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest('a');
    const mouse = event as MouseEvent;
    if (!link || !link.closest('.an-paginator') || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.button !== 0) return;
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin) return;
    event.preventDefault();
    void load(url, true, true);
  });
  window.addEventListener('popstate', () => {
    void load(new URL(location.href), false, false);
  });
}
