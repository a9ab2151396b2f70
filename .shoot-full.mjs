import { chromium } from '@playwright/test';
const [,, width, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
for (const p of paths) {
  await page.goto('http://127.0.0.1:8761' + p, { waitUntil: 'networkidle' });
  const name = p.replace(/[^a-z0-9]+/gi, '_').slice(0, 60);
  await page.screenshot({ path: `/tmp/i14shots/${width}${name}.png`, fullPage: true });
  const sw = await page.evaluate(() => document.documentElement.scrollWidth);
  console.log(width, p, 'scrollWidth', sw);
}
await browser.close();
