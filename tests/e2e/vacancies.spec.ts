import type { Page } from '@playwright/test';
import { KIND_PAGES, VACANCY_PAGES } from '../kind-pages';
import { axeViolations, expect, listIsland, photograph, tabTo, test, withoutSoftHyphens } from './fixtures';

test.beforeEach(async ({ context, baseURL }) => {
  const today = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  await context.addCookies([{ name: 'an_consent', value: `v1.s0.m0.d${today}`, url: baseURL! }]);
});

// The overview and one vacancy of each kind are page kinds: editorial.spec.ts checks them at both widths.
const PAGES = {
  filtered: VACANCY_PAGES.filtered,
  near: VACANCY_PAGES.near,
  empty: VACANCY_PAGES.empty,
  corporate: VACANCY_PAGES.corporate,
  closed: VACANCY_PAGES.closed,
  'region-list': VACANCY_PAGES.region,
};

for (const width of [375, 1280]) {
  test.describe(`vacancies at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const [name, path] of Object.entries(PAGES)) {
      test(`the ${name} page (${path}) passes axe and is photographed`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await photograph(page, `vacancies-${name}-${width}`);
      });
    }
  });
}

/**
 * 'Find a volunteer job near Zwolle that I can do from home', by keyboard
 * only: type the place, choose the distance, open the availability group and
 * tick 'Vanuit huis', show the results, open the nearest and reach its apply
 * button. The same steps with and without JavaScript.
 */
async function findNearZwolleFromHome(page: Page) {
  await page.goto(KIND_PAGES.vacancy_overview!);
  const place = page.getByLabel('Plaats of postcode');
  await tabTo(page, place);
  await page.keyboard.type('Zwolle');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Afstand')).toBeFocused();
  await page.keyboard.press('ArrowDown'); // 15 → 25 km
  await page.keyboard.press('ArrowUp'); // back to 15 km
  await expect(page.getByLabel('Afstand')).toHaveValue('15');
  // With JavaScript each distance fetched the list in place: the results have settled (without, nothing is busy).
  await expect(page.locator('#vacatures-lijst')).not.toHaveAttribute('aria-busy', 'true');
  const availability = page.locator('summary', { hasText: 'Beschikbaarheid' });
  await tabTo(page, availability, 10);
  await page.keyboard.press('Enter');
  const fromHome = page.getByRole('checkbox', { name: 'Vanuit huis' });
  await tabTo(page, fromHome, 10);
  await page.keyboard.press('Space');
  await expect(fromHome).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Toon vacatures' }), 10);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/vrijwilligerswerk\?plaats=Zwolle&afstand=15&availabilityId=2005$/);
  await expect(page.locator('#vacatures-aantal')).toContainText('binnen 15 km van Zwolle');
  const first = page.locator('.an-vacancy-card').first();
  await expect(first).toContainText('Zwolle');
  await expect(first).toContainText('Vanuit huis');
  const link = first.locator('.an-card__link');
  const title = (await link.textContent())!;
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('.an-pagehead--volunteer-vacancy')).toContainText('Vanuit huis');
  return title;
}

test.describe('finding volunteer work near Zwolle from home, by keyboard', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('with JavaScript: filters, opens the nearest and reaches the apply button in the sticky box', async ({ page }) => {
    await findNearZwolleFromHome(page);
    const apply = page.locator('.an-page__aside').getByRole('link', { name: 'Solliciteer direct' });
    await tabTo(page, apply);
    await expect(apply).toHaveAttribute('href', /\/solliciteren$/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the GET form and the links do the same', async ({ page }) => {
      await findNearZwolleFromHome(page);
      await expect(page.locator('.an-page__aside').getByRole('link', { name: 'Solliciteer direct' })).toBeVisible();
    });
  });
});

test.describe('paging without JavaScript on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("'Meer laden' is a link to the next page, and the Paginator leads back", async ({ page }) => {
    await page.goto(KIND_PAGES.vacancy_overview!);
    const cards = page.locator('.an-vacancy-card');
    await expect(cards).toHaveCount(10);
    const first = await cards.first().textContent();
    await page.getByRole('link', { name: 'Meer vacatures laden' }).click();
    await expect(page).toHaveURL(/\/vrijwilligerswerk\?page=2$/);
    await expect(cards).toHaveCount(10);
    await expect(cards.first()).not.toHaveText(first!);
    await page.getByRole('navigation', { name: 'Paginering' }).getByRole('link', { name: 'Vorige pagina' }).click();
    await expect(page).toHaveURL(/\/vrijwilligerswerk$/);
  });

  test('an empty combination shows the contact-request button', async ({ page }) => {
    await page.goto('/vrijwilligerswerk?durationId=4001&functionId=5005');
    await expect(page.locator('.an-vacancy-card')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Vraag een vrijblijvend gesprek aan' })).toHaveAttribute('href', '/vrijwilligerswerk/vrijblijvend-contactverzoek/solliciteren');
  });
});

test.describe('paging with JavaScript on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("'Meer laden' appends the next ten in place, moves focus to the first new card and puts page 2 in the URL", async ({ page }) => {
    await page.goto(KIND_PAGES.vacancy_overview!);
    await listIsland(page);
    // A marker on the window: it survives only if the page is not loaded anew.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const cards = page.locator('.an-vacancy-card');
    await expect(cards).toHaveCount(10);
    const first = await cards.first().textContent();
    const more = page.getByRole('link', { name: 'Meer vacatures laden' });
    await tabTo(page, more, 80);
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(20);
    await expect(page).toHaveURL(/\/vrijwilligerswerk\?page=2$/);
    await expect(cards.first()).toHaveText(first!);
    await expect(cards.nth(10).locator('.an-card__link')).toBeFocused();
    await expect(page.locator('#vacatures-aantal')).toHaveText(/^20 van \d+ vacatures getoond$/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    // The next page's own link now leads on.
    await expect(more).toHaveAttribute('href', '/vrijwilligerswerk?page=3');
  });

  test('a ticked filter updates the list in place and starts again at the first page', async ({ page }) => {
    await page.goto(`${KIND_PAGES.vacancy_overview!}?page=2`);
    await listIsland(page);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.locator('summary', { hasText: 'Beschikbaarheid' }).click();
    const fromHome = page.getByRole('checkbox', { name: 'Vanuit huis' });
    await fromHome.check();
    await expect(page).toHaveURL(/\/vrijwilligerswerk\?afstand=15&availabilityId=2005$/);
    await expect(page.locator('#vacatures-aantal')).toHaveText(/^Vacatures 1 tot en met \d+ van \d+$/);
    await expect(fromHome).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
});

test.describe('the apply box on desktop', () => {
  test.use({ viewport: { width: 1280, height: 700 } });

  test('stays in view while reading, beside the text: it covers nothing and moves nothing', async ({ page }) => {
    await page.goto(KIND_PAGES.regio_vacancies!);
    const box = page.locator('.an-page__aside');
    const column = page.locator('.an-page__column');
    const before = await column.boundingBox();
    await page.mouse.wheel(0, 900);
    await expect.poll(async () => (await box.boundingBox())!.y).toBeLessThan(120);
    const after = await column.boundingBox();
    // The text column keeps its place and width; the box sits in its own column to the right.
    expect(after!.x).toBe(before!.x);
    expect(after!.width).toBe(before!.width);
    const aside = (await box.boundingBox())!;
    expect(aside.x).toBeGreaterThanOrEqual(after!.x + after!.width);
    // Every link and button in the text keeps its focus ring clear of the box.
    const links = await column.locator('a:visible, button:visible, summary:visible').all();
    expect(links.length).toBeGreaterThan(2);
    for (const link of links) {
      const r = (await link.boundingBox())!;
      expect(r.x + r.width + 3).toBeLessThanOrEqual(aside.x);
    }
  });
});

test.describe('analytics', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('pushes applyOrRemoveFilter, select_vacancy and CTA_vacancy with the facts of the vacancy and nothing typed', async ({ page }) => {
    await page.goto(KIND_PAGES.vacancy_overview!);
    await page.getByLabel('Plaats of postcode').fill('Mijn Straat 12, Zwolle');
    await page.locator('summary', { hasText: 'Duur' }).click();
    await page.getByRole('checkbox', { name: 'Eenmalig' }).check();
    await page.getByRole('checkbox', { name: 'Eenmalig' }).uncheck();
    const layer = () => page.evaluate(() => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer.filter((e) => typeof e.event === 'string'));
    await expect.poll(async () => (await layer()).filter((e) => e.event === 'applyOrRemoveFilter').map((e) => e.action)).toEqual(['apply', 'remove']);
    expect((await layer())[0]).toEqual({ event: 'applyOrRemoveFilter', filter: 'Duur', value: 'Eenmalig', action: 'apply' });
    expect(JSON.stringify(await layer())).not.toContain('Mijn Straat');
    await page.goto(KIND_PAGES.vacancy_overview!);
    const card = page.locator('.an-vacancy-card .an-card__link').first();
    const title = withoutSoftHyphens((await card.textContent())!);
    // The click is recorded before the next page loads.
    await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault()));
    await card.click();
    expect((await layer()).find((e) => e.event === 'select_vacancy')).toMatchObject({ title, type: expect.any(String) });
    await page.goto(KIND_PAGES.regio_vacancies!);
    await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault()));
    await page.locator('.an-page__aside').getByRole('link', { name: 'Solliciteer direct' }).click();
    expect((await layer()).find((e) => e.event === 'CTA_vacancy')).toEqual({
      event: 'CTA_vacancy',
      title: 'Telefonisch maatje voor mantelzorgers in regio IJssel-Vecht',
      category: 'Maatjescontact',
      hours: 'Eén uur per week bellen, op een moment dat jullie samen kiezen',
      location: 'Zwolle',
      type: 'regional',
    });
  });
});
