import { expect, test } from './fixtures';

/**
 * A first visit loads React only for a widget the visitor uses: the quiz
 * embed and embedded frames are plain islands, the newsletter sign-up wakes on
 * the first touch, focus or key press.
 */
test.describe('first visits at phone width', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  function scriptsOf(page: import('@playwright/test').Page): string[] {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    return scripts;
  }
  const react = (scripts: string[]) => scripts.filter((s) => s.includes('/chunks/hydrate-'));

  test('the quiz page sizes its frame without React', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/dementie/quiz');
    const frame = page.locator('iframe.an-quiz__frame');
    await frame.scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.some((s) => s.includes('/chunks/quiz-embed-'))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(react(scripts)).toEqual([]);
  });

  for (const marketing of [false, true]) {
    test(`/test-je-kennis shows its quiz frame ${marketing ? 'with' : 'before'} consent without React`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'an_consent', value: `v1.s0.m${marketing ? 1 : 0}`, url: baseURL! }]);
      // There is no network here: a stand-in quiz that reports its height the way the quiz host does.
      await page.route('https://www.riddle.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Quiz</title><p>Quiz</p><script>parent.postMessage("777", "*");</script>' }),
      );
      const scripts = scriptsOf(page);
      await page.goto('/test-je-kennis');
      // Scroll the page, not the placeholder: with consent the island replaces it with the frame as soon as it is visible.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      if (marketing) {
        const frame = page.locator('.an-embed.is-loaded iframe');
        await expect(frame).toHaveAttribute('src', /riddle\.com/);
        // The plain island sizes the frame from the host's height message.
        await expect(frame).toHaveAttribute('height', '777');
      } else await expect(page.getByRole('button', { name: /accepteer|toestemming|Toon/i }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(react(scripts)).toEqual([]);
    });
  }

  test('the donation page works its donate widget without React (a plain island)', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/doneren');
    const form = page.locator('form.an-donate');
    await form.scrollIntoViewIfNeeded();
    await expect(page.locator('form.an-donate[data-enhanced]')).toBeVisible();
    await form.getByRole('radio', { name: 'Maandelijks' }).check();
    await expect(form.getByRole('radio', { name: /€ 10/ })).toBeChecked();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => s.includes('/chunks/donate-widget-'))).toBe(true);
    expect(react(scripts)).toEqual([]);
  });

  test('the newsletter page loads React only once the visitor reaches for the form, and the form then works', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/nieuwsbrief');
    const email = page.getByRole('textbox', { name: /e-mail/i });
    await email.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(react(scripts)).toEqual([]);
    await email.focus();
    await expect.poll(() => react(scripts).length).toBe(1);
    await page.getByRole('button', { name: /aanmelden|meld/i }).first().click();
    await expect(page.getByRole('alert').or(page.locator('.an-error-summary')).first()).toBeVisible();
  });
});
