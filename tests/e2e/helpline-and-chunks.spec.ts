import { generateDemoContent } from '../../origin/demo/generate';
import { expect, test } from './fixtures';

/**
 * The helpline's open-now status (the clock set in the browser), the lazy
 * chunk retry, and long Dutch words at 320 px (issue 41).
 */
const status = (page: import('@playwright/test').Page) => page.locator('.an-header [data-helpline-status]');

test.describe("the helpline's open-now status in the header", () => {
  // Instants in UTC and what Dutch time makes of them.
  const cases = [
    { at: '2026-11-30T07:59:00Z', text: 'Bereikbaar vanaf 9:00', dutch: '8:59 (winter time)' },
    { at: '2026-11-30T08:00:00Z', text: 'Nu bereikbaar', dutch: '9:00' },
    { at: '2026-11-30T09:00:00Z', text: 'Nu bereikbaar', dutch: '10:00' },
    { at: '2026-11-30T21:59:00Z', text: 'Nu bereikbaar', dutch: '22:59' },
    { at: '2026-11-30T22:00:00Z', text: 'Bereikbaar vanaf 9:00', dutch: '23:00' },
    { at: '2026-11-30T22:30:00Z', text: 'Bereikbaar vanaf 9:00', dutch: '23:30' },
    { at: '2027-03-28T06:59:00Z', text: 'Bereikbaar vanaf 9:00', dutch: '8:59 on the day summer time starts' },
    { at: '2027-03-28T07:00:00Z', text: 'Nu bereikbaar', dutch: '9:00 on the day summer time starts (8:00 in winter time)' },
    { at: '2026-10-25T07:59:00Z', text: 'Bereikbaar vanaf 9:00', dutch: '8:59 on the day summer time ends (9:59 in summer time)' },
    { at: '2026-10-25T08:00:00Z', text: 'Nu bereikbaar', dutch: '9:00 on the day summer time ends' },
    { at: '2026-10-25T21:59:00Z', text: 'Nu bereikbaar', dutch: '22:59 on the day summer time ends' },
    { at: '2026-10-25T22:00:00Z', text: 'Bereikbaar vanaf 9:00', dutch: '23:00 on the day summer time ends' },
  ];
  for (const { at, text, dutch } of cases) {
    test(`says '${text}' at ${dutch}`, async ({ page }) => {
      // A day without an exception in the demo content's hours.
      const exceptions = generateDemoContent().helpline.exceptions.map((e) => e.date);
      expect(exceptions).not.toContain(at.slice(0, 10));
      await page.clock.setFixedTime(new Date(at));
      await page.goto('/dementie');
      await expect(status(page)).toHaveText(text);
    });
  }

  test('says what is true at any hour without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/dementie');
    await expect(status(page)).toHaveText('Elke dag van 9:00 tot 23:00');
    await context.close();
  });
});

test.describe('a lazy chunk that does not load', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('is retried: blocked twice, then served, the island works', async ({ page, consoleErrors }) => {
    let asked = 0;
    await page.route('**/assets/chunks/donate-widget-*.js*', (route) => (++asked <= 2 ? route.abort('failed') : route.continue()));
    await page.goto('/doneren');
    await page.locator('form.an-donate').scrollIntoViewIfNeeded();
    await expect(page.locator('form.an-donate[data-enhanced]')).toBeVisible();
    expect(asked).toBe(3);
    // The two failed loads are logged by the browser itself; the island logged nothing.
    expect(consoleErrors.every((e) => /Failed to load resource|ERR_FAILED/.test(e))).toBe(true);
    consoleErrors.length = 0;
  });

  test('after 3 retries the island stays as the server rendered it, with no error shown and one report', async ({ page, consoleErrors }) => {
    let asked = 0;
    const reports: string[] = [];
    await page.route('**/assets/chunks/donate-widget-*.js*', (route) => (asked++, route.abort('failed')));
    await page.route('**/_rapport/eiland', (route) => (reports.push(route.request().postData() ?? ''), route.fulfill({ status: 204 })));
    await page.goto('/doneren');
    await page.locator('form.an-donate').scrollIntoViewIfNeeded();
    await expect.poll(() => reports, { timeout: 10_000 }).toEqual(['donate-widget']);
    expect(asked).toBe(4);
    // The server's form is still there and still works without the island.
    await expect(page.locator('form.an-donate')).toBeVisible();
    await expect(page.locator('form.an-donate[data-enhanced]')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(consoleErrors.filter((e) => e.startsWith('island failed')).length).toBe(1);
    consoleErrors.length = 0;
  });
});

test.describe('long Dutch words at 320 px', () => {
  test.use({ viewport: { width: 320, height: 800 } });
  const nodes = generateDemoContent().nodes.filter((n) => n.status && /^\/[a-z0-9/-]*$/.test(n.alias) && n.type !== 'homepage');
  const longest = (title: string) => Math.max(...(title.match(/\p{L}+/gu) ?? ['']).map((w) => w.length));
  // The titles with the longest words, each page kind once, and the issue's own example.
  const picked = new Map<string, string>([['content_page', '/vrijwilligerswerk']]);
  for (const node of [...nodes].sort((a, b) => longest(b.title) - longest(a.title))) if (!picked.has(node.type) && picked.size < 8) picked.set(node.type, node.alias);

  for (const path of picked.values()) {
    test(`breaks no word of the title of ${path} without a hyphen`, async ({ page }) => {
      const response = await page.goto(path);
      test.skip(response?.status() !== 200, `${path} answers ${response?.status()}`);
      const h1 = page.locator('h1').first();
      // Each line break inside the heading: the last character before it, and the first after.
      const breaks = await h1.evaluate((heading) => {
        const found: string[] = [];
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
        // The character before in the text (a soft hyphen too), and the line of the last one drawn.
        let before = '';
        let top: number | null = null;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (let i = 0; i < text.length; i++) {
            const char = text[i] as string;
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            // A range at a line's start may also give an empty box at the end of the line before: take the drawn one.
            const rect = char === '\u00AD' ? undefined : Array.from(range.getClientRects()).filter((r) => r.width > 0).pop();
            if (rect) {
              if (top !== null && rect.top > top + 2 && /\p{L}/u.test(before) && /\p{L}/u.test(char)) found.push(before + '|' + char);
              top = rect.top;
            }
            before = char;
          }
        }
        return found;
      });
      expect(breaks, `words broken without a hyphen in '${await h1.textContent()}'`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  }
});
