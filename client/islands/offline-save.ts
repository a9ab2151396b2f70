/**
 * 'Bewaar om offline te lezen' and its undo (a plain island, no React): puts
 * this page's copy into the service worker's cache of saved pages, or takes it
 * out. The copy is the one already kept from reading it (the version the
 * visitor sees), else the page fetched again; a personal page (`private`,
 * `no-store`) is never saved. Which button shows is CSS on the classes the
 * loader and this island set on <html> (shared/offline/policy.ts).
 */
import { CACHES, keepable, SAVED_CLASS } from '../../shared/offline/policy';
import type { OfflineSaveProps } from '../../shared/islands/OfflineSave';
import { keptCopy, pageKey } from '../sw/store';

export default function enhance(el: HTMLElement, { texts }: OfflineSaveProps): void {
  const save = el.querySelector<HTMLButtonElement>('.an-savelater__save');
  const remove = el.querySelector<HTMLButtonElement>('.an-savelater__remove');
  const status = el.querySelector<HTMLElement>('.an-savelater__status');
  if (!save || !remove || !status || !('caches' in window)) return;
  const html = document.documentElement;
  const key = pageKey(location.href);

  save.addEventListener('click', async () => {
    try {
      const page = (await caches.match(key, { cacheName: CACHES.pages })) || (await fetch(key, { credentials: 'same-origin' }));
      if (!keepable(page.status, page.headers)) throw new Error('not a public page');
      await (await caches.open(CACHES.saved)).put(key, await keptCopy(page));
      html.classList.add(SAVED_CLASS);
      status.textContent = texts.saved;
      remove.focus();
    } catch {
      status.textContent = texts.saveFailed;
    }
  });
  remove.addEventListener('click', async () => {
    await (await caches.open(CACHES.saved)).delete(key);
    html.classList.remove(SAVED_CLASS);
    status.textContent = texts.removed;
    save.focus();
  });
}
