#!/usr/bin/env node
// `npm run profile -- <path> [--seconds 5] [--page-cache on] [--member]`: a CPU profile of
// the production worker in workerd while autocannon loads one page, in the
// bench's KV-warm state by default (PAGE_CACHE=off, CMS_CACHE=on, answers held
// in the isolate after a warm-up). Writes .build/profile/<name>.cpuprofile
// (open it in Chrome DevTools' Performance panel) and prints the functions with
// the most time of their own and in all. `--member` loads the page as a
// logged-in demo member (tests/bench/forum-members.ts: a session made in the
// bench's SITE_DB), whose pages are private and always rendered. Uses workerd's inspector (DevTools
// protocol) on INSPECTOR_PORT (default BENCH_PORT + 100); the worker listens on BENCH_PORT (default 8790).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { fetch as upgradeFetch } from 'miniflare';
import { root, option } from './lib.mjs';
import { bundleWorker, LOCAL_ENTRY, prepareSite, startWorker } from './bench/site.mjs';
import { readerSession } from './bench/forum-members.mjs';

const route = process.argv[2]?.startsWith('/') ? process.argv[2] : null;
if (!route) {
  console.error('usage: npm run profile -- <path> [--seconds 5] [--page-cache on] [--member]');
  process.exit(1);
}
const seconds = Number(option('seconds', '5'));
const port = Number(process.env.BENCH_PORT || 8790);
const inspectorPort = Number(process.env.INSPECTOR_PORT || port + 100);
const vars = { PAGE_CACHE: option('page-cache', 'off'), CMS_CACHE: 'on', BENCH_ROUTES: 'on', ENVIRONMENT: 'production' };

await prepareSite({ scale: 10 });
const script = await bundleWorker(LOCAL_ENTRY, 'bench-worker');
const { mf, url } = await startWorker({ script, port, vars, inspectorPort });
const member = process.argv.includes('--member') ? await readerSession(mf) : null;
const headers = member ? { cookie: member.cookie } : {};
try {
  const first = await fetch(url + route, { headers, redirect: 'manual' });
  await first.arrayBuffer();
  if (first.status !== 200) throw new Error(`${route} answered ${first.status}${member ? ` for ${member.username}` : ''}`);
  if (member && !/private/.test(first.headers.get('cache-control') ?? '')) throw new Error(`${route} is not a member's page (cache-control: ${first.headers.get('cache-control')})`);
  if (member) console.log(`• as the demo member ${member.username}`);
  await autocannon({ url: url + route, headers, connections: 10, duration: 2 });
  const targets = await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json();
  const target = targets.find((t) => t.title?.includes('bench')) ?? targets[0];
  // Miniflare's fetch opens WebSocket clients (Node 20 has none of its own).
  const upgraded = await upgradeFetch(target.webSocketDebuggerUrl.replace(/^ws:/, 'http:'), { headers: { upgrade: 'websocket' } });
  const ws = upgraded.webSocket;
  if (!ws) throw new Error(`the inspector did not accept a WebSocket (${upgraded.status})`);
  ws.accept();
  let id = 0;
  const waiting = new Map();
  ws.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    waiting.get(message.id)?.(message);
  });
  const send = (method, params = {}) => new Promise((resolve) => (waiting.set(++id, resolve), ws.send(JSON.stringify({ id, method, params }))));
  await send('Profiler.enable');
  await send('Profiler.setSamplingInterval', { interval: 100 });
  await send('Profiler.start');
  const load = await autocannon({ url: url + route, headers, connections: 10, duration: seconds });
  const { result } = await send('Profiler.stop');
  ws.close();
  const dir = path.join(root, '.build/profile');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${route.replace(/[^\w]+/g, '_') || 'home'}${member ? '.member' : ''}.cpuprofile`);
  await writeFile(file, JSON.stringify(result.profile));
  console.log(`${route}: ${Math.round(load.requests.average)} req/s while profiled (the profiler slows it); wrote ${path.relative(root, file)}`);
  summarise(result.profile);
} finally {
  await member?.end();
  await mf.dispose();
}

/** The 25 functions with the most time of their own, and the 25 with the most in all. */
function summarise(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const hits = new Map();
  for (const sample of profile.samples) hits.set(sample, (hits.get(sample) ?? 0) + 1);
  const name = (n) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
  const self = new Map();
  const all = new Map();
  for (const [nodeId, count] of hits) {
    self.set(name(byId.get(nodeId)), (self.get(name(byId.get(nodeId))) ?? 0) + count);
    const seen = new Set();
    for (let at = nodeId; at !== undefined; at = parent.get(at)) {
      const key = name(byId.get(at));
      if (!seen.has(key)) all.set(key, (all.get(key) ?? 0) + count);
      seen.add(key);
    }
  }
  const share = (count) => `${((100 * count) / profile.samples.length).toFixed(1).padStart(5)}%`;
  for (const [title, table] of [['own time', self], ['in all', all]]) {
    console.log(`\n${title}:`);
    for (const [key, count] of [...table].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${share(count)}  ${key}`);
  }
}
