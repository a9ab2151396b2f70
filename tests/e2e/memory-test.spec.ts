import type { Page } from '@playwright/test';
import { axeAsServed, axeViolations, expect, holdIslandChunk, test } from './fixtures';

/** Option indexes (0-4) that add up to `score` for `count` questions at `min` points per answer. */
function pattern(score: number, count: number, min: 0 | 1): number[] {
  let rest = score - min * count;
  return Array.from({ length: count }, () => {
    const points = Math.min(4, rest);
    rest -= points;
    return points;
  });
}

/** Presses Tab until the focused element matches the selector, as a keyboard user would. */
async function tabTo(page: Page, selector: string): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/**
 * Answers the questions of the current step by keyboard: Tab into each radio
 * group, then Space for the first option or arrow keys for a later one.
 * `first` says whether focus still has to travel to the first group.
 */
async function answerStep(page: Page, answers: number[], age: number | null, first: boolean): Promise<void> {
  const groups = answers.length + (age === null ? 0 : 1);
  for (let g = 0; g < groups; g++) {
    const choice = g < answers.length ? (answers[g] ?? 0) : (age ?? 0);
    if (g === 0 && first) await tabTo(page, 'input[type="radio"]');
    else await page.keyboard.press('Tab');
    if (choice === 0) await page.keyboard.press('Space');
    for (let i = 0; i < choice; i++) await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText(/Volgende stap|Bekijk de uitslag/);
  await page.keyboard.press('Enter');
}

async function takeTest(page: Page, start: 'zelf' | 'ander', score: number, age: number, js = true): Promise<void> {
  const steps = start === 'zelf' ? [9, 8, 8] : [8, 8];
  const all = pattern(score, steps.reduce((a, b) => a + b), start === 'zelf' ? 0 : 1);
  await page.goto('/geheugentest');
  await tabTo(page, `a[href="/geheugentest/${start}"]`);
  await page.keyboard.press('Enter');
  let offset = 0;
  for (const [i, count] of steps.entries()) {
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Stap ${i + 1} van ${steps.length}`);
    // With JavaScript, the island takes the form over before the visitor reaches it.
    if (js) await page.locator('form[data-enhanced]').waitFor();
    await answerStep(page, all.slice(offset, offset + count), i === steps.length - 1 ? age : null, i === 0);
    offset += count;
    if (i < steps.length - 1) await expect(page.locator('#geheugentest-titel')).toBeFocused();
  }
  await expect(page).toHaveURL(new RegExp(`/geheugentest/${start}/resultaten$`));
  await expect(page.locator('#geheugentest-titel')).toBeFocused();
}


// Age option indexes: 0 under 64, 1 64-74, 2 75 or older, 3 not say.
const journeys = [
  { start: 'zelf', score: 21, age: 1, min: 0, max: 100, text: 'Je merkt geregeld klachten', ageText: 'slecht slapen, medicijnen' },
  { start: 'zelf', score: 54, age: 0, min: 0, max: 100, text: 'Je merkt veel klachten', ageText: 'jonger zijn dan 65' },
  { start: 'ander', score: 55, age: 0, min: 16, max: 80, text: 'duidelijk minder gaat', ageText: 'Is de ander jonger dan 65?' },
  { start: 'ander', score: 20, age: 3, min: 16, max: 80, text: 'op veel punten beter', ageText: '' },
] as const;

test.describe('with JavaScript', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const j of journeys) {
    test(`by keyboard, ${j.start} with score ${j.score} lands on its result`, async ({ page }) => {
      await takeTest(page, j.start, j.score, j.age);
      await expect(page.locator('.an-mt-result__score')).toHaveText(`Je score is ${j.score}. De score loopt van ${j.min} tot ${j.max}.`);
      await expect(page.locator('.an-mt-result__text')).toContainText(j.text);
      if (j.ageText) await expect(page.locator('.an-mt-result__text')).toContainText(j.ageText);
      const brochure = page.getByRole('link', { name: /Download de brochure/ });
      await expect(brochure).toHaveAttribute('href', new RegExp(`\\?score=${j.score}&dm_ev=${j.score}$`));
      await expect(brochure).toHaveAttribute('target', '_blank');
    });
  }

  test('never sends an answer to the server', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (req) => {
      if (req.method() !== 'GET' || /option\d|leeftijd/.test(req.url())) posts.push(`${req.method()} ${req.url()}`);
    });
    await takeTest(page, 'ander', 40, 2);
    expect(posts).toEqual([]);
  });

  test('an incomplete step shows the focused error summary; its link goes to the first open question', async ({ page }) => {
    await page.goto('/geheugentest/zelf/stap2');
    await page.locator('form[data-enhanced]').waitFor();
    await page.locator('input[name="v10"]').first().check();
    await page.getByRole('button', { name: 'Volgende stap' }).click();
    const summary = page.locator('.an-error-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Let op! Je hebt nog niet alle vragen beantwoord.');
    await expect(page).toHaveTitle(/^Fout: /);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('#vraag-v11-1')).toBeFocused();
    await expect(page.locator('#vraag-v11-error')).toHaveText(/nog niet beantwoord/);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the last step also asks for the age', async ({ page }) => {
    await page.goto('/geheugentest/ander/stap2');
    await page.locator('form[data-enhanced]').waitFor();
    for (let q = 9; q <= 16; q++) await page.locator(`input[name="a${q}"]`).nth(2).check();
    await page.getByRole('button', { name: 'Bekijk de uitslag' }).click();
    await expect(page.locator('.an-error-summary')).toBeFocused();
    await expect(page.locator('.an-error-summary')).toHaveText(/Maak alsjeblieft een keuze\./);
  });

  test('a reload or the back button keeps the answers', async ({ page }) => {
    await page.goto('/geheugentest/ander');
    await page.locator('form[data-enhanced]').waitFor();
    for (let q = 1; q <= 8; q++) await page.locator(`input[name="a${q}"]`).nth(q % 5).check();
    await page.reload();
    await expect(page.locator('input[name="a3"]').nth(3)).toBeChecked();
    await page.getByRole('button', { name: 'Volgende stap' }).click();
    await expect(page).toHaveURL(/\/geheugentest\/ander\/stap2$/);
    await page.locator('input[name="a9"]').nth(4).check();
    await page.goBack();
    await expect(page.locator('input[name="a8"]').nth(3)).toBeChecked();
    await page.goForward();
    await expect(page.locator('input[name="a9"]').nth(4)).toBeChecked();
  });

  test("'Doe de test opnieuw' starts with no answers", async ({ page }) => {
    await takeTest(page, 'ander', 50, 1);
    await page.getByRole('link', { name: 'Doe de test opnieuw' }).click();
    await page.locator('form[data-enhanced]').waitFor();
    await expect(page).toHaveURL(/\/geheugentest\/ander$/);
    await expect(page.locator('input[type="radio"]:checked')).toHaveCount(0);
    await page.goto('/geheugentest/ander/resultaten');
    await expect(page.getByText('Je hebt de test nog niet helemaal ingevuld.')).toBeVisible();
  });

  test('keeps the answers picked while the island\'s code was still on its way (a slow phone)', async ({ page }) => {
    // The step's code is held back until the visitor has answered every question of the plain form.
    const release = await holdIslandChunk(page, 'memory-test-step');
    await page.goto('/geheugentest/ander?opnieuw=1');
    for (let q = 1; q <= 8; q++) await page.locator(`input[name="a${q}"]`).nth(2).check();
    await expect(page.locator('form[data-enhanced]')).toHaveCount(0);
    release();
    await page.locator('form[data-enhanced]').waitFor();
    await expect(page.locator('input[type="radio"]:checked')).toHaveCount(8);
    await page.getByRole('button', { name: 'Volgende stap' }).click();
    await expect(page).toHaveURL(/\/geheugentest\/ander\/stap2$/);
  });

  test('a result without a complete test points back to the test', async ({ page }) => {
    await page.goto('/geheugentest/zelf/resultaten');
    await expect(page.getByText('Je hebt de test nog niet helemaal ingevuld.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ga verder met de test' })).toHaveAttribute('href', '/geheugentest/zelf');
  });

  test('pushes test and brochure events without answers, score or age', async ({ page }) => {
    await takeTest(page, 'zelf', 30, 1);
    await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('.an-mt-brochure a');
      link?.addEventListener('click', (e) => e.preventDefault());
      link?.click();
    });
    const events = await page.evaluate(() => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer);
    expect(events.map((e) => e.action)).toEqual(['Uitslag bekeken', 'Brochure gedownload']);
    expect(events.every((e) => e.event === 'event.alzheimer' && e.label === '/geheugentest/zelf/resultaten')).toBe(true);
    expect(JSON.stringify(events)).not.toMatch(/30|option|64to74/);
  });

  const pages = ['/geheugentest', '/geheugentest/zelf', '/geheugentest/zelf/stap2', '/geheugentest/zelf/stap3', '/geheugentest/ander', '/geheugentest/ander/stap2'];
  for (const path of pages) {
    test(`axe finds no violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('axe finds no violations on both results', async ({ page }) => {
    test.setTimeout(60_000);
    await takeTest(page, 'zelf', 60, 2);
    expect(await axeViolations(page)).toEqual([]);
    await takeTest(page, 'ander', 30, 3);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  for (const j of journeys) {
    test(`by keyboard, ${j.start} with score ${j.score} lands on its result`, async ({ page, browser }) => {
      await takeTest(page, j.start, j.score, j.age, false);
      await expect(page.locator('.an-mt-result__score')).toHaveText(`Je score is ${j.score}. De score loopt van ${j.min} tot ${j.max}.`);
      await expect(page.locator('.an-mt-result__text')).toContainText(j.text);
      expect(page.url()).not.toMatch(/option|score|leeftijd/);
      expect(await axeAsServed(browser, page)).toEqual([]);
    });
  }

  test('an incomplete step comes back with the error summary focused and the answers kept', async ({ page, browser }) => {
    await page.goto('/geheugentest/zelf');
    await page.locator('input[name="v1"]').nth(1).check();
    await page.getByRole('button', { name: 'Volgende stap' }).click();
    await expect(page.locator('.an-error-summary')).toBeFocused();
    await expect(page.locator('input[name="v1"]').nth(1)).toBeChecked();
    await expect(page.getByRole('link', { name: 'Let op! Je hebt nog niet alle vragen beantwoord.' })).toHaveAttribute('href', '#vraag-v2-1');
    expect(await axeAsServed(browser, page)).toEqual([]);
  });

  test('the previous-step button goes back with the answers kept', async ({ page }) => {
    await page.goto('/geheugentest/ander');
    for (let q = 1; q <= 8; q++) await page.locator(`input[name="a${q}"]`).nth(1).check();
    await page.getByRole('button', { name: 'Volgende stap' }).click();
    await page.locator('input[name="a9"]').nth(4).check();
    await page.getByRole('button', { name: 'Vorige stap' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Stap 1 van 2');
    await expect(page.locator('input[name="a8"]').nth(1)).toBeChecked();
    await page.getByRole('button', { name: 'Volgende stap' }).click();
    await expect(page.locator('input[name="a9"]').nth(4)).toBeChecked();
  });

  // Playwright turns scripts off but its parser still treats <noscript> as text, so this checks the markup.
  test('the result page visited directly says how to get a result', async ({ page }) => {
    await page.goto('/geheugentest/ander/resultaten');
    await expect(page.locator('noscript')).toHaveCount(1);
    const notice = await page.locator('noscript').innerHTML();
    expect(notice).toContain('Begin de test om een uitslag te krijgen.');
    expect(notice).toContain('href="/geheugentest/ander"');
  });
});

test.describe('readable and usable on a small screen and at 400% zoom', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no sideways scrolling in the content and radio targets of at least 44 px', async ({ page }) => {
    for (const path of ['/geheugentest', '/geheugentest/zelf', '/geheugentest/zelf/stap3', '/geheugentest/ander/resultaten']) {
      await page.goto(path);
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll('#hoofdinhoud *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth).map((el) => el.className),
      );
      expect(overflowing, path).toEqual([]);
    }
    await page.goto('/geheugentest/zelf/stap3');
    const heights = await page.locator('.an-radio__label').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    expect(await axeViolations(page)).toEqual([]);
  });
});
