import { axeViolations, expect, test } from './fixtures';

const GALLERY = '/_formulieren';

for (const width of [375, 1280]) {
  test.describe(`the form kit gallery at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'an_consent', value: 'v1.s0.m0', url: baseURL! }]);
    });

    test('every example of every form part passes axe', async ({ page }) => {
      await page.goto(GALLERY);
      expect(await page.locator('[data-form-part]').count()).toBeGreaterThanOrEqual(16);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('every control a visitor presses is a target of at least 44 px', async ({ page }) => {
      await page.goto(GALLERY);
      const small = await page.locator('main').evaluate((main) => {
        // Radio buttons and checkboxes are reached through their label, which is the target.
        const targets = main.querySelectorAll(
          'input:not([type=hidden]):not([type=radio]):not([type=checkbox]):not([tabindex="-1"]), textarea, button, .an-choice__label, .an-checkbox',
        );
        return [...targets]
          .map((el) => ({ what: `${el.tagName.toLowerCase()}.${el.className} ${el.id}`, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.height < 44 || box.width < 44)
          .map(({ what, box }) => `${what}: ${Math.round(box.width)}x${Math.round(box.height)}`);
      });
      expect(small).toEqual([]);
    });

    test('shows where the keyboard is on every control', async ({ page }) => {
      await page.goto(GALLERY);
      await page.locator('main').focus();
      const unmarked: string[] = [];
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        const seen = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || !el.closest('main')) return null;
          const marked = (node: Element | null) => {
            if (!node) return false;
            const style = getComputedStyle(node);
            return style.boxShadow !== 'none' || (style.outlineStyle !== 'none' && style.outlineWidth !== '0px');
          };
          // A choice shows its focus on the label that is its target.
          return { what: `${el.tagName.toLowerCase()}#${el.id}`, marked: marked(el) || marked(el.nextElementSibling) };
        });
        if (seen === null) break;
        if (!seen.marked) unmarked.push(seen.what);
      }
      expect(unmarked).toEqual([]);
    });
  });
}
