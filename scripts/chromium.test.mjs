import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROME_FLAGS, E2E_CHROME_FLAGS, PLAYWRIGHT_DISABLED_FEATURES, ensureChromium, findChromium, usable } from './chromium.mjs';

let dir;
let fake;
let broken;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'chromium-'));
  fake = path.join(dir, 'chromium');
  broken = path.join(dir, 'broken');
  await writeFile(fake, '#!/bin/sh\necho "Chromium 156.0.8078.73 built on Debian"\n');
  await writeFile(broken, '#!/bin/sh\necho "error while loading shared libraries" >&2\nexit 127\n');
  await chmod(fake, 0o755);
  await chmod(broken, 0o755);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const never = () => {
  throw new Error('must not install');
};

describe('finding chromium', () => {
  it('accepts a binary that answers --version with a Chromium version, and nothing else', () => {
    expect(usable(fake)).toBe(true);
    expect(usable(broken)).toBe(false);
    expect(usable(path.join(dir, 'missing'))).toBe(false);
    expect(usable(undefined)).toBe(false);
  });

  it('prefers CHROME_PATH, then CHROMIUM_PATH, and skips one that does not run', () => {
    expect(findChromium({ CHROME_PATH: fake })).toBe(fake);
    expect(findChromium({ CHROME_PATH: broken, CHROMIUM_PATH: fake })).toBe(fake);
  });

  it('uses a browser that is there without installing anything', () => {
    expect(ensureChromium({ env: {}, find: () => fake, install: never })).toEqual({ path: fake });
  });

  it('installs Debian chromium when run as root on Debian and none is found', () => {
    let installed = false;
    const result = ensureChromium({
      env: {},
      find: () => (installed ? '/usr/bin/chromium' : null),
      isRoot: () => true,
      isDebian: () => true,
      install: () => ((installed = true), null),
      log: () => {},
    });
    expect(installed).toBe(true);
    expect(result).toEqual({ path: '/usr/bin/chromium' });
  });

  it('stops with one line naming the package when not root', () => {
    const result = ensureChromium({ env: {}, find: () => null, isRoot: () => false, isDebian: () => true, install: never });
    expect(result.error).toMatch(/apt-get install -y chromium/);
    expect(result.error).toMatch(/CHROME_PATH/);
    expect(result.error).not.toMatch(/\n/);
  });

  it('stops with one line on a machine without apt, and names a CHROME_PATH that does not run', () => {
    const result = ensureChromium({ env: { CHROME_PATH: broken }, find: () => null, isRoot: () => true, isDebian: () => false, install: never });
    expect(result.error).toContain(broken);
    expect(result.error).not.toMatch(/\n/);
  });

  it('reports a failed install in one line', () => {
    const result = ensureChromium({ env: {}, find: () => null, isRoot: () => true, isDebian: () => true, install: () => 'E: Unable to locate package chromium', log: () => {} });
    expect(result.error).toContain('Unable to locate package chromium');
    expect(result.error).not.toMatch(/\n/);
  });
});

describe('the end-to-end launch flags', () => {
  /** The features the installed Playwright turns off, read from its own source (its chromiumSwitches). */
  function playwrightDisabledFeatures() {
    const require = createRequire(import.meta.url);
    const source = readFileSync(path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib/coreBundle.js'), 'utf8');
    const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(source)?.[1];
    if (!list) throw new Error("playwright-core's disabledFeatures list was not found: read its chromiumSwitches and update PLAYWRIGHT_DISABLED_FEATURES");
    return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([A-Za-z]+)"/g)].map((m) => m[1]);
  }

  it("keep every feature Playwright turns off, since chromium reads only the last --disable-features", () => {
    const fromPlaywright = playwrightDisabledFeatures();
    expect(fromPlaywright).toContain('HttpsUpgrades');
    const ours = E2E_CHROME_FLAGS.filter((flag) => flag.startsWith('--disable-features='));
    expect(ours).toHaveLength(1);
    const features = ours[0].slice('--disable-features='.length).split(',');
    expect(fromPlaywright.filter((feature) => !features.includes(feature))).toEqual([]);
    expect(features).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup']));
  });

  it('add only that to the common flags', () => {
    expect(E2E_CHROME_FLAGS.slice(0, CHROME_FLAGS.length)).toEqual([...CHROME_FLAGS]);
    expect(E2E_CHROME_FLAGS).toHaveLength(CHROME_FLAGS.length + 1);
  });
});
