import { axeViolations, expect, test } from './fixtures';

test.describe('the cookie question on a phone', () => {
  test.use({ viewport: { width: 375, height: 900 } });

  test('sits in the flow at the top, compact, covering none of the page', async ({ page }) => {
    await page.goto('/dementie');
    const banner = page.getByRole('region', { name: 'Cookiemelding' });
    await expect(banner).toBeVisible();
    const box = (await banner.boundingBox())!;
    expect(box.y).toBe(0);
    expect(box.height / 900, 'share of the first screen').toBeLessThanOrEqual(0.4);
    expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe('static');
    // The header follows it instead of hiding beneath it.
    const header = (await page.locator('.an-header').boundingBox())!;
    expect(header.y).toBeGreaterThanOrEqual(box.y + box.height - 1);
  });

  test('is there from the first paint, before any script of ours runs', async ({ page }) => {
    // The loader is held back: the head script alone must show the question.
    await page.route(/\/assets\/loader-/, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await page.goto('/dementie');
    await expect(page.locator('html')).toHaveClass(/an-consent-ask/);
    await expect(page.getByRole('region', { name: 'Cookiemelding' })).toBeVisible();
  });

  test('does not shift the page when the loader takes over', async ({ page }) => {
    await page.goto('/dementie');
    await expect(page.getByRole('region', { name: 'Cookiemelding' })).toBeVisible();
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 1000);
        }),
    );
    expect(shifts).toBeLessThan(0.05);
  });

  test('is the first thing after the skip link for keyboard users, and a choice puts it away', async ({ page, context }) => {
    await page.goto('/dementie');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Ga naar hoofdinhoud' })).toBeFocused();
    await page.keyboard.press('Tab');
    const accept = page.getByRole('button', { name: 'Alleen noodzakelijke cookies' });
    await expect(page.getByRole('button', { name: 'Alle cookies accepteren' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(accept).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Je hebt alleen de noodzakelijke cookies geaccepteerd.')).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'an_consent')?.value).toMatch(/^v1\.s0\.m0/);
    await page.getByRole('button', { name: 'Verberg dit bericht' }).click();
    await expect(page.getByRole('region', { name: 'Cookiemelding' })).toBeHidden();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Cookiemelding' })).toBeHidden();
  });

  test('axe finds no violations with the question shown', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Cookiemelding' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('the cookie question without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 900 } });

  test('is not shown (no optional cookie is ever set) and the page starts with the header', async ({ page }) => {
    await page.goto('/dementie');
    await expect(page.getByRole('region', { name: 'Cookiemelding' })).toBeHidden();
    expect((await page.locator('.an-header').boundingBox())!.y).toBe(0);
  });
});
