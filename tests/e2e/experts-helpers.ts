/**
 * The helpers of the journeys of ask an expert and the inbox
 * (tests/e2e/experts.spec.ts): a page checked as served, the development
 * mailbox, and the members' steps to a contact.
 */
import type { Browser, Page } from '@playwright/test';
import { axeViolations, expect, photograph } from './fixtures';
import { press, tick, type, type E2eMember } from './members';

/**
 * The page as served (scripts off), replayed with its scripts stubbed out
 * (as fixtures.ts axeAsServed does): axe at 375 and 1280 px, no sideways
 * scroll at 320 px, and a picture at 375 px.
 */
export async function asServed(browser: Browser, page: Page, name: string) {
  const html = await page.content();
  const served = new URL(page.url());
  served.hash = '';
  for (const width of [320, 375, 1280]) {
    const context = await browser.newContext({ javaScriptEnabled: true, viewport: { width, height: 900 } });
    const replay = await context.newPage();
    // The document itself, matched by its path (the page's URL may carry a fragment, which a request never does).
    await replay.route((url) => url.pathname === served.pathname, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
    await replay.route(/\.js$/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    await replay.goto(served.href);
    // The page checked is the page the member saw (not, say, the 403 page a request without their cookie gets).
    expect(await replay.locator('h1').innerText(), name).toBe(await page.locator('h1').innerText());
    if (width === 320) {
      // The width, and what sticks out (named in the message when it fails).
      const [scroll, wide] = await replay.evaluate(() => [
        document.documentElement.scrollWidth,
        [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > 320.5).map((el) => `${el.tagName.toLowerCase()}.${el.className}`).slice(0, 5),
      ]);
      expect.soft(scroll, `${name} is ${scroll} px wide at 320 px (${String(wide)})`).toBeLessThanOrEqual(320);
    } else expect.soft(await axeViolations(replay), `${name}: axe at ${width} px`).toEqual([]);
    if (width === 375) await photograph(replay, `experts-${name}`);
    await context.close();
  }
}

/** The newest mail to `email` with this subject in the development mailbox. */
export async function mailTo(page: Page, email: string, subject: string) {
  await page.goto('/_post');
  const mail = page.locator('.an-mailbox__list li').filter({ hasText: email }).filter({ hasText: subject }).first();
  await expect(async () => {
    await page.reload();
    await expect(mail).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  return mail;
}

/** The text of the page's main part, as the member reads it. */
export const mainText = (page: Page) => page.locator('main').innerText();

/** The member makes their profile public (an account's profile is private until then). */
export async function openProfile(m: E2eMember) {
  await m.page.goto('/mijn-account/instellingen');
  await tick(m.page, 'Iedereen (openbaar profiel)');
  await tick(m.page, 'Nergens voor');
  await press(m.page, 'Instellingen opslaan');
  await expect(m.page.getByText('Je instellingen zijn opgeslagen.')).toBeVisible();
}

/** From the other member's public profile: the request with its first message. */
export async function requestContact(from: E2eMember, to: E2eMember, text: string) {
  const p = from.page;
  await p.goto(`/leden/${to.username}`);
  await p.getByRole('link', { name: 'Stuur een contactverzoek' }).focus();
  await p.keyboard.press('Enter');
  await type(p, 'Je eerste bericht', text);
  await press(p, 'Verzoek versturen');
  await expect(p.locator('.an-notification')).toContainText('Je contactverzoek is verstuurd.');
}
