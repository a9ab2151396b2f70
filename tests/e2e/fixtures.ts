import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type Page } from '@playwright/test';

/** Every test fails if the browser console shows an error or the page throws. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        // A page that is itself a 404 (the not-found page) logs its own status; that is the point.
        const documentStatus = msg.text().startsWith('Failed to load resource') && msg.location().url === page.url();
        if (!documentStatus) errors.push(`${msg.text()} (${msg.location().url})`);
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'browser console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * axe's violations on the page; `skip` names rules a test has a stated reason to leave out.
 *
 * A page without frames is checked in axe's legacy mode, which runs axe in the
 * page itself instead of finishing the run in a blank page of its own: the
 * same rules, the same nodes checked (compared on the home page, the search
 * page and the block gallery), 0.85 s instead of 1.55 s a check on this
 * machine, for some 250 checks a run. A page with a frame (the quiz, embeds)
 * keeps the normal mode, the only one that checks inside frames.
 */
export async function axeViolations(page: Page, { skip = [] }: { skip?: string[] } = {}) {
  const builder = new AxeBuilder({ page })
    .setLegacyMode(page.frames().length === 1)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Only violations are read: axe then keeps one node of each passed or incomplete rule instead of all of them.
    .options({ resultTypes: ['violations'] });
  const results = await (skip.length ? builder.disableRules(skip) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const SHOTS = 'test-results/screenshots';

/**
 * Saves a picture of the page to test-results/screenshots/<name>.png for a
 * person to look at (nothing compares them). Not on CI, where the clone and
 * its pictures are thrown away after the run: there the pictures only cost
 * time (E2E_SCREENSHOTS=1 takes them anyway).
 */
export async function photograph(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  if (process.env.CI && !process.env.E2E_SCREENSHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/**
 * axe needs JavaScript in the page, so a page reached without JavaScript is
 * checked as served: its HTML replayed in a fresh page whose scripts are
 * stubbed out, so no island changes the markup.
 */
export async function axeAsServed(browser: Browser, page: Page): Promise<string[]> {
  const html = await page.content();
  // Playwright Test gives new contexts the test's options: turn scripts back on for axe.
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() ?? undefined });
  const replay = await context.newPage();
  await replay.route(page.url(), (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
  await replay.route(/\.js$/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  await replay.goto(page.url());
  const violations = await axeViolations(replay);
  await context.close();
  return violations;
}

/** Presses Tab until `target` has focus (at most `limit` times): the journeys go by keyboard. */
export async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 60) {
  for (let i = 0; i < limit && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/**
 * With JavaScript, waits until the list island is awake (it wakes when the
 * browser is idle): before that a ticked filter or 'Meer laden' does what it
 * does without JavaScript, a new page.
 */
export async function listIsland(page: Page, javaScriptEnabled = true) {
  if (javaScriptEnabled) await expect(page.locator('.an-list-region[data-list-filter="on"]')).toHaveCount(1, { timeout: 15_000 });
}

/**
 * Holds an island's chunk back, as a slow phone would, until the returned
 * function is called: for what a visitor does before the island's code arrives.
 */
export async function holdIslandChunk(page: Page, island: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/assets/chunks/${island}-*.js`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The links of the site search's own hits, not those of the members' conversations that 'Alles' shows with them. */
export const SITE_HITS = '.an-hit__title a:not(.an-search__community a)';

/** Text as a reader hears it: titles carry soft hyphens (U+00AD) for line breaking, which
 * accessible names and analytics leave out. */
export const withoutSoftHyphens = (text: string) => text.replace(/\u00ad/g, '');

/** Text as a regular expression that matches it literally. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches the text as a page shows it, whether or not its long words carry soft hyphens. */
export const softly = (text: string) => new RegExp([...text].map(literally).join('\u00ad?'));
