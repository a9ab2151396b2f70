import type { Page } from '@playwright/test';
import { axeAsServed, axeViolations, expect, test } from './fixtures';

const block = (page: Page) => page.locator('#nieuwsbrief');

test.describe('newsletter sign-up with JavaScript', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('checks the address in the browser, then signs up without leaving the page', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (req) => req.method() === 'POST' && posts.push(req.url()));
    await page.goto('/geheugentest');
    await block(page).scrollIntoViewIfNeeded();
    await block(page).locator('form[data-enhanced]').waitFor();
    const input = page.getByLabel('E-mailadres');
    await input.fill('naam@');
    await page.getByRole('button', { name: 'Aanmelden' }).click();
    const summary = block(page).locator('.an-error-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.');
    expect(posts).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    await input.fill('lezer.e2e@voorbeeld.nl');
    await expect(block(page).locator('.an-field__error')).toHaveCount(0);
    await input.press('Enter');
    const live = block(page).getByRole('status');
    await expect(live).toHaveText('Bedankt voor je aanmelding! Je ontvangt de nieuwsbrief voortaan in je mailbox.');
    await expect(live).toBeFocused();
    await expect(page).toHaveURL(/\/geheugentest$/);
    expect(posts).toHaveLength(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});


test.describe('newsletter sign-up without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test('a wrong address gives the error page with the input kept; a good one returns with a thank-you', async ({ page, browser }) => {
    await page.goto('/geheugentest/ander');
    await page.getByLabel('E-mailadres').fill('geen adres');
    await page.getByRole('button', { name: 'Aanmelden' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aanmelden voor de nieuwsbrief');
    await expect(page.locator('.an-error-summary')).toBeFocused();
    await expect(page.getByLabel('E-mailadres')).toHaveValue('geen adres');
    expect(await axeAsServed(browser, page)).toEqual([]);

    await page.getByLabel('E-mailadres').fill('nojs.e2e@voorbeeld.nl');
    await page.getByRole('button', { name: 'Aanmelden' }).click();
    await expect(page).toHaveURL(/\/geheugentest\/ander\?nieuwsbrief=bedankt#nieuwsbrief$/);
    await expect(page.getByText('Bedankt voor je aanmelding!')).toBeVisible();
  });
});

test.describe('newsletter sign-up with a page open too long', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the island is refused once with an expired token, shows the general error, and signs up on the next press', async ({ page, consoleErrors }) => {
    await page.goto('/geheugentest');
    await block(page).scrollIntoViewIfNeeded();
    const form = block(page).locator('form[data-enhanced]');
    await form.waitFor();
    await page.getByLabel('E-mailadres').fill('lang.open.e2e@voorbeeld.nl');
    // What a page open for more than a day would send: a token whose hour has passed.
    await form.locator('input[name="csrf_token"]').evaluate((input: HTMLInputElement) => (input.value = `${Math.floor(Date.now() / 1000) - 60}.${'0'.repeat(64)}`));
    await page.getByRole('button', { name: 'Aanmelden' }).click();
    await expect(block(page).getByText('Er is iets misgegaan. Probeer het opnieuw.')).toBeVisible();
    // The browser logs the refusal it was meant to get; nothing else may be logged.
    const refusal = consoleErrors.findIndex((line) => line.includes('status of 403') && line.includes('/forms/nieuwsbrief'));
    expect(refusal).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(refusal, 1);
    await page.getByRole('button', { name: 'Aanmelden' }).click();
    await expect(block(page).getByRole('status')).toHaveText('Bedankt voor je aanmelding! Je ontvangt de nieuwsbrief voortaan in je mailbox.');
  });
});
