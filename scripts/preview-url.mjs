#!/usr/bin/env node
// `npm run preview-url -- <entityType> <entityId> <revisionId> [--hours N]`:
// prints a signed preview URL for the local site (PREVIEW_SECRET from
// .dev.vars, or the environment; base URL from SITE_URL, else 127.0.0.1:$PORT).
// It signs with the same module the worker verifies with.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importTs, option, root } from './lib.mjs';

const [entityType, entityId, revisionId] = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--hours');
if (!entityType || !entityId || !revisionId) {
  console.error('usage: npm run preview-url -- <entityType> <entityId> <revisionId> [--hours 24]');
  process.exit(2);
}
const devVars = path.join(root, '.dev.vars');
const fromFile = existsSync(devVars) ? /^PREVIEW_SECRET=(.*)$/m.exec(readFileSync(devVars, 'utf8'))?.[1]?.trim() : undefined;
const secret = process.env.PREVIEW_SECRET || fromFile;
if (!secret) {
  console.error('No PREVIEW_SECRET: run `npm start` once (it writes .dev.vars) or set PREVIEW_SECRET.');
  process.exit(2);
}
const { signPreviewUrl, isPreviewTarget } = await importTs('worker/security/preview-url.ts');
const target = { entityType, entityId, revisionId };
if (!isPreviewTarget(target)) {
  console.error('entityType is lower-case letters (e.g. node); entityId and revisionId are numbers.');
  process.exit(2);
}
const base = process.env.SITE_URL || `http://127.0.0.1:${process.env.PORT || 8787}`;
const expires = Math.floor(Date.now() / 1000) + Number(option('hours', '24')) * 3600;
console.log(await signPreviewUrl(secret, base, target, expires));
