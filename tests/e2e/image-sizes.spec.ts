import { EVERY_PAGE } from '../kind-pages';
import { expect, test } from './fixtures';

/**
 * Every image's `sizes` matches the layout: the width it promises the browser
 * (which picks the rendition from it) is within 10% of the width the image is
 * rendered at, at phone and desktop width (shared/ui/image-sizes.ts).
 */
for (const width of [375, 1280]) {
  test.describe(`image sizes at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('every image on every page kind gets the width its sizes promises', async ({ page, context, baseURL }) => {
      test.setTimeout(120_000);
      await context.addCookies([{ name: 'an_consent', value: 'v1.s0.m0', url: baseURL! }]);
      const wrong: string[] = [];
      let checked = 0;
      for (const path of EVERY_PAGE) {
        await page.goto(path);
        const rows = await page.evaluate(() => {
          const probe = document.createElement('div');
          probe.style.cssText = 'position:absolute;visibility:hidden;height:0';
          document.body.append(probe);
          // The first size whose media condition matches (the last one has none).
          const promised = (sizes: string) => {
            for (const part of sizes.split(/,(?![^(]*\))/).map((s) => s.trim())) {
              const m = /^(\([^)]*\))\s+(.+)$/.exec(part);
              if (m && !matchMedia(m[1]!).matches) continue;
              probe.style.width = m ? m[2]! : part;
              return probe.getBoundingClientRect().width;
            }
            return NaN;
          };
          return [...document.querySelectorAll<HTMLImageElement>('img[sizes]')]
            .map((img) => ({ rendered: img.getBoundingClientRect().width, promised: promised(img.getAttribute('sizes') ?? ''), name: img.className || img.src }))
            .filter((r) => r.rendered > 0);
        });
        checked += rows.length;
        for (const r of rows) {
          if (!(Math.abs(r.promised - r.rendered) <= 0.1 * r.rendered)) wrong.push(`${path} ${r.name}: ${Math.round(r.rendered)} px rendered, ${Math.round(r.promised)} px promised`);
        }
      }
      expect(checked, 'images checked').toBeGreaterThan(40);
      expect(wrong).toEqual([]);
    });
  });
}
