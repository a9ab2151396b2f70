import { EVERY_PAGE } from '../kind-pages';
import { expect, test } from './fixtures';

/**
 * WCAG 1.4.10 reflow: at 320 CSS pixels wide (a 1280 px screen at 400% zoom,
 * or a small phone) no page scrolls sideways, with the cookie question shown
 * as on a first visit. The pages go in groups, each group's pages one after
 * the other in one browser tab: a check of each page on its own spent more
 * time opening tabs than reading pages. Every page is checked and named when
 * it fails (soft assertions), whatever the others do.
 */
const GROUP = 12;

test.describe('reflow at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (let first = 0; first < EVERY_PAGE.length; first += GROUP) {
    const paths = EVERY_PAGE.slice(first, first + GROUP);
    test(`pages ${first + 1}-${first + paths.length} (${paths[0]} to ${paths.at(-1)}) do not scroll sideways`, async ({ page }) => {
      for (const path of paths) {
        await page.goto(path);
        await expect.soft(page.locator('.an-header'), `${path} shows its header`).toBeVisible();
        const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
        expect.soft(scroll, `${path} is ${scroll} px wide`).toBeLessThanOrEqual(320);
      }
    });
  }
});
