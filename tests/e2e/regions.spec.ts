import { REGION_PAGES } from '../kind-pages';
import { axeViolations, expect, listIsland, photograph, tabTo, test } from './fixtures';

// The visitor has answered the cookie question before, so the banner stays away.
test.beforeEach(async ({ context, baseURL }) => {
  const today = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  await context.addCookies([{ name: 'an_consent', value: `v1.s0.m0.d${today}`, url: baseURL! }]);
});

// The region, 'over de regio' and location pages are page kinds: editorial.spec.ts checks them at both widths.
const PAGES: Record<string, string> = REGION_PAGES;

for (const width of [375, 1280]) {
  test.describe(`help nearby at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const [name, path] of Object.entries(PAGES)) {
      test(`the ${name} page (${path}) passes axe and is photographed`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await photograph(page, `regions-${name}-${width}`);
      });
    }

    test('an activity page passes axe and does not scroll sideways', async ({ page }) => {
      await page.goto(REGION_PAGES.activitiesNear);
      await page.locator('.an-card__link').first().click();
      await expect(page.getByRole('link', { name: /Plan je route/ })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await photograph(page, `regions-activity-${width}`);
    });
  });
}

for (const javaScriptEnabled of [false, true]) {
  const how = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript';

  test.describe(`finding help nearby by keyboard ${how}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 375, height: 800 } });

    test('finds an Alzheimer Café near Amersfoort and plans the route', async ({ page }) => {
      await page.goto('/activiteiten/zoeken');
      await listIsland(page, javaScriptEnabled);
      const place = page.getByLabel('Plaats of postcode', { exact: true });
      await tabTo(page, place);
      await page.keyboard.type('Amersfoort');
      await page.keyboard.press('Tab');
      await page.getByLabel('Afstand', { exact: true }).selectOption('10');
      await page.getByLabel('Soort activiteit', { exact: true }).selectOption({ label: 'Alzheimer Café' });
      await tabTo(page, page.getByRole('button', { name: 'Toon resultaten' }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/plaats=Amersfoort/);
      await expect(page).toHaveURL(/afstand=10/);
      await expect(page.locator('.an-list__count')).toContainText(/\d+ activiteit/, { timeout: 15_000 });
      const cards = page.locator('.an-activity-card');
      await expect(cards.first()).toBeVisible();
      await expect(cards.first()).toContainText('Alzheimer Café');
      await expect(cards.first()).toContainText(/\d+,\d km/);
      const link = cards.first().locator('.an-card__link');
      await tabTo(page, link, 80);
      await page.keyboard.press('Enter');
      const route = page.getByRole('link', { name: /Plan je route/ });
      await expect(route).toHaveAttribute('href', /destination=[^&]+%2C%20\d{4}%20[A-Z]{2}%2C%20/);
      const calendar = page.getByRole('link', { name: /Zet in je agenda/ });
      await expect(calendar).toHaveAttribute('href', /\.ics$/);
    });

    test('finds the activities near my postcode from the region search, and filters them by type', async ({ page }) => {
      await page.goto(REGION_PAGES.overview);
      const search = page.getByLabel('Zoek op plaats of postcode');
      await tabTo(page, search);
      await page.keyboard.type('3811');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('3811 Amersfoort');
      await expect(page.locator('main')).toContainText('Eemland');
      const all = page.getByRole('link', { name: /Alle activiteiten bij/ });
      await tabTo(page, all, 120);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/activiteiten\/zoeken\?plaats=3811&afstand=10/);
      await listIsland(page, javaScriptEnabled);
      const count = page.locator('.an-list__count');
      await expect(count).toContainText(/\d+/);
      const before = await count.textContent();
      const type = page.getByLabel('Soort activiteit', { exact: true });
      await type.focus();
      await type.selectOption({ label: 'Wandelgroep' });
      if (!javaScriptEnabled) {
        await tabTo(page, page.getByRole('button', { name: 'Toon resultaten' }));
        await page.keyboard.press('Enter');
      } else {
        // The list updates in place: focus stays on the field and the count is announced.
        await expect(type).toBeFocused();
      }
      await expect(page).toHaveURL(/type=\d+/, { timeout: 15_000 });
      await expect(count).not.toHaveText(before!, { timeout: 15_000 });
      await expect(count).toContainText(/\d+ activiteit/, { timeout: 15_000 });
      const labels = page.locator('.an-activity-card .an-card__label');
      await expect(labels.first()).toHaveText('Wandelgroep');
      for (const label of await labels.allTextContents()) expect(label).toBe('Wandelgroep');
    });
  });
}
