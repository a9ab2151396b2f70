import type { Page } from '@playwright/test';
import { axeAsServed, axeViolations, expect, photograph, test } from './fixtures';
import { approve, member, press, setRole, tick, type } from './members';

const makeModerator = (page: Page, username: string) => setRole(page, username, 'moderator');

test.describe('the forum, read as a visitor', () => {
  for (const width of [375, 1280]) {
    test(`landing, overview and a conversation pass axe at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/ervaringen-delen', '/ervaringen-delen/forum', '/ervaringen-delen/forum/1-hoe-gaat-het-vandaag-het-dagelijkse-praatje', '/ervaringen-delen/groepen']) {
        await page.goto(path);
        expect(await axeViolations(page), path).toEqual([]);
      }
      await photograph(page, `forum-groups-${width}`);
    });
  }

  test('does not scroll sideways at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    for (const path of ['/ervaringen-delen', '/ervaringen-delen/forum', '/ervaringen-delen/forum/1-hoe-gaat-het-vandaag-het-dagelijkse-praatje?page=100', '/zoeken?zoekterm=dagbesteding&pijler=gesprekken']) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), path).toBe(true);
    }
  });

  test("'Toon meer' appends the next page in place with JavaScript", async ({ page }) => {
    await page.goto('/ervaringen-delen/forum');
    await page.locator('[data-list-filter="on"]').waitFor();
    await expect(page.locator('.an-thread')).toHaveCount(20);
    await page.getByRole('link', { name: 'Toon meer' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.an-thread')).toHaveCount(40);
    await expect(page).toHaveURL(/page=2/);
  });
});

test.describe('the forum journey', () => {
  test('with JavaScript, by keyboard: start, moderate, reply, notification mail, unsubscribe, report and hide, search, a closed group', async ({ browser, page }) => {
    test.setTimeout(300_000);
    const moderator = await member(browser, 'mod', true);
    await makeModerator(moderator.page, moderator.username);
    const author = await member(browser, 'schrijver', true);
    const replier = await member(browser, 'lezer', true);
    const title = `Samen wandelen ${author.username}`;

    // Start a conversation: the first posts of a new account wait for review.
    const a = author.page;
    await a.goto('/ervaringen-delen/forum/nieuw');
    await type(a, 'Titel', title);
    await a.getByLabel('Onderwerp').selectOption('ontmoeten');
    await type(a, 'Je bericht', 'Wie wandelt er mee op zaterdag?\n\nWe lopen een rustig rondje door het park.');
    await press(a, 'Gesprek plaatsen');
    await expect(a.locator('.an-notification')).toContainText('Je bericht wordt zo snel mogelijk bekeken');
    const path = new URL(a.url()).pathname;
    expect((await page.goto(path))?.status()).toBe(404);

    await approve(moderator.page, 'Wie wandelt er mee op zaterdag?');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('Log in of registreer om te reageren')).toBeVisible();

    // A reply: a refused word first (the text stays), then a kind one.
    const r = replier.page;
    await r.goto(path);
    await type(r, 'Je reactie', 'Wat een shit weer zaterdag.');
    await press(r, 'Plaats reactie');
    await expect(r.locator('.an-error-summary')).toContainText('een woord dat we hier niet gebruiken');
    await expect(r.getByLabel('Je reactie')).toHaveValue('Wat een shit weer zaterdag.');
    await type(r, 'Je reactie', 'Ik loop graag mee, tot zaterdag!');
    await press(r, 'Plaats reactie');
    await expect(r.locator('.an-notification')).toContainText('Je bericht wordt zo snel mogelijk bekeken');
    await approve(moderator.page, 'Ik loop graag mee');

    // The notification mail in /_post, and its unsubscribe link (a page with a button).
    await a.goto('/_post');
    await press(a, 'Meldingen nu versturen');
    const mail = a.locator('.an-mailbox__list li').filter({ hasText: author.email }).filter({ hasText: 'Nieuwe reacties in gesprekken die je volgt' }).first();
    await expect(async () => {
      await a.reload();
      await expect(mail).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(mail).toContainText(title);
    await expect(mail).toContainText('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const unsubscribe = await mail.locator('pre a', { hasText: 'afmelden' }).first().getAttribute('href');
    await a.goto(unsubscribe!);
    await press(a, 'Zet e-mailmeldingen uit');
    await expect(a.getByText('Je krijgt geen e-mails meer over nieuwe reacties')).toBeVisible();

    // The author reports the reply; the moderator hides it with a reason; a visitor sees the note at once.
    await a.goto(path);
    await a.getByRole('link', { name: 'Melden' }).first().focus();
    await a.keyboard.press('Enter');
    await a.getByLabel('Het is reclame of spam').check();
    await press(a, 'Melding versturen');
    await expect(a.locator('.an-notification')).toContainText('Een beheerder bekijkt je melding');
    const m = moderator.page;
    await m.goto('/beheer/meldingen');
    const item = m.locator('.an-queue__item').filter({ hasText: 'Ik loop graag mee' });
    await item.locator('summary', { hasText: 'Verbergen' }).click();
    await item.getByLabel('Reden (de schrijver krijgt deze in een e-mail)').fill('Dit bericht gaat niet over het onderwerp.');
    await item.getByRole('button', { name: 'Verbergen', exact: true }).click();
    await expect(m.locator('.an-notification')).toContainText('Gedaan');
    // A visitor who has not kept the page in the browser's own cache (the site lets browsers keep a page 60 s).
    const visitor = await browser.newPage();
    await visitor.goto(path);
    await expect(visitor.getByText('Verborgen door een beheerder')).toBeVisible();
    await expect(visitor.getByText('Ik loop graag mee')).toHaveCount(0);
    await visitor.close();
    await m.goto('/beheer/logboek');
    await expect(m.getByText('Dit bericht gaat niet over het onderwerp.')).toBeVisible();
    for (const width of [375, 1280]) {
      await m.setViewportSize({ width, height: 900 });
      expect(await axeViolations(m), `logboek ${width}`).toEqual([]);
      await m.goto('/beheer/meldingen');
      expect(await axeViolations(m), `meldingen ${width}`).toEqual([]);
    }

    // The search tab 'Gesprekken' finds it; a closed group's conversation answers 403 to an outsider.
    await page.goto(`/zoeken?zoekterm=${encodeURIComponent('wandelt zaterdag')}&pijler=gesprekken`);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await a.goto('/ervaringen-delen/groepen/partners-van-jonge-mensen-met-dementie');
    const closed = await a.request.get('/ervaringen-delen/groepen/partners-van-jonge-mensen-met-dementie/61-eenzaam-in-een-relatie');
    expect(closed.status()).toBe(403);
    await photograph(a, 'forum-group-closed');
    await Promise.all([moderator.close(), author.close(), replier.close()]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('by keyboard: start a conversation, the question before sharing a phone number, follow levels, report', async ({ browser }) => {
      test.setTimeout(90_000);
      const someone = await member(browser, 'nojs', false);
      const p = someone.page;
      await p.goto('/ervaringen-delen/forum/nieuw');
      expect(await axeAsServed(browser, p)).toEqual([]);
      await type(p, 'Titel', `Vraag over de dagbesteding ${someone.username}`);
      await p.getByLabel('Onderwerp').selectOption('wonen-en-zorg');
      await type(p, 'Je bericht', 'Wie weet meer? Bel me gerust op 06-12345678.');
      await press(p, 'Gesprek plaatsen');
      await expect(p.getByRole('heading', { name: 'Wil je dit echt delen?' })).toBeVisible();
      await expect(p.getByLabel('Je bericht')).toHaveValue('Wie weet meer? Bel me gerust op 06-12345678.');
      await tick(p, 'Ja, ik wil dit delen');
      await press(p, 'Gesprek plaatsen');
      await expect(p.locator('.an-notification')).toContainText('Je bericht wordt zo snel mogelijk bekeken');

      // Follow levels on a demo conversation, with radios and a button.
      await p.goto('/ervaringen-delen/forum/1-hoe-gaat-het-vandaag-het-dagelijkse-praatje');
      await p.getByLabel('Bijhouden').focus();
      await p.keyboard.press('Space');
      await press(p, 'Opslaan');
      await expect(p.locator('.an-notification')).toContainText('Je keuze is opgeslagen.');
      await expect(p.getByLabel('Bijhouden')).toBeChecked();

      // Report a demo post.
      await p.getByRole('link', { name: 'Melden' }).first().focus();
      await p.keyboard.press('Enter');
      await press(p, 'Melding versturen');
      await expect(p.locator('.an-error-summary')).toContainText('Kies waarom je dit bericht meldt.');
      await p.getByLabel('Iets anders').focus();
      await p.keyboard.press('Space');
      await type(p, 'Toelichting (niet verplicht)', 'Dit lijkt me dubbel geplaatst.');
      await press(p, 'Melding versturen');
      await expect(p.locator('.an-notification')).toContainText('Een beheerder bekijkt je melding');
      await someone.close();
    });
  });
});
