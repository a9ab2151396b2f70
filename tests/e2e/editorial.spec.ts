import { gzipSync } from 'node:zlib';
import { KIND_PAGES } from '../kind-pages';
import { axeViolations, expect, photograph, test } from './fixtures';

// These journeys are about the pages, not about cookies: the visitor has answered
// the cookie question before (necessary cookies only), so the banner stays away.
test.beforeEach(async ({ context, baseURL }) => {
  const today = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  await context.addCookies([{ name: 'an_consent', value: `v1.s0.m0.d${today}`, url: baseURL! }]);
});

const CONTENT = KIND_PAGES.content_page!;

for (const width of [375, 1280]) {
  test.describe(`every page kind at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const [kind, path] of Object.entries(KIND_PAGES)) {
      test(`${kind} (${path}) passes axe and is photographed`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Slide-ins arrive a second after load; wait for them where the page has one, so axe sees them too.
        if (await page.locator('[data-island="slide-in"]').count()) await expect(page.locator('.an-slidein')).toBeVisible();
        // The quiz frame takes the height its embed reports once the island is awake.
        if (kind === 'quiz') {
          await page.locator('iframe.an-quiz__frame').scrollIntoViewIfNeeded();
          await expect.poll(async () => page.locator('iframe.an-quiz__frame').getAttribute('height')).not.toBe('1150');
        }
        expect(await axeViolations(page)).toEqual([]);
        await photograph(page, `${kind}-${width}`);
      });
    }

    test('the header variants on /_koppen pass axe and are photographed', async ({ page }) => {
      await page.goto('/_koppen');
      expect(await page.locator('.an-gallery__item').count()).toBeGreaterThanOrEqual(9);
      expect(await axeViolations(page)).toEqual([]);
      await photograph(page, `koppen-${width}`);
    });
  });
}

test.describe('reaching every page kind from the menus', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the main and footer menus link every kind, partners and meeting places through their overview', async ({ page }) => {
    await page.goto('/');
    const hrefs = new Set(
      await page.locator('.an-mmenu__panel a, #an-footer nav a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')),
    );
    const viaOverview: Record<string, string> = {
      business_partner: KIND_PAGES.business_partner_overview!,
      ontmoetingsplek: '/onze-ondersteuning/ontmoetingsplekken',
      content_page: '/leven-met-dementie/mantelzorg',
      news: '/nieuws',
      // Regional news: through the regions (each region's news overview) and the home page's news block.
      regio_nieuws: '/regios',
      // Help nearby: a region, its 'over de regio' page and its locations through the regions overview.
      regio: '/regios',
      over_de_regio: '/regios',
      location: '/regios',
      // Vacancies: volunteer vacancies (national and regional) through the volunteering overview, paid jobs through 'Vacatures'.
      vacancies: '/vrijwilligerswerk',
      regio_vacancies: '/vrijwilligerswerk',
      corporate_vacature: '/over-ons/werken-bij',
    };
    for (const [kind, path] of Object.entries(KIND_PAGES)) {
      if (kind === 'homepage') continue;
      expect(hrefs.has(viaOverview[kind] ?? path), kind).toBe(true);
    }
    await page.goto('/onze-ondersteuning/ontmoetingsplekken');
    await page.getByRole('link', { name: 'Odensehuis De Vlinder' }).click();
    await expect(page).toHaveURL(/odensehuis-de-vlinder$/);
  });

  test('by keyboard, the mobile menu leads to the business partners', async ({ page }) => {
    await page.goto('/');
    const toggle = page.locator('summary.an-mmenu__toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const link = page.locator('.an-mmenu__panel').getByRole('link', { name: 'Bedrijfsvrienden' });
    for (let i = 0; i < 60 && !(await link.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/steun-ons\/bedrijfsvrienden$/);
    await page.getByRole('link', { name: 'Bakkerij De Korenaar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bakkerij De Korenaar');
  });
});

test.describe('page tools by keyboard', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the share menu opens by keyboard, copies the link with a two-second notice and closes on Escape', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(CONTENT);
    const toggle = page.locator('summary.an-share__toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('.an-share__menu');
    await expect(menu).toBeVisible();
    for (const name of ['WhatsApp', 'Facebook', 'X', 'LinkedIn', 'E-mail']) await expect(menu.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    await expect(menu.getByRole('link', { name: /^E-mail/ })).toHaveAttribute('href', /^mailto:\?subject=/);
    await expect(menu.getByRole('link', { name: /^Facebook/ })).toHaveAttribute('rel', 'noopener noreferrer');
    const copy = menu.getByRole('button', { name: 'Kopieer link' });
    for (let i = 0; i < 10 && !(await copy.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(copy).toBeFocused();
    await page.keyboard.press('Enter');
    const status = page.locator('.an-tools__status:not(.an-savelater__status)');
    await expect(status).toHaveText('Link gekopieerd');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/leven-met-dementie\/mantelzorg$/);
    await expect(status).toHaveText('');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the share menu closes on a click outside it', async ({ page }) => {
    await page.goto(CONTENT);
    await page.locator('summary.an-share__toggle').click();
    await expect(page.locator('.an-tools[data-ready]')).toBeVisible();
    await expect(page.locator('.an-share__menu')).toBeVisible();
    await page.locator('h1').click();
    await expect(page.locator('.an-share__menu')).toBeHidden();
  });

  test("'Lees voor' reads the page aloud in Dutch, and stops again", async ({ page }) => {
    await page.addInitScript(() => {
      const spoken: { text: string; lang: string }[] = [];
      (window as unknown as { spoken: typeof spoken }).spoken = spoken;
      Object.defineProperty(window, 'speechSynthesis', {
        configurable: true,
        value: { speak: (u: SpeechSynthesisUtterance) => spoken.push({ text: u.text, lang: u.lang }), cancel: () => {}, getVoices: () => [] },
      });
    });
    await page.goto(CONTENT);
    const button = page.getByRole('button', { name: 'Lees voor' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Stop voorlezen' })).toHaveAttribute('aria-pressed', 'true');
    const spoken = await page.evaluate(() => (window as unknown as { spoken: { text: string; lang: string }[] }).spoken);
    expect(spoken[0]).toEqual({ text: await page.locator('h1').innerText(), lang: 'nl-NL' });
    expect(spoken.some((s) => s.text.includes('Voorlezen, printen en delen'))).toBe(false);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Lees voor' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('without speech in the browser, a modal explains it; keyboard, Escape and backdrop work and focus returns', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: undefined }));
    await page.goto(CONTENT);
    const button = page.getByRole('button', { name: 'Lees voor' });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Voorlezen lukt niet in deze browser' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Sluit', exact: true })).toBeFocused();
    await expect(page.locator('html')).toHaveClass(/an-scroll-lock/);
    // Tab moves through the dialog's actions; the page behind is inert and cannot take focus.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Terug naar de pagina' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('link', { name: 'Meer over toegankelijkheid' })).toBeFocused();
    const behind = await page.evaluate(() => {
      const link = document.querySelector<HTMLElement>('.an-header a');
      link?.focus();
      return document.activeElement === link;
    });
    expect(behind).toBe(false);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expect(page.locator('html')).not.toHaveClass(/an-scroll-lock/);

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Terug naar de pagina' }).press('Enter');
    await expect(dialog).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('Print sends the print event to the data layer, after the page entry, and prints', async ({ page }) => {
    await page.addInitScript(() => {
      window.print = () => ((window as unknown as { printed: boolean }).printed = true);
    });
    await page.goto(CONTENT);
    await page.getByRole('button', { name: 'Print' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed?: boolean }).printed)).toBe(true);
    const layer = await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer);
    expect(layer[0]).toMatchObject({ pageKind: 'cms_page', nodeType: 'content_page' });
    expect(layer).toContainEqual({ event: 'event.alzheimer', category: 'Printen', action: 'button', label: CONTENT });
  });

  test('loads no third-party script at all', async ({ page }) => {
    const hosts = new Set<string>();
    page.on('request', (req) => hosts.add(new URL(req.url()).host));
    await page.goto(KIND_PAGES.overview_page!);
    await page.getByRole('button', { name: 'Print' }).hover();
    await expect(page.locator('.an-slidein')).toBeVisible();
    expect([...hosts]).toEqual([new URL(page.url()).host]);
  });
});

test.describe('sharing on a phone', () => {
  test.use({
    viewport: { width: 375, height: 740 },
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  });

  test('offers WhatsApp by its app scheme, in the same tab', async ({ page }) => {
    await page.goto(CONTENT);
    await page.locator('summary.an-share__toggle').click();
    await expect(page.locator('.an-tools[data-ready]')).toBeVisible();
    const whatsapp = page.locator('.an-share__menu').getByRole('link', { name: /^WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('href', /^whatsapp:\/\/send\?text=/);
    await expect(whatsapp).not.toHaveAttribute('target', '_blank');
  });
});

test.describe('print', () => {
  test('prints the content only, with every disclosure open', async ({ page }) => {
    await page.goto(CONTENT);
    await page.evaluate(() => {
      const details = document.createElement('details');
      details.innerHTML = '<summary>Meer weten</summary><p id="verborgen">Uitleg die bij het printen zichtbaar moet zijn.</p>';
      document.querySelector('main .an-page__column')?.append(details);
    });
    await expect(page.locator('#verborgen')).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('#verborgen')).toBeVisible();
    for (const selector of ['.an-header', '.an-tools', '.an-footer', '.an-prefooter', '.an-breadcrumbs']) await expect(page.locator(selector).first()).toBeHidden();
    await expect(page.locator('h1')).toBeVisible();
  });

  test('the tools open closed disclosures before printing and close them after', async ({ page }) => {
    await page.goto(CONTENT);
    await page.evaluate(() => {
      const details = document.createElement('details');
      details.id = 'meer';
      details.innerHTML = '<summary>Meer weten</summary><p>Uitleg</p>';
      document.querySelector('main .an-page__column')?.append(details);
    });
    await page.getByRole('button', { name: 'Print' }).hover();
    await expect(page.locator('.an-tools[data-ready]')).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    expect(await page.locator('#meer').evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    expect(await page.locator('details.an-share').evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    expect(await page.locator('#meer').evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
  });
});

test.describe('scrolling and motion', () => {
  test('opens at the element named in the address', async ({ page }) => {
    await page.goto(`${CONTENT}#an-footer`);
    await expect(page.locator('#an-footer')).toBeInViewport();
  });

  test('scrolls smoothly and animates disclosures in 350 ms, neither with reduced motion', async ({ page }) => {
    await page.goto(CONTENT);
    const styles = () =>
      page.evaluate(() => {
        const details = document.createElement('details');
        document.querySelector('main')?.append(details);
        const transition = getComputedStyle(details, '::details-content').transitionDuration;
        details.remove();
        return { scroll: getComputedStyle(document.documentElement).scrollBehavior, transition };
      });
    expect(await styles()).toEqual({ scroll: 'smooth', transition: '0.35s, 0.35s' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const reduced = await styles();
    expect(reduced.scroll).toBe('auto');
    expect(reduced.transition).toMatch(/^0s/);
  });
});

test.describe('slide-in', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows the first matching slide-in, remembers it was closed and then shows the next one', async ({ page }) => {
    await page.goto(KIND_PAGES.overview_page!);
    const banner = page.locator('.an-slidein');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('heading')).toHaveText('Maak je je zorgen over je geheugen?', { useInnerText: true });
    await banner.getByRole('button', { name: 'Sluit: Maak je je zorgen over je geheugen?' }).click();
    await expect(banner).toBeHidden();
    const stored = await page.evaluate(() => [localStorage.getItem('slideInId'), localStorage.getItem('lastDateObjectClosed')]);
    expect(stored[0]).toBe('geheugentest');
    expect(Date.parse(stored[1] ?? '')).toBeGreaterThan(Date.now());
    await page.reload();
    await expect(banner.getByRole('heading')).toHaveText('Help mee met een maandelijkse gift', { useInnerText: true });
  });
});

test.describe('debug mode', () => {
  test('the test-error button leads to the Dutch error page', async ({ page }) => {
    await page.goto(`${CONTENT}?debug=true`);
    const response = page.waitForResponse((r) => r.url().includes('/_testfout'));
    await page.getByRole('button', { name: 'Veroorzaak een testfout' }).click();
    expect((await response).status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Er is iets misgegaan');
  });
});

test.describe('quiz', () => {
  test('the embed reports its height and the frame grows to show the whole quiz', async ({ page }) => {
    await page.goto(KIND_PAGES.quiz!);
    const frame = page.locator('iframe.an-quiz__frame');
    await frame.scrollIntoViewIfNeeded();
    const inner = page.frameLocator('iframe.an-quiz__frame');
    await expect(inner.getByRole('heading', { level: 1 })).toHaveText('Wat weet jij over dementie?');
    // The island that sizes the frame wakes when visible and loads React first: slow on a busy 2-core machine.
    await expect.poll(async () => Number(await frame.getAttribute('height')), { timeout: 20_000 }).not.toBe(1150);
    const before = Number(await frame.getAttribute('height'));
    await inner.getByText('Bekijk het antwoord').first().click();
    await expect.poll(async () => Number(await frame.getAttribute('height')), { timeout: 20_000 }).toBeGreaterThan(before);
  });
});

test.describe('script budget', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  // The budgets are those of tests/worker/budgets.test.ts, as the browser sees them.
  test('a content page loads only the loader (at most 2 KB compressed) and the helpline status (1.25 KB) until reached for, and at most 77 KB in all', async ({ page }) => {
    const sizes = new Map<string, number>();
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      sizes.set(new URL(res.url()).pathname, gzipSync(await res.body()).length);
    });
    await page.goto(CONTENT);
    await page.waitForLoadState('networkidle');
    const upFront = [...sizes.keys()];
    const loader = upFront.filter((p) => p.includes('/loader-'));
    expect(loader).toHaveLength(1);
    expect(sizes.get(loader[0]!)).toBeLessThanOrEqual(2048);
    // Besides the loader, only the helpline's open-now status (a plain island in the header) and what it imports.
    const helpline = upFront.filter((p) => !p.includes('/loader-'));
    expect(helpline.some((p) => p.includes('helpline-status')), upFront.join(' ')).toBe(true);
    expect(helpline.every((p) => p.includes('helpline-status') || /\/chunks\/chunk-/.test(p)), upFront.join(' ')).toBe(true);
    expect(helpline.reduce((sum, p) => sum + sizes.get(p)!, 0)).toBeLessThanOrEqual(1.25 * 1024);
    await page.getByRole('button', { name: 'Print' }).hover();
    await expect.poll(() => [...sizes.keys()].some((p) => p.includes('page-tools'))).toBe(true);
    await page.locator('summary.an-mmenu__toggle').click();
    await expect.poll(() => [...sizes.keys()].some((p) => p.includes('menu'))).toBe(true);
    await page.waitForLoadState('networkidle');
    const total = [...sizes.values()].reduce((a, b) => a + b, 0);
    expect(total).toBeLessThanOrEqual(77 * 1024);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  for (const [kind, path] of Object.entries(KIND_PAGES)) {
    test(`${kind} reads without JavaScript`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // What needs JavaScript is not offered; nothing that does nothing.
      const print = page.locator('.an-tools__button--print');
      await expect(print).toHaveCount(path === '/' ? 0 : 1);
      if (path !== '/') await expect(print).toBeHidden();
      await expect(page.locator('.an-slidein')).toHaveCount(0);
    });
  }

  test('sharing works as a plain disclosure of links', async ({ page }) => {
    await page.goto(CONTENT);
    await page.locator('summary.an-share__toggle').click();
    await expect(page.locator('.an-share__menu').getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', /^https:\/\/api\.whatsapp\.com\//);
    await expect(page.getByRole('button', { name: 'Kopieer link' })).toBeHidden();
  });

  test('the overview pages by plain links and the quiz has a link to open it', async ({ page }) => {
    await page.goto(KIND_PAGES.overview_page!);
    await page.getByRole('link', { name: 'Ga naar Pagina 2' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.locator('.an-card')).toHaveCount(2);
    await page.goto(KIND_PAGES.quiz!);
    await expect(page.getByRole('link', { name: 'Open de quiz op een eigen pagina' })).toBeVisible();
  });
});
