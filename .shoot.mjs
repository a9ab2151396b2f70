import { chromium } from '@playwright/test';
const [,, width, height, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
for (const p of paths) {
  const [path, scroll = '0'] = p.split('@');
  await page.goto('http://127.0.0.1:8761' + path, { waitUntil: 'networkidle' });
  await page.evaluate(() => { document.querySelector('.an-consent')?.setAttribute('hidden', ''); });
  await page.evaluate((y) => window.scrollTo(0, y), Number(scroll));
  const name = p.replace(/[^a-z0-9]+/gi, '_').slice(0, 70);
  await page.screenshot({ path: `/tmp/i14shots/${width}${name}.png` });
  console.log(name, await page.evaluate(() => document.documentElement.scrollWidth));
}
await browser.close();
