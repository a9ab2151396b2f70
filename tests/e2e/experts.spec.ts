import type { Browser, Page } from '@playwright/test';
import { axeViolations, expect, photograph, test } from './fixtures';
import { member, press, setRole, tick, type, type E2eMember } from './members';

/**
 * Ask an expert and the inbox (issue 39, docs/experts-and-inbox.md), every
 * journey without JavaScript and by keyboard: a visitor asks, an expert
 * (role given through the admin API) claims and answers, the visitor replies
 * through the mailed link; two members send, decline, send again, accept,
 * write and remove a contact. Each personal page is checked as served: axe,
 * and no sideways scroll at 320 px.
 */
const PUBLIC = ['/onze-ondersteuning/experts', '/onze-ondersteuning/experts/juridisch', '/onze-ondersteuning/experts/medisch/medicijnen', '/onze-ondersteuning/experts/expert/FarahelAmrani', '/onze-ondersteuning/experts/vraag-stellen'];
const MISSING = 'Er kan geen vraag worden gevonden om op te reageren.';

/**
 * The page as served (scripts off), replayed with its scripts stubbed out
 * (as fixtures.ts axeAsServed does): axe at 375 and 1280 px, no sideways
 * scroll at 320 px, and a picture at 375 px.
 */
async function asServed(browser: Browser, page: Page, name: string) {
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
async function mailTo(page: Page, email: string, subject: string) {
  await page.goto('/_post');
  const mail = page.locator('.an-mailbox__list li').filter({ hasText: email }).filter({ hasText: subject }).first();
  await expect(async () => {
    await page.reload();
    await expect(mail).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  return mail;
}

/** The text of the page's main part, as the member reads it. */
const mainText = (page: Page) => page.locator('main').innerText();

test.describe('ask an expert, read as a visitor', () => {
  for (const width of [375, 1280]) {
    test(`the public pages pass axe at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of PUBLIC) {
        await page.goto(path);
        expect(await axeViolations(page), path).toEqual([]);
      }
      await photograph(page, `experts-ask-${width}`);
    });
  }

  test('the public pages do not scroll sideways at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    for (const path of PUBLIC) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    }
    await page.goto('/onze-ondersteuning/experts');
    await photograph(page, 'experts-overview-320');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 900 } });

  test('a visitor asks, an expert claims and answers, the visitor replies through the mailed link', async ({ browser, page }) => {
    test.setTimeout(240_000);
    const email = `vrager${Date.now().toString(36)}@voorbeeld.nl`;
    const question = `Mijn moeder slaapt overdag en loopt 's nachts door het huis (${Date.now().toString(36)}). Wat kan ik doen?`;

    // The visitor, without an account: from the overview to the form; a first try without the terms comes back.
    await page.goto('/onze-ondersteuning/experts');
    await page.getByRole('link', { name: /Stel een vraag/ }).first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/vraag-stellen/);
    await tick(page, 'Medisch');
    await type(page, 'Je vraag (verplicht)', question);
    await page.getByLabel(/Wat is je relatie/).selectOption({ index: 1 });
    await type(page, 'Je naam (niet verplicht)', 'Ineke');
    await type(page, 'Je e-mailadres (verplicht)', email);
    await tick(page, 'Per e-mail');
    await page.waitForTimeout(3000); // a form sent within three seconds is taken for a bot's
    await press(page, 'Vraag versturen');
    await expect(page.locator('.an-error-summary')).toContainText('Vink aan dat je akkoord gaat');
    await expect(page.getByLabel('Je vraag (verplicht)')).toHaveValue(question);
    await asServed(browser, page, 'ask-errors');
    await tick(page, /Ik ga akkoord met de privacyverklaring/);
    await press(page, 'Vraag versturen');
    await expect(page).toHaveURL(/\/onze-ondersteuning\/experts\/vraag-verstuurd$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Je vraag is verstuurd');
    await asServed(browser, page, 'asked');
    await expect(await mailTo(page, email, 'We hebben je vraag ontvangen')).toContainText('binnen drie werkdagen');

    // The expert: the role from the admin API, the profile, the queue, claim, answer.
    const doctor = await member(browser, 'arts', false, 375);
    await setRole(doctor.page, doctor.username, 'expert');
    const d = doctor.page;
    await d.goto('/experts/vragen');
    await expect(d.getByText('Vul eerst je expertprofiel in')).toBeVisible();
    await d.goto('/experts/profiel');
    await tick(d, 'Medisch');
    await type(d, /Je naam zoals bezoekers/, `Dokter ${doctor.username}`);
    await type(d, /Je beroep/, 'Specialist ouderengeneeskunde');
    await type(d, /Introductie/, 'Ik beantwoord vragen over slaap, medicijnen en lichamelijke klachten.');
    await press(d, 'Profiel opslaan');
    await expect(d.locator('.an-notification')).toContainText('Je expertprofiel is opgeslagen.');
    await asServed(browser, d, 'queue');
    const item = d.locator('li').filter({ hasText: question.slice(0, 40) });
    await item.getByRole('button', { name: /Oppakken/ }).focus();
    await d.keyboard.press('Enter');
    await expect(d.locator('.an-notification')).toContainText('Je hebt de vraag opgepakt.');
    await expect(d.getByText(email)).toBeVisible();
    await asServed(browser, d, 'question');
    await type(d, 'Je antwoord', 'Een vast ritme overdag helpt: buiten wandelen in het daglicht en geen dutjes na de middag.\n\nBespreek het ook met de huisarts.');
    await press(d, 'Antwoord versturen');
    await expect(d.locator('.an-notification')).toContainText('Je antwoord is verstuurd.');

    // The visitor follows the mailed link, reacts; the reaction reaches the same expert.
    const mail = await mailTo(page, email, 'Antwoord op je vraag aan onze expert');
    await expect(mail).toContainText('Een vast ritme overdag helpt');
    const link = await mail.locator('pre a', { hasText: 'reageren' }).first().getAttribute('href');
    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Reageer op het antwoord van de expert');
    await asServed(browser, page, 'reply');
    await type(page, 'Je reactie', 'Dank u wel. Ze wil overdag niet naar buiten; hebt u nog een idee?');
    await tick(page, /Ik ga akkoord met de privacyverklaring/);
    await press(page, 'Reactie versturen');
    await expect(page).toHaveURL(/reageren\?verstuurd=ja$/);
    await d.goto('/experts/vragen');
    await expect(d.locator('li').filter({ hasText: question.slice(0, 40) })).toContainText('Reactie op je antwoord');

    // The used link, and a forged one, lead nowhere.
    await page.goto(link!);
    await expect(page.getByText(MISSING)).toBeVisible();
    const forged = link!.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    expect((await page.goto(forged))?.status()).toBe(404);
    await expect(page.getByText(MISSING)).toBeVisible();
    await doctor.close();
  });

  test('two members: a request declined unnoticed, another accepted, messages both ways, the contact removed on both sides', async ({ browser }) => {
    test.setTimeout(240_000);
    const [anna, bert] = [await member(browser, 'anna', false, 375), await member(browser, 'bert', false, 375)];
    await openProfile(anna);
    await openProfile(bert);
    const a = anna.page;
    const b = bert.page;

    // Anna asks; Bert declines; Anna's inbox and conversation read exactly as before.
    await requestContact(anna, bert, 'Hoi Bert, ik zag je bericht over de dagbesteding in Deventer. Mag ik je iets vragen?');
    await a.goto('/mijn-account/berichten');
    await asServed(browser, a, 'inbox-sent');
    const before = [await mainText(a)];
    await a.getByRole('link', { name: bert.username }).first().focus();
    await a.keyboard.press('Enter');
    before.push(await mainText(a));
    const conversation = a.url();
    await b.goto('/mijn-account/berichten');
    await expect(b.getByText(`${anna.username} wil contact met je`)).toBeVisible();
    await asServed(browser, b, 'inbox-received');
    await b.getByRole('button', { name: /^Weigeren/ }).focus();
    await b.keyboard.press('Enter');
    await expect(b.locator('.an-notification')).toContainText('Je hebt het verzoek geweigerd.');
    await a.goto('/mijn-account/berichten');
    const after = [await mainText(a)];
    await a.goto(conversation);
    after.push(await mainText(a));
    expect(after).toEqual(before);

    // Bert asks Anna in turn; she accepts; they write.
    await requestContact(bert, anna, 'Sorry Anna, ik klikte te snel. Vraag maar raak!');
    await a.goto('/mijn-account/berichten');
    await a.getByRole('button', { name: /^Accepteren/ }).focus();
    await a.keyboard.press('Enter');
    await expect(a.locator('.an-notification')).toContainText('Je hebt het verzoek geaccepteerd.');
    await type(a, 'Je bericht', 'Fijn! Hoe bevalt de dagbesteding bij jullie?');
    await press(a, 'Bericht versturen');
    await expect(a.locator('.an-notification')).toContainText('Je bericht is verstuurd.');
    await asServed(browser, a, 'conversation');
    await b.goto('/mijn-account/berichten');
    await expect(b.getByText('1 nieuw bericht', { exact: true })).toBeVisible();
    await b.getByRole('link', { name: `Gesprek met ${anna.username}` }).focus();
    await b.keyboard.press('Enter');
    await expect(b.getByText('Hoe bevalt de dagbesteding bij jullie?')).toBeVisible();
    await type(b, 'Je bericht', 'Heel goed, hij gaat er drie dagen per week naartoe.');
    await press(b, 'Bericht versturen');
    await expect(b.locator('.an-notification')).toContainText('Je bericht is verstuurd.');
    const shared = b.url().split('?')[0]!;

    // Anna removes the contact after the question; the history is gone for both.
    await a.goto(shared);
    await expect(a.getByText('drie dagen per week')).toBeVisible();
    await a.getByRole('link', { name: 'Contact verwijderen' }).focus();
    await a.keyboard.press('Enter');
    await expect(a.getByText('bij jou én bij de ander')).toBeVisible();
    await asServed(browser, a, 'remove');
    await press(a, 'Ja, verwijder het contact en alle berichten');
    await expect(a.locator('.an-notification')).toContainText('Het contact en alle berichten zijn verwijderd.');
    for (const who of [a, b]) {
      expect((await who.goto(shared))?.status()).toBe(404);
      await who.goto('/mijn-account/berichten');
      await expect(who.getByText('drie dagen per week')).toHaveCount(0);
      await expect(who.getByText('Hoe bevalt de dagbesteding')).toHaveCount(0);
    }
    await Promise.all([anna.close(), bert.close()]);
  });
});

/** The member makes their profile public (an account's profile is private until then). */
async function openProfile(m: E2eMember) {
  await m.page.goto('/mijn-account/instellingen');
  await tick(m.page, 'Iedereen (openbaar profiel)');
  await tick(m.page, 'Nergens voor');
  await press(m.page, 'Instellingen opslaan');
  await expect(m.page.getByText('Je instellingen zijn opgeslagen.')).toBeVisible();
}

/** From the other member's public profile: the request with its first message. */
async function requestContact(from: E2eMember, to: E2eMember, text: string) {
  const p = from.page;
  await p.goto(`/leden/${to.username}`);
  await p.getByRole('link', { name: 'Stuur een contactverzoek' }).focus();
  await p.keyboard.press('Enter');
  await type(p, 'Je eerste bericht', text);
  await press(p, 'Verzoek versturen');
  await expect(p.locator('.an-notification')).toContainText('Je contactverzoek is verstuurd.');
}
