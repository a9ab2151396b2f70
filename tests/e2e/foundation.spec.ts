import { axeViolations, expect, test } from './fixtures';

const NESTED = '/dementie/vormen-van-dementie/ziekte-van-alzheimer';

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('home renders in Dutch with the main and footer menus', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    const mainNav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(mainNav).toBeVisible();
    // What fits on the one desktop line (shared/ui/nav-fit.ts); the rest is in 'Menu' (tests/e2e/header.spec.ts).
    expect(await mainNav.getByRole('link').count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('navigation', { name: 'Footermenu' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await page.goto(NESTED);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Ga naar hoofdinhoud' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#hoofdinhoud$/);
    await expect(page.locator('#hoofdinhoud')).toBeFocused();
  });

  test('a nested content page shows its breadcrumbs', async ({ page }) => {
    await page.goto(NESTED);
    const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.locator('[aria-current="page"]')).toBeVisible();
  });

  for (const path of ['/', NESTED, '/een-pagina-die-niet-bestaat']) {
    test(`axe finds no violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('a content page loads only the island loader until the visitor reaches for the menu', async ({ page, context, baseURL }) => {
    // With a cookie choice stored, the consent banner island stays asleep.
    await context.addCookies([{ name: 'an_consent', value: 'v1.s0.m0', url: baseURL! }]);
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await page.goto(NESTED);
    await page.waitForLoadState('networkidle');
    // Besides the loader, only the helpline's open-now island (a plain one, and the chunk it imports) wakes before interaction.
    expect(scripts.filter((s) => !/^\/assets\/chunks\/(helpline-status|chunk)-/.test(s))).toEqual([expect.stringMatching(/^\/assets\/loader-/)]);
    expect(scripts.some((s) => s.includes('/helpline-status-'))).toBe(true);
    const before = scripts.length;
    await page.getByText('Menu', { exact: true }).click();
    await expect.poll(() => scripts.length).toBeGreaterThan(before);
  });

  test('the menu opens by keyboard, makes the page behind inert, and Escape closes it with focus back on the toggle', async ({ page }) => {
    await page.goto(NESTED);
    const toggle = page.locator('summary.an-mmenu__toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator('.an-mmenu__panel');
    await expect(panel).toBeVisible();
    await expect(page.locator('#hoofdinhoud')).toHaveJSProperty('inert', true);
    await expect(toggle).toHaveText('Sluit menu');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(page.locator('#hoofdinhoud')).toHaveJSProperty('inert', false);
  });

  test('axe finds no violations with the menu open', async ({ page }) => {
    await page.goto('/');
    await page.locator('summary.an-mmenu__toggle').click();
    await expect(page.locator('.an-mmenu__panel')).toBeVisible();
    // Once the menu island runs, the page behind the open menu is inert on purpose (as behind a
    // modal dialog), so axe no longer sees its main landmark and h1: those two rules are about the page, not the menu.
    await expect(page.locator('#hoofdinhoud')).toHaveJSProperty('inert', true);
    expect(await axeViolations(page, { skip: ['landmark-one-main', 'page-has-heading-one'] })).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test('the page reads and the menu still opens as a plain disclosure', async ({ page }) => {
    await page.goto(NESTED);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toBeVisible();
    const panel = page.locator('.an-mmenu__panel');
    await expect(panel).toBeHidden();
    await page.locator('summary.an-mmenu__toggle').click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link').first()).toBeVisible();
  });
});
