import type { BrowserContext, Page } from '@playwright/test';
import { axeViolations, expect, photograph, test } from './fixtures';

/**
 * Reading offline (issue 41, docs/offline-and-helpline.md): the service worker
 * keeps the pages a visitor reads and answers them without a network, with a
 * notice; anything else goes to the offline page. The rest of the suite runs
 * with service workers blocked (playwright.config.ts); these tests allow them.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 375, height: 800 } });

const READ = [
  { path: '/vrijwilligerswerk', title: 'Vrijwilligerswerk' },
  { path: '/dementie', title: 'Over dementie' },
  { path: '/nieuws', title: 'Nieuws' },
];

/** Paths of the pages the service worker keeps from reading (its cache of read pages). */
async function keptPaths(page: Page, cache = 'an-pages'): Promise<string[]> {
  return page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search), cache);
}

/** Reads a page and waits until the service worker has kept it. */
async function read(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => keptPaths(page), { timeout: 15_000 }).toContain(path);
}

/** Offline, the browser logs each image, font or script it could not load: expected here, and nothing else may be logged. */
function forgiveOfflineLoads(errors: string[]) {
  const offline = /net::ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/;
  const rest = errors.filter((e) => !offline.test(e));
  errors.splice(0, errors.length, ...rest);
}

/** No network, for the page and for the service worker's own requests. */
async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

test('a read page comes back offline with the notice; an unread one gives the offline page, listing the read ones and the helpline', async ({ page, context, consoleErrors }) => {
  for (const { path } of READ) await read(page, path);
  await goOffline(context);

  await page.goto(READ[0]!.path);
  const notice = page.locator('.an-offline-notice');
  await expect(notice).toContainText(/^Je bent offline\. Dit is de versie van \d{1,2} \w+ \d{4} om \d{2}:\d{2}\.$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Vrij.?wil.?li.?gers.?werk/);

  await page.goto('/steun-ons');
  await expect(page).toHaveURL(/\/steun-ons-offline$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je bent offline');
  await expect(page.getByText('De pagina /steun-ons staat niet op dit apparaat')).toBeVisible();
  const kept = page.locator('#offline-kept');
  for (const { path, title } of READ) await expect(kept.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', path);
  await expect(page.locator('main a[href="tel:08001234567"]')).toBeVisible();
  await photograph(page, 'offline-page-375');

  // A kept page opens from the list.
  await kept.getByRole('link', { name: 'Over dementie', exact: true }).click();
  await expect(page.locator('.an-offline-notice')).toBeVisible();
  forgiveOfflineLoads(consoleErrors);
});

test('a page saved with the page tools stays after 30 others were read, and can be removed', async ({ page, context, consoleErrors }) => {
  test.setTimeout(240_000);
  await read(page, '/dementie');
  await page.reload();
  const save = page.getByRole('button', { name: 'Bewaar om offline te lezen' });
  await expect(save).toBeVisible();
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Bewaard.' })).toBeVisible();
  const remove = page.getByRole('button', { name: 'Verwijder uit bewaarde pagina’s' });
  await expect(remove).toBeFocused();
  await expect(save).toBeHidden();

  // Thirty other pages: the news articles of the demo content.
  await page.goto('/nieuws');
  const articles: string[] = [];
  for (let p = 1; articles.length < 31 && p <= 8; p++) {
    await page.goto(`/nieuws?page=${p}`);
    articles.push(...(await page.locator('main .an-news-card__link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))));
  }
  expect(articles.length).toBeGreaterThanOrEqual(31);
  for (const path of articles.slice(0, 31)) await read(page, path);
  const pages = await keptPaths(page);
  expect(pages.length).toBeLessThanOrEqual(30);
  expect(pages).not.toContain('/dementie');
  expect(await keptPaths(page, 'an-saved')).toEqual(['/dementie']);

  await goOffline(context);
  await page.goto('/offline');
  await expect(page.locator('#offline-saved').getByRole('link', { name: 'Over dementie' })).toHaveAttribute('href', '/dementie');
  await page.goto('/dementie');
  await expect(page.locator('.an-offline-notice')).toBeVisible();
  // Saved earlier: the page knows it, and offers to remove it.
  await expect(page.getByRole('button', { name: 'Verwijder uit bewaarde pagina’s' })).toBeVisible();
  forgiveOfflineLoads(consoleErrors);
});

test('the offline page is axe-clean and does not scroll sideways at 320 px', async ({ page, context, consoleErrors }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await read(page, '/dementie');
  await goOffline(context);
  await page.goto('/regios/utrecht/nieuws');
  await expect(page).toHaveURL(/\/regios\/utrecht\/nieuws-offline$/);
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await photograph(page, 'offline-page-320');
  forgiveOfflineLoads(consoleErrors);
});
