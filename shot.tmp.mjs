import { chromium } from '@playwright/test';
const [,, url, out, width = '1280'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url);
await page.screenshot({ path: out, fullPage: true });
const scroll = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
console.log('sideways', scroll);
await browser.close();
