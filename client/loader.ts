/**
 * The only script a page loads up front (at most 2 KB compressed): it finds the
 * islands and wakes each one when its strategy says, importing React and the
 * island's code only then. One failing island never stops the others.
 */
import { CONSENT_ASK_CLASS, renewedConsentCookie, storedConsentValue } from '../shared/consent';
import { askConsent } from './consent-banner';
import { PAGE_ENTRY_ID } from '../shared/analytics';
import { CACHES, OFFLINE_CLASS, SAVED_CLASS, SW_PATH } from '../shared/offline-policy';
import { ISLAND_ATTR, ISLAND_CHUNK_PREFIX, ISLAND_REPORT_PATH, ISLAND_HYDRATE_ATTR, ISLAND_ID_ATTR, ISLAND_PLAIN_ATTR, ISLAND_PROPS_ATTR, ISLAND_SRC_ATTR, ISLAND_WAKE_ATTR } from '../shared/islands/types';

type HydrateModule = typeof import('./hydrate');
type IslandModule = { default: import('react').ComponentType<any> };

const INTERACTION = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'mouseover'] as const;

/**
 * Lazy chunks are retried 3 times, 500 ms apart (spec sections 4 and 9: a
 * flaky mobile connection). A retry asks for the same file with `?retry=n`:
 * many browsers keep a failed import() of an address failed for the page's life.
 */
async function importWithRetry<T>(url: string): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return (await import(attempt ? url + '?retry=' + attempt : url)) as T;
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

function readProps(id: string): unknown {
  const script = document.querySelector(`script[${ISLAND_PROPS_ATTR}="${id}"]`);
  return script && script.textContent ? JSON.parse(script.textContent) : {};
}

/** A chunk URL from the island's markup, when it is one of the site's own chunks. */
function chunkUrl(el: HTMLElement, attr: string): string {
  const url = el.getAttribute(attr) || '';
  return url.startsWith(ISLAND_CHUNK_PREFIX) && !url.includes('//') ? url : '';
}

function wake(el: HTMLElement): Promise<void> {
  const name = el.getAttribute(ISLAND_ATTR) || '';
  const id = el.getAttribute(ISLAND_ID_ATTR) || name;
  // The chunk URLs come from the server's markup (the build manifest), so this script holds no island table.
  const url = chunkUrl(el, ISLAND_SRC_ATTR);
  const plain = el.hasAttribute(ISLAND_PLAIN_ATTR);
  const hydrate = plain ? '' : chunkUrl(el, ISLAND_HYDRATE_ATTR);
  // One message for both kinds, and one report to the site (worker/routes/client-report.ts): every byte here counts against its 2 KB.
  // The island stays as the server rendered it; the visitor sees no error.
  const failed = (error: unknown) => {
    console.error('island failed', name, error);
    navigator.sendBeacon && navigator.sendBeacon(ISLAND_REPORT_PATH, name);
  };
  if (!url || (!plain && !hydrate)) return Promise.resolve(failed('unknown'));
  // A plain island's entry enhances the server's markup itself, without React.
  if (plain) {
    return importWithRetry<{ default: (el: HTMLElement, props: unknown) => void }>(url)
      .then((island) => island.default(el, readProps(id)))
      .catch(failed);
  }
  return Promise.all([
    importWithRetry<HydrateModule>(hydrate),
    importWithRetry<IslandModule>(url),
  ])
    .then(([{ hydrateIsland }, island]) => hydrateIsland(el, island.default, readProps(id), id))
    .catch(failed);
}

function schedule(el: HTMLElement): void {
  const strategy = el.getAttribute(ISLAND_WAKE_ATTR);
  if (strategy === 'load') return void wake(el);
  if (strategy === 'idle') {
    // At most 2 s: a main thread that is never idle (a slow phone, a busy page) must not keep the island asleep.
    if (window.requestIdleCallback) window.requestIdleCallback(() => void wake(el), { timeout: 2000 });
    else setTimeout(() => void wake(el), 200);
    return;
  }
  if (strategy === 'visible' && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        void wake(el);
      }
    });
    // The wrapper is `display: contents` (no box of its own): watch what it contains.
    const targets = el.children.length > 0 ? Array.from(el.children) : [el];
    targets.forEach((target) => observer.observe(target));
    return;
  }
  // 'interaction' (and 'visible' without IntersectionObserver): the first touch,
  // focus or key press inside the island. Native behaviour (a <details> toggle,
  // a link) still works during the few milliseconds the import takes.
  // A button pressed while the island's code is still loading (a tap on a slow
  // phone) is held and pressed again once the island is hydrated.
  let held: HTMLElement | null = null;
  const hold = (event: Event) => {
    const button = (event.target as Element | null)?.closest('button');
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    held = button;
  };
  const onFirst = () => {
    INTERACTION.forEach((type) => el.removeEventListener(type, onFirst, true));
    el.addEventListener('click', hold, true);
    void wake(el).then(() => {
      el.removeEventListener('click', hold, true);
      setTimeout(() => held?.click());
    });
  };
  INTERACTION.forEach((type) => el.addEventListener(type, onFirst, { capture: true, passive: true }));
}

// The page's tracking entry for the analytics data layer (no third-party script reads it by default);
// a list when the page has events of its own (the search's view_search_results), each pushed.
const entry = document.getElementById(PAGE_ENTRY_ID)?.textContent;
if (entry) {
  const w = window as unknown as { dataLayer?: unknown[] };
  (w.dataLayer = w.dataLayer ?? []).push(...[JSON.parse(entry) as unknown].flat());
}

// A stored cookie choice is renewed on every visit until its 1000 days are over;
// while there is none (or it just ran out), the banner asks.
const stored = storedConsentValue(document.cookie);
const renewed = stored === null ? null : renewedConsentCookie(stored, new Date(), location.protocol === 'https:');
if (renewed) document.cookie = renewed;
if (stored === null || renewed?.includes('Max-Age=0;')) askConsent();
else document.documentElement.classList.remove(CONSENT_ASK_CLASS);

document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`).forEach(schedule);

// Reading offline (client/sw/): the service worker registers once the page has loaded, never in the way of
// its first render. The loader itself may start only at the load event (worker/render/document.tsx), so
// a page that has loaded already registers at once. A page it controls may offer 'Bewaar om offline te lezen' (the class shows the button),
// and says whether this page is saved already.
const sw = navigator.serviceWorker;
if (sw) {
  const register = () => void sw.register(SW_PATH).catch(() => undefined);
  if (document.readyState < 'd') register(); // 'complete' (not 'interactive' or 'loading')
  else addEventListener('load', register);
  if (sw.controller) {
    document.documentElement.classList.add(OFFLINE_CLASS);
    caches.match(location.href, { cacheName: CACHES.saved }).then((saved) => saved && document.documentElement.classList.add(SAVED_CLASS), () => undefined);
  }
}
