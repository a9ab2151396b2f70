import { NEWS_PAGES } from '../kind-pages';
import { axeViolations, expect, literally, photograph, test, withoutSoftHyphens } from './fixtures';

// The visitor has answered the cookie question before, so the banner stays away.
test.beforeEach(async ({ context, baseURL }) => {
  const today = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  await context.addCookies([{ name: 'an_consent', value: `v1.s0.m0.d${today}`, url: baseURL! }]);
});

// An article is a page kind: editorial.spec.ts checks it at both widths.
const PAGES = {
  overview: NEWS_PAGES.overview,
  search: NEWS_PAGES.search,
  'regional-overview': NEWS_PAGES.region,
};

for (const width of [375, 1280]) {
  test.describe(`news at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const [name, path] of Object.entries(PAGES)) {
      test(`the ${name} (${path}) passes axe and is photographed`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await photograph(page, `news-${name}-${width}`);
      });
    }
  });
}

test.describe('reading the news without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test('pages with the Paginator, opens an article and reads its date', async ({ page }) => {
    await page.goto(NEWS_PAGES.overview);
    const titles = page.locator('.an-news-card .an-card__title');
    await expect(titles).toHaveCount(10);
    const firstOnPage1 = await titles.first().textContent();
    await page.getByRole('navigation', { name: 'Paginering' }).getByRole('link', { name: 'Ga naar Pagina 2' }).click();
    await expect(page).toHaveURL(/\/nieuws\?page=2$/);
    await expect(titles.first()).not.toHaveText(firstOnPage1!);
    const title = (await titles.first().textContent())!;
    const link = page.locator('.an-news-card').first().getByRole('link', { name: /^Lees het bericht/ });
    await expect(link).toHaveAccessibleName(new RegExp(`${literally(withoutSoftHyphens(title))}$`));
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('.an-pagehead__meta time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  });

  test('searches with the GET form on the same path', async ({ page }) => {
    await page.goto(NEWS_PAGES.overview);
    await page.getByLabel('Zoek in het nieuws').fill('Flevoland');
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page).toHaveURL(/\/nieuws\?zoekterm=Flevoland$/);
    await expect(page.getByRole('heading', { level: 2, name: /gevonden voor ‘Flevoland’/ })).toBeVisible();
  });
});

test.describe('searching the news by keyboard', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('reaches the field with Tab, searches with Enter and opens a result from the keyboard', async ({ page }) => {
    await page.goto(NEWS_PAGES.overview);
    const field = page.getByLabel('Zoek in het nieuws');
    for (let i = 0; i < 40 && !(await field.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(field).toBeFocused();
    await page.keyboard.type('alzheimer café');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/nieuws\?zoekterm=alzheimer\+caf%C3%A9$/);
    await expect(page.getByRole('heading', { level: 2, name: /gevonden voor ‘alzheimer café’/ })).toBeVisible();
    const first = page.locator('.an-news-card__link').first();
    for (let i = 0; i < 20 && !(await first.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('.an-pagehead--news')).toBeVisible();
  });
});
