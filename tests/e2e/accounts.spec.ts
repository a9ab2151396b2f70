import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures';
import { fillRegistration, followMail, newMember, press, registerAndLogIn, registerVerified, submitLogIn, type } from './members';

const NEW_PASSWORD = 'Nieuwjaar2025Ww';
// The smallest JPEG header the worker recognises by content (a real browser would send a photo).
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

async function journey(page: Page, js: boolean) {
  const member = newMember(js ? 'js' : 'nojs');

  // Registration: a first try with nothing filled in shows the errors (in the browser or from the worker).
  await page.goto('/registreren');
  if (js) await page.locator('form[data-enhanced]').waitFor();
  await press(page, 'Account aanmaken');
  const summary = page.locator('.an-error-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Vul je e-mailadres in.');
  await expect(page).toHaveTitle(/^Fout: /);
  await summary.getByRole('link', { name: 'Kies een gebruikersnaam.' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#username')).toBeFocused();

  await fillRegistration(page, member);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bevestig je e-mailadres');

  await followMail(page, member.email, 'Bevestig je e-mailadres');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je e-mailadres is bevestigd');

  // Log in: a wrong password first.
  await page.getByRole('link', { name: 'Inloggen', exact: true }).last().focus();
  await page.keyboard.press('Enter');
  await type(page, 'E-mailadres', member.email);
  await type(page, 'Wachtwoord', 'Verkeerd2024Ww');
  await press(page, 'Inloggen');
  await expect(page.locator('.an-error-summary')).toContainText('De combinatie van e-mailadres en wachtwoord werd niet herkend.');
  await submitLogIn(page, member.email);
  await expect(page.getByText(`Mijn account (${member.username})`)).toBeAttached();

  // The profile, with a photo.
  await type(page, 'Over mij', 'Ik zorg voor mijn moeder.');
  await page.getByLabel('Profielfoto').setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await press(page, 'Profiel opslaan');
  await expect(page.locator('.an-notification')).toContainText('Je profiel is opgeslagen.');
  await expect(page.locator('img.an-account__photo')).toHaveAttribute('src', new RegExp(`/leden/${member.username}/foto/`));

  // Log out through the account menu in the header.
  await page.locator('.an-account-menu__toggle').focus();
  await page.keyboard.press('Enter');
  await press(page, 'Uitloggen');
  await expect(page).toHaveURL(/\/inloggen\?uitgelogd=ja$/);
  await expect(page.getByRole('link', { name: 'Inloggen', exact: true }).first()).toBeVisible();

  // A new password through the mailed link.
  await page.goto('/wachtwoord/vergeten');
  await type(page, 'E-mailadres', member.email);
  await press(page, 'Verstuur de link');
  await expect(page.locator('.an-notification')).toContainText('Als er een account met dit e-mailadres is');
  await followMail(page, member.email, 'Kies een nieuw wachtwoord');
  await type(page, 'Nieuw wachtwoord', NEW_PASSWORD);
  await type(page, 'Herhaal je nieuwe wachtwoord', NEW_PASSWORD);
  await press(page, 'Wachtwoord opslaan');
  await expect(page).toHaveURL(/\/inloggen\?wachtwoord=ja$/);
  await submitLogIn(page, member.email, NEW_PASSWORD);

  // Delete the account: password, then the mailed link and its button.
  await page.goto('/mijn-account/instellingen');
  await page.getByRole('link', { name: 'Mijn account verwijderen' }).focus();
  await page.keyboard.press('Enter');
  await type(page, 'Vul je wachtwoord in om te bevestigen', NEW_PASSWORD);
  await press(page, 'Stuur mij de bevestigingsmail');
  await expect(page.locator('.an-notification')).toContainText('We hebben je een e-mail gestuurd');
  await followMail(page, member.email, 'Bevestig het verwijderen van je account');
  await press(page, 'Ja, verwijder mijn account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je account is verwijderd');

  await page.goto('/inloggen');
  await type(page, 'E-mailadres', member.email);
  await type(page, 'Wachtwoord', NEW_PASSWORD);
  await press(page, 'Inloggen');
  await expect(page.locator('.an-error-summary')).toContainText('De combinatie van e-mailadres en wachtwoord werd niet herkend.');
}

test.describe('community account journey', () => {
  test('with JavaScript, by keyboard: register, verify, log in, profile with photo, log out, reset, delete', async ({ page }) => {
    test.setTimeout(90_000);
    await journey(page, true);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('by keyboard: the same journey with plain forms and post/redirect/get', async ({ page }) => {
      test.setTimeout(90_000);
      await journey(page, false);
    });
  });
});

for (const width of [375, 1280]) {
  test.describe(`account screens at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('have no axe violations, in every state and error state', async ({ page }) => {
      test.setTimeout(180_000);
      const check = async (what: string) => expect(await axeViolations(page), what).toEqual([]);
      const anonymous = [
        '/registreren',
        '/registreren/bevestiging',
        '/registreren/verificatie?uitkomst=gelukt',
        '/registreren/verificatie?uitkomst=mislukt',
        '/verificatie-mail-opnieuw-versturen?verstuurd=ja',
        '/inloggen?uitgelogd=ja',
        '/wachtwoord/vergeten',
        '/wachtwoord/nieuw?code=verlopen',
        '/mijn-account',
        '/mijn-account/verwijderen/bevestigen?code=verlopen',
        '/_post',
      ];
      for (const path of anonymous) {
        await page.goto(path);
        await check(path);
      }
      // Error states: as the browser shows them, and as the worker answers (a taken address, a wrong password).
      await page.goto('/registreren');
      await page.locator('form[data-enhanced]').waitFor();
      await press(page, 'Account aanmaken');
      await expect(page.locator('.an-error-summary')).toBeFocused();
      await check('/registreren with errors in the browser');
      await page.goto('/inloggen');
      await type(page, 'E-mailadres', 'niemand@voorbeeld.nl');
      await type(page, 'Wachtwoord', 'Verkeerd2024Ww');
      await press(page, 'Inloggen');
      await expect(page.locator('.an-error-summary')).toContainText('werd niet herkend');
      await check('/inloggen refused by the worker');

      const member = await registerAndLogIn(page, 'axe');
      const menu = page.locator('.an-account-menu__toggle');
      for (const path of ['/mijn-account', '/mijn-account/instellingen', '/mijn-account/verwijderen', `/leden/${member.username}`, '/uitloggen']) {
        await page.goto(path);
        await expect(menu, `logged in on ${path}`).toBeAttached();
        await check(path);
      }
      await menu.click();
      await check('account menu open');
      await page.goto('/mijn-account');
      await page.locator('form[data-enhanced]').waitFor();
      await type(page, 'Geboortejaar', '12');
      await press(page, 'Profiel opslaan');
      await expect(page.locator('.an-error-summary')).toBeFocused();
      await check('/mijn-account with errors');
      await page.goto('/mijn-account/instellingen');
      await page.locator('#password-form[data-enhanced]').waitFor();
      await press(page, 'Wachtwoord veranderen');
      await expect(page.locator('.an-error-summary')).toBeFocused();
      await check('/mijn-account/instellingen with password errors');
      await page.goto('/mijn-account/verwijderen');
      await type(page, 'Vul je wachtwoord in om te bevestigen', 'Verkeerd2024Ww');
      await press(page, 'Stuur mij de bevestigingsmail');
      await expect(page.locator('.an-error-summary')).toContainText('Vul het juiste wachtwoord in');
      await check('/mijn-account/verwijderen refused by the worker');
    });
  });
}

test.describe('account forms with JavaScript', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('check in the browser with the same rules and post nothing while there are errors', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (req) => req.method() === 'POST' && posts.push(req.url()));
    await page.goto('/registreren');
    await page.locator('form[data-enhanced]').waitFor();
    await type(page, 'E-mailadres', 'anna@voorbeeld.nl');
    await type(page, 'Wachtwoord', 'kort');
    await type(page, /^Gebruikersnaam/, 'An na');
    await press(page, 'Account aanmaken');
    const summary = page.locator('.an-error-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Dit wachtwoord voldoet niet');
    await expect(summary).toContainText('Gebruik alleen letters en cijfers');
    await expect(page.locator('#password')).toHaveAttribute('aria-describedby', /password-fout/);
    expect(posts).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
});

// Issue 41 (docs/offline-and-helpline.md): here, because this file alone posts the account forms (rate limits).
test.describe('reading offline while logged in', () => {
  test.use({ serviceWorkers: 'allow', viewport: { width: 375, height: 740 } });
  test('never shows a logged-in page offline: the service worker kept no copy of it', async ({ page, context, consoleErrors }) => {
    const member = await registerVerified(page, 'offline');
    await page.goto('/inloggen');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await submitLogIn(page, member.email);
    await expect(page.getByText(`Mijn account (${member.username})`)).toBeAttached();
    // The page came through the service worker (it controls the page), and was not kept.
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.reload();
    const kept = await page.evaluate(async () => (await (await caches.open('an-pages')).keys()).map((r) => new URL(r.url).pathname));
    expect(kept).not.toContain('/mijn-account');

    await context.setOffline(true);
    await context.route('**/*', (route) => route.abort('internetdisconnected'));
    await page.goto('/mijn-account');
    await expect(page).toHaveURL(/\/mijn-account-offline$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je bent offline');
    await expect(page.getByText(member.username)).toHaveCount(0);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/.test(e)));
  });
});
