import { axeViolations, expect, photograph, SITE_HITS, test } from './fixtures';

/**
 * Issue 36 in a browser: a recurring Alzheimer Café is one hit with its next
 * date; the memory test is found; an ended activity's page says it is over,
 * offers no calendar file, passes axe and does not scroll sideways.
 */
test.beforeEach(async ({ context, baseURL }) => {
  const today = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  await context.addCookies([{ name: 'an_consent', value: `v1.s0.m0.d${today}`, url: baseURL! }]);
});

/** An ended activity at a location, from the origin's page list (through the site's API proxy). */
async function endedActivity(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  const pages = (await (await request.get('/api/drupal/api/sitemap')).json()) as { path: string; type: string; end_date: string | null }[];
  const ended = pages.filter((p) => p.type === 'activiteit' && p.end_date !== null && p.end_date.slice(0, 10) < today && /-\d{4}-\d{2}-\d{2}$/.test(p.path));
  return ended.sort((a, b) => b.end_date!.localeCompare(a.end_date!))[0]!.path;
}

for (const width of [320, 1280]) {
  test.describe(`issue 36 at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an Alzheimer Café is one hit with its next date, and the page passes axe', async ({ page }) => {
      await page.goto('/zoeken?zoekterm=alzheimer%20caf%C3%A9%20utrecht');
      const dates = page.locator('.an-hit__dates');
      await expect(dates.first()).toContainText(/Volgende keer: \d{1,2} [a-z]+ \d{4} · en nog \d+ data/);
      const links = await page.locator(SITE_HITS).evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      expect(links.filter((l) => /\/activiteiten\/alzheimer-cafe-utrecht-\d{4}/.test(l))).toHaveLength(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await photograph(page, `search-series-${width}`);
    });

    test('the memory test is found by its name', async ({ page }) => {
      await page.goto('/zoeken?zoekterm=geheugentest');
      await page.locator(SITE_HITS).first().click();
      await expect(page).toHaveURL(/\/geheugentest$/);
    });

    test("an ended activity's page says it is over, offers no calendar file and passes axe", async ({ page, request }) => {
      await page.goto(await endedActivity(request));
      await expect(page.getByRole('heading', { name: 'Deze activiteit is voorbij' })).toBeVisible();
      await expect(page.getByText('Zet in je agenda')).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await photograph(page, `activity-ended-${width}`);
    });
  });
}
