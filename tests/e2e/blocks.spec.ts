import type { BrowserContext, Page } from '@playwright/test';
import { CONNECT_HOSTS, FRAME_HOSTS, SCRIPT_HOSTS } from '../../shared/embeds';
import { axeViolations, expect, test } from './fixtures';

const GALLERY = '/_blokken';
const EMBED_HOSTS = new Set([...FRAME_HOSTS, ...SCRIPT_HOSTS, ...CONNECT_HOSTS, 'www.youtube.com', 'i.ytimg.com', 'vimeo.com', 'i.vimeocdn.com']);

/** Every request to a third-party embed host, answered locally (there is no network here). */
async function watchEmbedHosts(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route(
    (url) => EMBED_HOSTS.has(url.host),
    async (route) => {
      seen.push(route.request().url());
      const host = new URL(route.request().url()).host;
      if (host === 'www.riddle.com') {
        // A stand-in quiz that asks for its height the way the quiz host does, then with a plain number.
        return route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>Quiz</title><p>Quiz</p><script>parent.postMessage({ riddleId: 1, riddleHeight: 912 }, "*"); setTimeout(function () { parent.postMessage("777", "*"); }, 50);</script>',
        });
      }
      if (route.request().resourceType() === 'script') return route.fulfill({ contentType: 'text/javascript', body: '' });
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Speler</title><p>Speler</p>' });
    },
  );
  return seen;
}

async function giveConsent(context: BrowserContext, baseURL: string, marketing: boolean) {
  await context.addCookies([{ name: 'an_consent', value: `v1.s0.m${marketing ? 1 : 0}`, url: baseURL }]);
}

/** Scrolls through the page so every island that wakes when visible wakes. */
/** Loads every lazy block and embed on the page; on a busy 2-core machine that takes a while. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
  // Every lazy image has arrived (embeds are checked by the tests themselves, which wait for them).
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
}

for (const width of [375, 1280]) {
  test.describe(`block gallery at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('axe finds no violations, with the cookie banner showing', async ({ page }) => {
      await page.goto(GALLERY);
      await expect(page.getByRole('region', { name: 'Cookiemelding' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('axe finds no violations once consent is given and the media are loaded', async ({ page, context, baseURL }) => {
      test.slow();
      await watchEmbedHosts(page);
      await giveConsent(context, baseURL!, true);
      await page.goto(GALLERY);
      await scrollThrough(page);
      await expect(page.locator('[data-block="video"] iframe').first()).toBeAttached();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('every block kind is there and nothing overflows the page sideways', async ({ page, context, baseURL }) => {
      await giveConsent(context, baseURL!, false);
      await page.goto(GALLERY);
      const kinds = await page.locator('[data-block]').evaluateAll((els) => [...new Set(els.map((el) => el.getAttribute('data-block')))]);
      expect(kinds.length).toBeGreaterThanOrEqual(29);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

test.describe('cookie consent and embedded media', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('nothing is requested from a video or frame host before consent', async ({ page }) => {
    // Four pages, each scrolled through to its end: 28.7 s of a 30 s limit in a passing CI run, and over it in the next.
    test.slow();
    const seen = await watchEmbedHosts(page);
    for (const path of [GALLERY, '/ervaringsverhalen', '/test-je-kennis', '/onderzoek']) {
      await page.goto(path);
      await scrollThrough(page);
    }
    expect(seen).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('the placeholder button gives marketing consent and every video on the page loads from its privacy host', async ({ page, context }) => {
    test.slow();
    const seen = await watchEmbedHosts(page);
    await page.goto('/ervaringsverhalen');
    const first = page.locator('.an-video').first();
    await first.scrollIntoViewIfNeeded();
    await first.getByRole('button', { name: 'Accepteer marketingcookies en toon' }).click();
    const frame = first.locator('iframe');
    await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0');
    await expect(frame).toHaveAttribute('title', /Video: Annie en Joop/);
    // The banner question is answered by that choice too.
    await expect(page.getByRole('region', { name: 'Cookiemelding' })).toHaveCount(0);
    await scrollThrough(page);
    await expect(page.locator('iframe[src^="https://player.vimeo.com/video/76979871?dnt=1"]')).toBeAttached();
    await expect(page.locator('iframe[src^="https://start-player.npo.nl/embed/"]')).toBeAttached();
    expect(seen.some((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
    expect(seen.some((url) => url.startsWith('https://www.youtube.com/'))).toBe(false);
    const cookie = (await context.cookies()).find((c) => c.name === 'an_consent');
    expect(cookie?.value).toBe(`v1.s0.m1.d${new Date().toISOString().slice(0, 10).replace(/-/g, '')}`);
    // Asked for 1000 days; Chromium caps at 400, which is why the loader renews it on every visit.
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(399);
    expect(days).toBeLessThanOrEqual(1000);
  });

  test('an iframe follows the height its content asks for: the quiz message, then a plain number', async ({ page, context, baseURL }) => {
    await watchEmbedHosts(page);
    await giveConsent(context, baseURL!, true);
    await page.goto('/test-je-kennis');
    const frame = page.locator('.an-iframe iframe');
    await expect(frame).toHaveAttribute('height', '777');
    const heights = await frame.evaluate((el) => el.getBoundingClientRect().height);
    expect(heights).toBe(777);
  });

  test('the banner stores only necessary cookies for 1000 days, confirms, and stays away afterwards', async ({ page, context }) => {
    await page.goto('/dementie');
    const banner = page.getByRole('region', { name: 'Cookiemelding' });
    await banner.getByRole('button', { name: 'Alleen noodzakelijke cookies' }).click();
    await expect(banner.getByText('Je hebt alleen de noodzakelijke cookies geaccepteerd.')).toBeFocused();
    await expect(banner.getByRole('link', { name: 'cookie-instellingen' })).toHaveAttribute('href', '/cookies');
    const cookie = (await context.cookies()).find((c) => c.name === 'an_consent');
    expect(cookie?.value).toMatch(/^v1\.s0\.m0\.d\d{8}$/);
    await banner.getByRole('button', { name: 'Verberg dit bericht' }).click();
    await expect(banner).toHaveCount(0);
    const scripts: string[] = [];
    page.on('request', (req) => void (req.resourceType() === 'script' && scripts.push(new URL(req.url()).pathname)));
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Cookiemelding' })).toHaveCount(0);
    expect(scripts.filter((s) => s.includes('/chunks/consent-'))).toEqual([]);
  });

  test('a stored choice is renewed on each visit and asked again after 1000 days', async ({ page, context, baseURL }) => {
    const stamp = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
    await context.addCookies([{ name: 'an_consent', value: `v1.s1.m0.d${stamp(700)}`, url: baseURL!, expires: Math.floor(Date.now() / 1000) + 3600 }]);
    await page.goto('/dementie');
    // The loader renews the cookie once it runs; on a busy machine that can take a while.
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'an_consent')?.expires ?? 0, { timeout: 20_000 })
      .toBeGreaterThan(Date.now() / 1000 + 250 * 86_400);
    await expect(page.getByRole('region', { name: 'Cookiemelding' })).toHaveCount(0);
    await context.clearCookies();
    await context.addCookies([{ name: 'an_consent', value: `v1.s1.m0.d${stamp(1001)}`, url: baseURL! }]);
    await page.goto('/dementie');
    await expect(page.getByRole('region', { name: 'Cookiemelding' })).toBeVisible({ timeout: 20_000 });
    expect((await context.cookies()).find((c) => c.name === 'an_consent')).toBeUndefined();
  });

  test('consent can be changed later on /cookies, reached from the footer', async ({ page, context, baseURL }) => {
    await giveConsent(context, baseURL!, false);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie-instellingen' }).click();
    await expect(page).toHaveURL(/\/cookies#cookie-instellingen$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookieverklaring');
    const marketing = page.getByRole('group', { name: /Marketingcookies/ });
    await expect(marketing.getByRole('radio', { name: 'Nee' })).toBeChecked();
    await marketing.getByRole('radio', { name: 'Ja' }).check();
    await page.getByRole('button', { name: 'Cookie-instellingen opslaan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Je cookie-instellingen zijn opgeslagen.' })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'an_consent')?.value).toMatch(/^v1\.s0\.m1\.d\d{8}$/);
  });
});

test.describe('donate widget', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('works by keyboard: arrows change the frequency, the amounts follow with the second selected', async ({ page, context, baseURL }) => {
    await giveConsent(context, baseURL!, false);
    await page.goto('/doneren');
    const form = page.locator('form.an-donate[data-enhanced]');
    const once = form.getByRole('radio', { name: 'Eenmalig' });
    await expect(once).toBeChecked();
    await expect(form.getByRole('radio', { name: '€ 30' })).toBeChecked();
    await once.focus();
    await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: 'Maandelijks' })).toBeChecked();
    await expect(form.getByRole('radio', { name: /€ 10/ })).toBeChecked();
    await expect(form.getByRole('radio', { name: /€ 5\b/ })).not.toBeChecked();
  });

  test('a free amount that is not a number shows an error summary that takes focus, a good one goes to the donation page', async ({ page, context, baseURL }) => {
    await giveConsent(context, baseURL!, false);
    let target = '';
    await page.route('https://example.org/**', (route) => {
      target = route.request().url();
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="nl"><title>Doneren</title><p>Bedankt</p></html>' });
    });
    await page.goto('/doneren');
    const form = page.locator('form.an-donate[data-enhanced]');
    await form.getByLabel('Ander bedrag in euro').fill('twintig');
    await form.getByRole('button', { name: 'Doneer nu' }).click();
    const summary = page.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: /minimaal 1 euro/ })).toBeVisible();
    await expect(form.getByLabel('Ander bedrag in euro')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Ander bedrag in euro').fill('20');
    await form.getByRole('button', { name: 'Doneer nu' }).click();
    await expect.poll(() => target).toContain('https://example.org/doneren?');
    const query = new URL(target).searchParams;
    expect(query.get('campagne')).toBe('WEB-DONEREN');
    expect(query.get('frequentie')).toBe('eenmalig');
    expect(query.get('bedrag')).toBe('ander');
    expect(query.get('ander_bedrag')).toBe('20');
  });
});

test.describe('expandable', () => {
  test('opens by keyboard, and shows its answer when printed even while closed', async ({ page, context, baseURL }) => {
    await giveConsent(context, baseURL!, false);
    await page.goto('/collecte');
    const item = page.locator('details.an-expandable').filter({ hasText: 'Hoeveel tijd kost collecteren?' });
    const answer = item.getByText('Meestal twee tot drie uur');
    await expect(answer).toBeHidden();
    await item.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(answer).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(answer).toBeVisible();
  });
});

test.describe('home news', () => {
  for (const [width, visible] of [
    [375, 3],
    [1280, 6],
  ] as const) {
    test(`shows ${visible} cards at ${width}px from the same HTML`, async ({ page, context, baseURL }) => {
      await giveConsent(context, baseURL!, false);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const block = page.locator('.an-news-block');
      await expect(block.getByRole('heading', { name: 'Het laatste nieuws' })).toBeVisible();
      await expect(block.locator('.an-news-card:visible')).toHaveCount(visible);
      await expect(block.getByRole('link', { name: 'Alle actuele berichten' })).toHaveAttribute('href', '/nieuws');
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test('a video offers the link to its own site and no dead button', async ({ page }) => {
    await page.goto('/ervaringsverhalen');
    const video = page.locator('.an-video').first();
    await expect(video.getByRole('link', { name: /Bekijk de video op YouTube/ })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    await expect(video.getByRole('button')).toHaveCount(0);
  });

  test('the cookie settings still save, by post and redirect', async ({ page, context }) => {
    await page.goto('/cookies');
    await page.getByRole('group', { name: /Statistische cookies/ }).getByRole('radio', { name: 'Ja' }).check();
    await page.getByRole('group', { name: /Marketingcookies/ }).getByRole('radio', { name: 'Nee' }).check();
    await page.getByRole('button', { name: 'Cookie-instellingen opslaan' }).click();
    await expect(page).toHaveURL(/\/cookies\?opgeslagen=ja$/);
    await expect(page.getByText('Je cookie-instellingen zijn opgeslagen.')).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'an_consent')?.value).toMatch(/^v1\.s1\.m0\.d\d{8}$/);
  });

  test('the region search of help-in-the-neighbourhood goes to /regios?zoekterm=', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('.an-help form');
    await form.getByLabel('Je woonplaats of postcode').fill('Utrecht');
    await form.getByRole('button', { name: 'Zoek hulp in de buurt' }).click();
    await expect(page).toHaveURL(/\/regios\?zoekterm=Utrecht$/);
  });
});
