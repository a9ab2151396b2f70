import { SEARCH_PAGES } from '../kind-pages';
import { axeViolations, expect, holdIslandChunk, photograph, SITE_HITS, test } from './fixtures';

// The visitor has answered the cookie question before, so the banner stays away.
test.beforeEach(async ({ context, baseURL }) => {
  const today = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  await context.addCookies([{ name: 'an_consent', value: `v1.s0.m0.d${today}`, url: baseURL! }]);
});

for (const width of [375, 1280]) {
  test.describe(`the search page at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const [name, path] of Object.entries(SEARCH_PAGES)) {
      test(`${name} (${path}) passes axe`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: 'Zoeken' })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await photograph(page, `search-${name}-${width}`);
      });
    }

    test('with the suggestions open passes axe, the list within the screen', async ({ page }) => {
      await page.goto(SEARCH_PAGES.start);
      // By id: the field's role changes from searchbox to combobox when the island takes it over.
      const field = page.locator('#kop-zoekterm');
      await field.click();
      await field.pressSequentially('mantel', { delay: 40 });
      const list = page.getByRole('listbox', { name: 'Suggesties' });
      await expect(list).toBeVisible();
      await page.keyboard.press('ArrowDown');
      expect(await axeViolations(page)).toEqual([]);
      const box = (await list.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await photograph(page, `search-suggestions-${width}`, { fullPage: false });
    });
  });
}

test.describe('suggestions while typing, by keyboard', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('announces the suggestions, moves with the arrows, closes with Escape and searches with Enter', async ({ page }) => {
    await page.goto(SEARCH_PAGES.start);
    // From the skip link onwards by keyboard only, to the search field.
    const field = page.locator('#kop-zoekterm');
    await field.focus();
    await page.keyboard.type('alzh', { delay: 40 });
    const combobox = page.getByRole('combobox', { name: 'Waar ben je naar op zoek?' });
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await expect(combobox).toHaveAttribute('aria-autocomplete', 'list');
    const options = page.getByRole('listbox', { name: 'Suggesties' }).getByRole('option');
    const count = await options.count();
    expect(count).toBeGreaterThan(1);
    await expect(page.getByRole('status').filter({ hasText: 'suggesties' })).toHaveText(`${count} suggesties. Kies met de pijltjes omhoog en omlaag en Enter.`);

    await page.keyboard.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(combobox).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);
    await expect(combobox).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowUp');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('Escape');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('listbox', { name: 'Suggesties' })).toBeHidden();
    await expect(combobox).not.toHaveAttribute('aria-activedescendant');
    await expect(combobox).toHaveValue('alzh');
    await expect(combobox).toBeFocused();
    // Typing only asked for suggestions: still no search.
    await expect(page).toHaveURL(/\/zoeken$/);

    await page.keyboard.press('ArrowDown');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const chosen = (await options.nth(0).textContent())!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/zoeken\\?zoekterm=${encodeURIComponent(chosen).replace(/%20/g, '\\+')}&pijler=alle$`));
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`resultaten voor ‘${chosen}’`) })).toBeVisible();
  });

  test('suggests for what was typed while the island\'s code was still on its way (a slow phone)', async ({ page }) => {
    // The island wakes on focus; its code is held back until the visitor has typed a word.
    const release = await holdIslandChunk(page, 'search-suggest');
    await page.goto(SEARCH_PAGES.start);
    const field = page.locator('#kop-zoekterm');
    await field.focus();
    await page.keyboard.type('mantel', { delay: 20 });
    await expect(field).not.toHaveAttribute('role', 'combobox');
    release();
    const combobox = page.getByRole('combobox', { name: 'Waar ben je naar op zoek?' });
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('listbox', { name: 'Suggesties' }).getByRole('option').first()).toBeVisible();
    await expect(combobox).toHaveValue('mantel');
  });

  test('lets Tab leave the field (no trap) and closes the list', async ({ page }) => {
    await page.goto(SEARCH_PAGES.start);
    await page.locator('#kop-zoekterm').focus();
    await page.keyboard.type('mantel', { delay: 40 });
    await expect(page.getByRole('listbox', { name: 'Suggesties' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Zoeken', exact: true })).toBeFocused();
    await expect(page.getByRole('listbox', { name: 'Suggesties' })).toBeHidden();
  });

  test('chooses a suggestion with the mouse, which runs the search', async ({ page }) => {
    await page.goto(SEARCH_PAGES.start);
    await page.locator('#kop-zoekterm').click();
    await page.keyboard.type('vergeet', { delay: 40 });
    const option = page.getByRole('option').first();
    const text = (await option.textContent())!;
    await option.click();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`voor ‘${text}’`) })).toBeVisible();
  });

  test('submits what was typed with Enter when no suggestion is highlighted', async ({ page }) => {
    await page.goto(SEARCH_PAGES.start);
    await page.locator('#kop-zoekterm').focus();
    await page.keyboard.type('wat is dementie', { delay: 30 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/zoekterm=wat\+is\+dementie/);
    const firstThree = await page.locator(SITE_HITS).evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute('href')));
    expect(firstThree).toContain('/dementie/wat-is-dementie');
  });
});

test.describe('searching without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test('searches with the GET form, narrows with the tabs and pages with the Paginator', async ({ page }) => {
    await page.goto(SEARCH_PAGES.start);
    await page.getByLabel('Waar ben je naar op zoek?').fill('alzeimer');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(page).toHaveURL(/\/zoeken\?zoekterm=alzeimer&pijler=alle$/);
    await expect(page.getByText('Ook gezocht op: alzheimer')).toBeVisible();
    await expect(page.locator(SITE_HITS).first()).toHaveAttribute('href', '/dementie/vormen-van-dementie/ziekte-van-alzheimer');
    const tabs = page.getByRole('navigation', { name: 'Soort resultaten' });
    await tabs.getByRole('link', { name: /^Nieuws/ }).click();
    await expect(tabs.getByRole('link', { name: /^Nieuws/ })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('.an-hit__label').first()).toHaveText(/^Nieuws/);
    await page.getByRole('navigation', { name: 'Paginering' }).getByRole('link', { name: 'Ga naar Pagina 2' }).click();
    await expect(page).toHaveURL(/pijler=nieuws&page=2$/);
    await expect(page.getByLabel('Waar ben je naar op zoek?')).toHaveValue('alzeimer');
  });
});
