#!/usr/bin/env node
// Saves the HTML of every page a refactoring must not change, from a running
// site, with what differs on every request masked (nonce, anti-forgery token,
// timestamps, signed memory-test state). Compare two runs with `diff -r`.
//
//   npm start                                         # in another terminal
//   node scripts/html-snapshot.mjs --out /tmp/before  # before the change
//   node scripts/html-snapshot.mjs --out /tmp/after   # after it
//   diff -r /tmp/before /tmp/after
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { option } from './lib.mjs';

const base = option('base', `http://127.0.0.1:${process.env.PORT || '8787'}`);
const out = option('out', 'html-snapshot');
mkdirSync(out, { recursive: true });

const EXTRA = [
  '/_blokken',
  '/_koppen',
  '/_formulieren',
  '/een-pagina-die-niet-bestaat',
  '/_testfout?debug=true',
  '/dementie?debug=true',
  '/geheugentest',
  '/geheugentest/zelf',
  '/geheugentest/zelf/stap2',
  '/geheugentest/zelf/stap3',
  '/geheugentest/ander',
  '/geheugentest/ander/stap2',
  '/geheugentest/zelf/resultaten',
  '/geheugentest/ander/resultaten',
  '/geheugentest/zelf?opnieuw=1',
  '/leven-met-dementie/tips?page=2',
  '/leven-met-dementie/tips?page=99',
  '/nieuwsbrief?nieuwsbrief=bedankt',
  '/cookies',
];

/** Everything that legitimately differs between two requests for the same page. */
function mask(html) {
  return html
    .replace(/nonce="[^"]*"/g, 'nonce="N"')
    // React's useId: a page rendered whole and one whose parts were kept from an earlier render number their ids differently.
    .replace(/_(p\d+-)?R_[0-9a-z]*_/g, '_ID_')
    // Hashed asset names, also of the chunks (/assets/chunks/…): a change of code changes them, not the page.
    .replace(/(\/assets\/[\w./-]+?)-[A-Z0-9]{8}\.(js|css)/g, '$1-H.$2')
    .replace(/name="csrf-token" content="[^"]*"/g, 'name="csrf-token" content="T"')
    .replace(/(name="csrf_token" value=")[^"]*"/g, '$1T"')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, 'TIMESTAMP')
    .replace(/(name="staat" value=")[^"]*"/g, '$1S"')
    .replace(/(&quot;token&quot;:&quot;|"token":")[^"&]*/g, '$1S');
}

function fileFor(label) {
  return label.replace(/^\//, '').replace(/[^\w.-]+/g, '_') || 'home';
}

async function save(label, response) {
  const text = await response.text();
  const head = `${response.status} ${response.headers.get('content-type') ?? ''}${response.headers.get('location') ? ' → ' + response.headers.get('location') : ''}\n`;
  writeFileSync(join(out, fileFor(label) + '.html'), head + mask(text));
}

const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname + new URL(m[1]).search);
const all = [...new Set([...paths, ...EXTRA])];
for (const path of all) await save(path, await fetch(base + path, { redirect: 'manual' }));

// The demo test for another person: questions a1-a8 on step 1.
const OTHER_STEP1 = Array.from({ length: 8 }, (_, i) => `a${i + 1}`);

// Answers to posts: the no-JavaScript memory test and the newsletter sign-up,
// with the anti-forgery token a page carries (as a browser would send it).
const token = /name="csrf-token" content="([^"]*)"/.exec(await (await fetch(`${base}/nieuwsbrief`)).text())?.[1] ?? '';
const post = (path, fields, label) => {
  const body = new URLSearchParams({ ...fields, csrf_token: token });
  return fetch(base + path, { method: 'POST', body, redirect: 'manual', headers: { origin: base } }).then((r) => save(label, r));
};
await post('/geheugentest/zelf/stap2', { stap: '1' }, 'POST-mt-step1-empty');
await post('/geheugentest/ander/stap2', { stap: '1', ...Object.fromEntries(OTHER_STEP1.map((id) => [id, 'option2'])) }, 'POST-mt-other-step1');
await post('/forms/nieuwsbrief', { email: 'geen-adres', returnTo: '/nieuwsbrief' }, 'POST-newsletter-invalid');
await post('/forms/nieuwsbrief', { email: '', returnTo: '/geheugentest' }, 'POST-newsletter-empty');
console.log(`${all.length + 4} pages saved in ${out}`);
