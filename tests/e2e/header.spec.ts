import { expect, test } from './fixtures';

const PAGE = '/dementie/vormen-van-dementie/ziekte-van-alzheimer';

test.describe('the desktop header', () => {
  for (const width of [1024, 1100, 1280, 1440]) {
    test(`is one calm line at ${width} px, with the helpline and 'Menu' for what does not fit`, async ({ page, context, baseURL }, testInfo) => {
      await context.addCookies([{ name: 'an_consent', value: 'v1.s0.m0', url: baseURL! }]);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(PAGE);
      const header = page.locator('.an-header__inner');
      const links = page.locator('.an-nav__link:visible');
      const count = await links.count();
      expect(count).toBeGreaterThanOrEqual(3);
      const tops = new Set<number>();
      for (const box of await links.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()))) tops.add(Math.round(box.top));
      expect(tops.size, 'every visible menu item on one line').toBe(1);
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(80);
      const toggle = page.locator('summary.an-mmenu__toggle');
      const all = await page.locator('.an-nav__link').count();
      if (count < all) {
        // What does not fit is in the 'Menu' disclosure, beside the line, not under it.
        await expect(toggle).toBeVisible();
        const toggleBox = (await toggle.boundingBox())!;
        const lastBox = (await links.last().boundingBox())!;
        expect(toggleBox.x).toBeGreaterThan(lastBox.x + lastBox.width);
        await toggle.click();
        const hidden = (await page.locator('.an-nav__link').allTextContents()).slice(count);
        for (const title of hidden) await expect(page.locator('.an-mmenu__panel').getByRole('link', { name: title, exact: true }).first()).toBeVisible();
        await toggle.click();
      }
      await testInfo.attach(`header-${width}.png`, { body: await page.screenshot({ clip: { x: 0, y: 0, width, height: 160 } }), contentType: 'image/png' });
    });
  }
});

test.describe('the Dementietelefoon in the header', () => {
  for (const width of [320, 375, 1024, 1440]) {
    test(`is a visible tel: link at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/een-pagina-die-niet-bestaat');
      const call = page.locator('.an-header a[href^="tel:"]');
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', 'tel:08001234567');
      await expect(call).toHaveAccessibleName(/Dementietelefoon.*0800 - 1234 567/);
      const box = (await call.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(24);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    });
  }
});
