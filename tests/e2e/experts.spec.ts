import type { Page } from '@playwright/test';
import { axeViolations, expect, photograph, test } from './fixtures';
import { asServed, mailTo, mainText, openProfile, requestContact } from './experts-helpers';
import { member, press, queueItem, setRole, tick, type } from './members';

/**
 * Ask an expert and the inbox (issue 39, docs/experts-and-inbox.md), by
 * keyboard. Without JavaScript: a visitor asks, an expert (role given through
 * the admin API) claims and answers, the visitor replies through the mailed
 * link; two members send, decline, send again, accept, write and remove a
 * contact. Each personal page is checked as served: axe, and no sideways
 * scroll at 320 px. With JavaScript, two lean journeys: an answer written in
 * the editor (bold and a list) as the asker reads it; and a reported message
 * hidden by a moderator, then the writer blocked. The states and rules are
 * the worker tests'.
 */
const PUBLIC = ['/onze-ondersteuning/experts', '/onze-ondersteuning/experts/juridisch', '/onze-ondersteuning/experts/medisch/medicijnen', '/onze-ondersteuning/experts/expert/FarahelAmrani', '/onze-ondersteuning/experts/vraag-stellen'];
const MISSING = 'Er kan geen vraag worden gevonden om op te reageren.';

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
    await expertProfile(d, doctor.username);
    await asServed(browser, d, 'queue');
    await claim(d, question);
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

/** The expert's profile for the group Medisch; the queue follows. */
async function expertProfile(d: Page, username: string) {
  await d.goto('/experts/profiel');
  await tick(d, 'Medisch');
  await type(d, /Je naam zoals bezoekers/, `Dokter ${username}`);
  await type(d, /Je beroep/, 'Specialist ouderengeneeskunde');
  await type(d, /Introductie/, 'Ik beantwoord vragen over slaap, medicijnen en lichamelijke klachten.');
  await press(d, 'Profiel opslaan');
  await expect(d.locator('.an-notification')).toContainText('Je expertprofiel is opgeslagen.');
}

/** From the queue: 'Oppakken' on the question, by keyboard. */
async function claim(d: Page, question: string) {
  const item = d.locator('li').filter({ hasText: question.slice(0, 40) });
  await item.getByRole('button', { name: /Oppakken/ }).focus();
  await d.keyboard.press('Enter');
  await expect(d.locator('.an-notification')).toContainText('Je hebt de vraag opgepakt.');
}

test.describe('with JavaScript', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("an expert writes the answer in the editor by keyboard; the asker's mail and reply page keep its list and bold", async ({ browser, page }) => {
    test.setTimeout(180_000);
    const email = `vragerjs${Date.now().toString(36)}@voorbeeld.nl`;
    const question = `Mijn man wil 's avonds niet naar bed en is overdag suf (${Date.now().toString(36)}). Wat helpt?`;
    await page.goto('/onze-ondersteuning/experts/vraag-stellen');
    await tick(page, 'Medisch');
    await type(page, 'Je vraag (verplicht)', question);
    await type(page, 'Je e-mailadres (verplicht)', email);
    await tick(page, 'Per e-mail');
    await tick(page, /Ik ga akkoord met de privacyverklaring/);
    await page.waitForTimeout(3000); // a form sent within three seconds is taken for a bot's
    await press(page, 'Vraag versturen');
    await expect(page).toHaveURL(/vraag-verstuurd$/);

    const doctor = await member(browser, 'artsjs', true);
    await setRole(doctor.page, doctor.username, 'expert');
    const d = doctor.page;
    await expertProfile(d, doctor.username);
    await claim(d, question);
    const editor = d.locator('.an-rich__content');
    await expect(editor).toBeVisible();
    await editor.focus();
    await d.keyboard.type('Twee dingen helpen vaak:');
    await d.keyboard.press('Enter');
    await d.keyboard.press('Control+Shift+8');
    await d.keyboard.press('Control+b');
    await d.keyboard.type('daglicht');
    await d.keyboard.press('Control+b');
    await d.keyboard.type(' in de ochtend');
    await d.keyboard.press('Enter');
    await d.keyboard.type('geen dutjes na de middag');
    expect(await axeViolations(d), 'the question page with the editor').toEqual([]);
    await press(d, 'Antwoord versturen');
    await expect(d.locator('.an-notification')).toContainText('Je antwoord is verstuurd.');
    await expect(d.locator('.an-experts__thread strong', { hasText: 'daglicht' })).toBeVisible();

    // The mail is plain text: the list as lines; the reply page shows the answer as written.
    const mail = await mailTo(page, email, 'Antwoord op je vraag aan onze expert');
    await expect(mail).toContainText('- daglicht in de ochtend\n- geen dutjes na de middag');
    const link = await mail.locator('pre a', { hasText: 'reageren' }).first().getAttribute('href');
    await page.goto(link!);
    const answer = page.locator('.an-experts__answer');
    await expect(answer.locator('strong', { hasText: 'daglicht' })).toBeVisible();
    await expect(answer.locator('ul li')).toHaveCount(2);
    expect(await axeViolations(page), 'the reply page with the answer').toEqual([]);
    await doctor.close();
  });

  test('the inbox: a reported message is read alone by a moderator and hidden; the writer, blocked, reaches the member no more', async ({ browser }) => {
    test.setTimeout(180_000);
    const anna = await member(browser, 'annajs', true);
    const bert = await member(browser, 'bertjs', true);
    const moderator = await member(browser, 'modjs', true);
    await setRole(moderator.page, moderator.username, 'moderator');
    await openProfile(anna);
    const [a, b, m] = [anna.page, bert.page, moderator.page];

    await requestContact(bert, anna, 'Hoi Anna, ik las je verhaal over de dagbesteding. Mag ik je iets vragen?');
    await a.goto('/mijn-account/berichten');
    await a.getByRole('button', { name: /^Accepteren/ }).focus();
    await a.keyboard.press('Enter');
    await expect(a.locator('.an-notification')).toContainText('Je hebt het verzoek geaccepteerd.');
    const conversation = a.url().split('?')[0]!;
    await type(a, 'Je bericht', 'Natuurlijk, vraag maar.');
    await press(a, 'Bericht versturen');
    await b.goto(conversation);
    // Signed with the writer's name, so a rerun never finds the message of a run before it in the queue.
    const scam = `Stuur me je pincode, dan regel ik het geld voor je moeder. Groet, ${bert.username}`;
    await type(b, 'Je bericht', scam);
    await press(b, 'Bericht versturen');
    await expect(b.locator('.an-notification')).toContainText('Je bericht is verstuurd.');

    // Anna reports it; the moderator reads that message and nothing else of the conversation, and hides it.
    await a.goto(conversation);
    await a.locator('.an-inbox__message', { hasText: 'pincode' }).getByRole('link', { name: 'Melden' }).focus();
    await a.keyboard.press('Enter');
    await tick(a, 'Het is reclame of spam');
    await press(a, 'Melden');
    await expect(a.locator('.an-notification')).toContainText('Een beheerder kijkt naar het bericht.');
    const item = await queueItem(m, scam);
    await expect(item).toBeVisible();
    await expect(m.getByText('Natuurlijk, vraag maar.')).toHaveCount(0);
    await expect(m.getByText('ik las je verhaal over de dagbesteding')).toHaveCount(0);
    await expect(m.locator(`a[href^="${new URL(conversation).pathname}"]`)).toHaveCount(0);
    await item.locator('summary', { hasText: 'Verbergen' }).focus();
    await m.keyboard.press('Enter');
    await item.getByLabel(/^Reden/).fill('Vragen naar een pincode is oplichting.');
    await item.getByRole('button', { name: 'Verbergen', exact: true }).focus();
    await m.keyboard.press('Enter');
    await expect(m.locator('.an-notification')).toContainText('Gedaan');
    await a.goto(conversation);
    await expect(a.getByText('Dit bericht is verborgen door een beheerder.')).toBeVisible();
    await expect(a.getByText('pincode')).toHaveCount(0);

    // Anna blocks Bert: the conversation is gone for both, and his new request never reaches her.
    await a.getByRole('link', { name: 'Blokkeren' }).focus();
    await a.keyboard.press('Enter');
    await press(a, 'Ja, blokkeer dit lid');
    await expect(a.locator('.an-notification')).toContainText('Je hebt dit lid geblokkeerd.');
    expect((await b.goto(conversation))?.status()).toBe(404);
    await requestContact(bert, anna, 'Waarom reageer je niet meer?');
    await a.goto('/mijn-account/berichten');
    await expect(a.getByText('Waarom reageer je niet meer?')).toHaveCount(0);
    await expect(a.getByText(`${bert.username} wil contact met je`)).toHaveCount(0);
    await expect(a.getByRole('button', { name: `${bert.username} niet meer blokkeren` })).toBeVisible();
    await Promise.all([anna.close(), bert.close(), moderator.close()]);
  });
});
