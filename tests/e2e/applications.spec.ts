import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { APPLY_PAGES } from '../kind-pages';
import { axeAsServed, axeViolations, expect, test } from './fixtures';

const CV = 'tests/e2e/files/cv-e2e.pdf';
/** The worker refuses a form sent within 3 seconds of being shown (a bot's speed). */
const MIN_FILL_MS = 3000;

/** The admin token of the site under test (npm start writes .dev.vars). */
const adminToken = () => /^ADMIN_TOKEN=(.*)$/m.exec(readFileSync('.dev.vars', 'utf8'))?.[1] ?? '';


/** Waits out the rest of the minimum fill time since `shownAt` (a person takes longer anyway). */
async function pastMinimumFillTime(page: Page, shownAt: number): Promise<void> {
  const left = MIN_FILL_MS + 300 - (Date.now() - shownAt);
  if (left > 0) await page.waitForTimeout(left);
}

/** Fills the long volunteer form by keyboard only: Tab from field to field, typing; the CV through its file chooser. */
async function fillByKeyboard(page: Page, email: string): Promise<void> {
  await page.locator('#gender-1').focus();
  await page.keyboard.press('ArrowDown');
  const typeNext = async (text: string) => {
    await page.keyboard.press('Tab');
    if (text) await page.keyboard.type(text);
  };
  await typeNext('Bram');
  await typeNext('van');
  await typeNext('Dijk');
  await typeNext('Winsum');
  await typeNext('050 123 4567');
  await typeNext(email);
  await typeNext('Mijn moeder had dementie; ik wil graag iets terugdoen.');
  await typeNext('');
  await page.keyboard.press('Tab');
  await expect(page.locator('#cv')).toBeFocused();
  await page.locator('#cv').setInputFiles(CV);
  await typeNext('Mbo zorg');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Verstuur sollicitatie' })).toBeFocused();
}

async function arrivedAt(page: Page, email: string): Promise<{ attachment_name: string; region: string; id: number } | undefined> {
  const res = await page.request.get('/admin/applications?region=Groningen', { headers: { authorization: `Bearer ${adminToken()}` } });
  const { items } = (await res.json()) as { items: { email: string; attachment_name: string; region: string; id: number }[] };
  return items.find((item) => item.email === email);
}

test.describe('apply as a volunteer without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test('an empty form shows every error in Dutch with the values kept; by keyboard with a CV it arrives, thank-you page after', async ({ page, browser }) => {
    await page.goto(APPLY_PAGES.regionalLong);
    // The page's submission key counts from its render, before goto returns: waiting from here is long enough.
    const firstShownAt = Date.now();
    expect(await axeAsServed(browser, page)).toEqual([]);
    await page.getByLabel(/^Achternaam/).fill('Dijk');
    // The worker checks the fill time before the fields: an empty form sent within 3 s would get the
    // 'too fast' notice instead of the errors this test is about (the first try failed that way on a quiet CI machine).
    await pastMinimumFillTime(page, firstShownAt);
    await page.getByRole('button', { name: 'Verstuur sollicitatie' }).click();
    const summary = page.locator('.an-error-summary');
    await expect(summary).toBeFocused();
    // The page that came back carries a fresh key: the fill time counts from here.
    const shownAt = Date.now();
    for (const text of ['Vul je voornaam in.', 'Vul je woonplaats in.', 'Vul je telefoonnummer in.', 'Vul je e-mailadres in.']) {
      await expect(summary.getByRole('link', { name: text })).toBeVisible();
    }
    await expect(page.getByLabel(/^Achternaam/)).toHaveValue('Dijk');
    await expect(page.getByText('Kies je cv opnieuw')).toBeVisible();
    await expect(page.getByLabel(/^Voornaam/)).toHaveAttribute('aria-describedby', 'firstName-error');
    expect(await axeAsServed(browser, page)).toEqual([]);

    await page.getByLabel(/^Achternaam/).fill('');
    await fillByKeyboard(page, 'bram.nojs@voorbeeld.nl');
    await pastMinimumFillTime(page, shownAt);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/vrijwilligerswerk\/bedankt-voor-je-sollicitatie$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor je sollicitatie');
    await expect.poll(async () => (await arrivedAt(page, 'bram.nojs@voorbeeld.nl'))?.attachment_name, { timeout: 15_000 }).toBe('cv-e2e.pdf');
  });

  test('a closed vacancy says so and has no form', async ({ page }) => {
    const res = await page.goto('/vrijwilligerswerk/evenementenvrijwilliger-wereld-alzheimer-dag/solliciteren');
    expect(res?.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze vacature is gesloten');
    await expect(page.locator('form#sollicitatieformulier')).toHaveCount(0);
  });
});

test.describe('apply as a volunteer with JavaScript', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('by keyboard with a CV: errors in the browser first, then sent with the button busy, analytics without personal data', async ({ page }) => {
    // Keeps what the page pushed to the data layer across the navigation to the thank-you page.
    await page.addInitScript(() => {
      const w = window as unknown as { dataLayer: unknown[] };
      const kept = JSON.parse(sessionStorage.getItem('e2e-datalayer') ?? '[]') as unknown[];
      w.dataLayer = [];
      w.dataLayer.push = (...entries: unknown[]) => {
        kept.push(...entries);
        sessionStorage.setItem('e2e-datalayer', JSON.stringify(kept));
        return kept.length;
      };
    });
    const posts: string[] = [];
    page.on('request', (req) => req.method() === 'POST' && posts.push(req.url()));
    await page.goto(APPLY_PAGES.regionalLong);
    const shownAt = Date.now();
    await page.locator('form#sollicitatieformulier[data-enhanced]').waitFor();
    await page.getByRole('button', { name: 'Verstuur sollicitatie' }).focus();
    await page.keyboard.press('Enter');
    const summary = page.locator('.an-error-summary');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveCount(5);
    expect(posts).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    await fillByKeyboard(page, 'bram.js@voorbeeld.nl');
    await expect(page.locator('.an-field--error')).toHaveCount(0);
    await pastMinimumFillTime(page, shownAt);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/vrijwilligerswerk\/bedankt-voor-je-sollicitatie$/);
    expect(posts).toHaveLength(1);
    const events = await page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-datalayer') ?? '[]') as Record<string, unknown>[]);
    const named = events.filter((e) => typeof e.event === 'string' && /volunteer|alzheimerVacancy/.test(e.event as string));
    expect(named).toEqual([
      { event: 'start_volunteer_application' },
      expect.objectContaining({ event: 'submit_volunteer_application', title: 'Belangenbehartiger dementie gemeente Winsum', type: 'regional' }),
      { event: 'alzheimerVacancy', title: 'Belangenbehartiger dementie gemeente Winsum', step: 2 },
    ]);
    expect(JSON.stringify(events)).not.toMatch(/Bram|bram\.js|050 123/);
    await expect.poll(async () => (await arrivedAt(page, 'bram.js@voorbeeld.nl'))?.attachment_name, { timeout: 15_000 }).toBe('cv-e2e.pdf');
  });
});

for (const width of [375, 1280]) {
  test.describe(`application form states at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('empty, errors, submitting and failed: axe finds nothing, the button says it is busy, the failure keeps every value', async ({ page }) => {
      await page.goto(APPLY_PAGES.corporate);
      await page.locator('form#sollicitatieformulier[data-enhanced]').waitFor();
      expect(await axeViolations(page), 'empty').toEqual([]);

      await page.getByRole('button', { name: 'Verstuur sollicitatie' }).click();
      await expect(page.locator('.an-error-summary')).toBeFocused();
      expect(await axeViolations(page), 'errors').toEqual([]);

      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route((url) => url.pathname === APPLY_PAGES.corporate, async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        await held;
        await route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ status: 'failed' }) });
      });
      await page.getByLabel(/^Voornaam/).fill('Sanne');
      await page.getByLabel(/^Achternaam/).fill('Bakker');
      await page.getByLabel(/^E-mailadres/).fill('sanne@voorbeeld.nl');
      await page.getByLabel(/^Telefoonnummer/).fill('(030) 123 4567');
      await page.getByLabel(/^Motivatie/).fill('Ik werk graag aan beleid dat het verschil maakt.');
      await page.locator('#cv').setInputFiles(CV);
      const button = page.locator('#sollicitatieformulier button[type=submit]');
      await button.click();
      await expect(page.locator('.an-error-summary')).toHaveCount(0);
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveText('Je sollicitatie wordt verstuurd. Een moment geduld...');
      expect(await axeViolations(page), 'submitting').toEqual([]);

      release();
      const message = page.locator('#sollicitatie-melding');
      await expect(message).toHaveText('Er is iets misgegaan. Probeer het opnieuw.');
      await expect(message).toBeFocused();
      await expect(button).not.toHaveAttribute('aria-disabled', 'true');
      await expect(page.getByLabel(/^Voornaam/)).toHaveValue('Sanne');
      await expect(page.getByLabel(/^Motivatie/)).toHaveValue('Ik werk graag aan beleid dat het verschil maakt.');
      expect(await axeViolations(page), 'failed').toEqual([]);
    });
  });
}
