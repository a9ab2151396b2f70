/**
 * 'Bewaar om offline te lezen' and its undo (a plain island, no React). The
 * service worker saves the page (client/sw/index.ts: the copy already kept
 * from reading it, else the page fetched again; never a personal page); the
 * undo takes it out of the saved pages' cache. Which button shows is CSS on
 * the classes the loader and this island set on <html> (shared/offline-policy.ts).
 */
import { CACHES, SAVE_MESSAGE, SAVED_CLASS } from '../../shared/offline-policy';
import type { OfflineSaveProps } from '../../shared/islands/OfflineSave';

export default function enhance(el: HTMLElement, { texts }: OfflineSaveProps): void {
  const save = el.querySelector<HTMLButtonElement>('.an-savelater__save');
  const remove = el.querySelector<HTMLButtonElement>('.an-savelater__remove');
  const status = el.querySelector<HTMLElement>('.an-savelater__status');
  if (!save || !remove || !status || !window.caches) return;
  const html = document.documentElement;
  const url = location.href.split('#')[0] as string;
  const done = (saved: boolean, text: string, focus: HTMLElement) => {
    html.classList.toggle(SAVED_CLASS, saved);
    status.textContent = text;
    focus.focus();
  };

  save.addEventListener('click', () => {
    const worker = navigator.serviceWorker && navigator.serviceWorker.controller;
    if (!worker) return void (status.textContent = texts.saveFailed);
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => (event.data === true ? done(true, texts.saved, remove) : void (status.textContent = texts.saveFailed));
    worker.postMessage({ type: SAVE_MESSAGE, url }, [channel.port2]);
  });
  remove.addEventListener('click', () => {
    caches
      .open(CACHES.saved)
      .then((cache) => cache.delete(url))
      .then(() => done(false, texts.removed, save), () => void (status.textContent = texts.saveFailed));
  });
}
