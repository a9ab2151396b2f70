/**
 * Members in the end-to-end journeys of the community (forum, experts,
 * inbox): a registered, verified and logged-in member in a browser of their
 * own, a role given through the admin API, and the keyboard helpers the
 * journeys fill forms with.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, softly } from './fixtures';

/** The password of every member the journeys register. */
export const PASSWORD = 'Zonnebloem2024';
const adminToken = () => /^ADMIN_TOKEN=(.*)$/m.exec(readFileSync('.dev.vars', 'utf8'))?.[1] ?? '';

let counter = 0;
/** A fresh e-mail address and username (the tag says which journey made it). */
export function newMember(tag: string): { email: string; username: string } {
  counter += 1;
  const id = `${tag}${Date.now().toString(36)}${counter}`;
  return { email: `${id}@voorbeeld.nl`, username: id.slice(0, 20) };
}

/** Types into the field with this label, replacing what it held. */
export async function type(page: Page, label: string | RegExp, text: string) {
  const field = page.getByLabel(label, { exact: typeof label === 'string' });
  await field.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

/** Presses the (first) button with this name by keyboard. */
export async function press(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).first().focus();
  await page.keyboard.press('Enter');
}

/** Ticks a checkbox or radio button by keyboard. */
export async function tick(page: Page, label: string | RegExp) {
  await page.getByLabel(label, { exact: typeof label === 'string' }).focus();
  await page.keyboard.press('Space');
}

export interface E2eMember {
  page: Page;
  email: string;
  username: string;
  close: () => Promise<void>;
}

/** Fills in the registration form this page shows and sends it: the confirmation page follows. */
export async function fillRegistration(page: Page, who: { email: string; username: string }) {
  await type(page, 'E-mailadres', who.email);
  await type(page, 'Wachtwoord', PASSWORD);
  await type(page, 'Herhaal je wachtwoord', PASSWORD);
  await type(page, /^Gebruikersnaam/, who.username);
  await tick(page, 'Ik ga akkoord met de gedragsregels en de privacyverklaring');
  await tick(page, 'Ik ben 16 jaar of ouder');
  await press(page, 'Account aanmaken');
  await expect(page).toHaveURL(/\/registreren\/bevestiging$/);
}

/** Follows the first link of the newest mail to `email` with this subject in the development mailbox, by keyboard. */
export async function followMail(page: Page, email: string, subject: string) {
  await page.goto('/_post');
  const mail = page.locator('.an-mailbox__list li').filter({ hasText: email }).filter({ hasText: subject }).first();
  await expect(mail).toBeVisible();
  await mail.locator('pre a').first().focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/_post'));
}

/** Fills in the login form this page shows with the given password (the journeys' one by default): the member's account page follows. */
export async function submitLogIn(page: Page, email: string, password = PASSWORD) {
  await type(page, 'E-mailadres', email);
  await type(page, 'Wachtwoord', password);
  await press(page, 'Inloggen');
  await expect(page).toHaveURL(/\/mijn-account$/);
}

/** Logs in on /inloggen with the journeys' password. */
export async function logIn(page: Page, email: string) {
  await page.goto('/inloggen');
  await submitLogIn(page, email);
}

/** Registers a new member in this page's browser and follows the verification mail (not logged in yet). */
export async function registerVerified(page: Page, tag: string): Promise<{ email: string; username: string }> {
  const who = newMember(tag);
  await page.goto('/registreren');
  await fillRegistration(page, who);
  await followMail(page, who.email, 'Bevestig je e-mailadres');
  await expect(page).toHaveURL(/uitkomst=gelukt$/);
  return who;
}

/** Registers, verifies and logs in a new member in this page's browser. */
export async function registerAndLogIn(page: Page, tag: string): Promise<{ email: string; username: string }> {
  const who = await registerVerified(page, tag);
  await logIn(page, who.email);
  return who;
}

/** Registers, follows the verification mail and logs in, in a browser of its own (at `width` px when given). */
export async function member(browser: Browser, tag: string, js: boolean, width?: number): Promise<E2eMember> {
  const context = await browser.newContext({ javaScriptEnabled: js, ...(width ? { viewport: { width, height: 900 } } : {}) });
  const page = await context.newPage();
  const who = await registerAndLogIn(page, tag);
  return { page, ...who, close: () => context.close() };
}

/** Gives the member a role through the admin API (as the lead's check does). */
export async function setRole(page: Page, username: string, role: 'moderator' | 'expert' | 'member') {
  const found = await page.request.get(`/admin/accounts?username=${username}`, { headers: { authorization: `Bearer ${adminToken()}` } });
  const id = ((await found.json()) as { account: { id: number } }).account.id;
  const set = await page.request.post(`/admin/accounts/${id}/role`, { headers: { authorization: `Bearer ${adminToken()}` }, data: { role } });
  expect(set.status()).toBe(200);
}

/**
 * The moderators' queue item holding this text, opened on whichever page of
 * /beheer/meldingen it is (oldest first, 20 a page: in a whole run other
 * journeys leave items of their own ahead of it).
 */
export async function queueItem(page: Page, text: string) {
  for (let n = 1; n <= 25; n++) {
    await page.goto(`/beheer/meldingen${n > 1 ? `?page=${n}` : ''}`);
    // Long words in the texts shown carry soft hyphens (shared/format/hyphenate.ts).
    const item = page.locator('.an-queue__item').filter({ hasText: softly(text) });
    if ((await item.count()) > 0) return item.first();
    if ((await page.locator('.an-queue__item').count()) === 0) break;
  }
  throw new Error(`no queue item holds '${text}'`);
}

/** Approves the held text in the moderators' queue, by keyboard. */
export async function approve(page: Page, text: string) {
  const item = await queueItem(page, text);
  await item.getByRole('button', { name: 'Goedkeuren' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.an-notification')).toContainText('Gedaan');
}

/**
 * Writes in the page's rich-text editor (with JavaScript), replacing what it
 * held: waits for the editor to take the plain field's place, as a writer
 * sees it, and types (a line break is Enter: a new paragraph).
 */
export async function writeRich(page: Page, text: string) {
  const editor = page.locator('.an-rich__content');
  // Under a conversation the editor wakes when the writer first reaches the field.
  if ((await editor.count()) === 0) await page.locator('[data-island="rich-editor"] textarea').first().focus();
  await expect(editor).toBeVisible();
  await editor.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}
