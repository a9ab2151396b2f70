import { EVERY_PAGE } from '../kind-pages';
import { expect, test } from './fixtures';

/**
 * WCAG 1.4.10 reflow: at 320 CSS pixels wide (a 1280 px screen at 400% zoom,
 * or a small phone) no page scrolls sideways, with the cookie question shown
 * (a first visit) and without it.
 */
test.describe('reflow at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of EVERY_PAGE) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('.an-header')).toBeVisible();
      const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      expect(widths.scroll, `${path} is ${widths.scroll} px wide`).toBeLessThanOrEqual(320);
    });
  }
});
