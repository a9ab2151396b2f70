// The Chromium that the end-to-end tests and Lighthouse drive: CHROME_PATH,
// CHROMIUM_PATH or Debian's /usr/bin/chromium, whichever answers `--version`.
// When none does, Debian's package is installed if we are root on
// Debian/Ubuntu; otherwise the caller gets one line saying what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Launch flags for chromium on this kind of machine (ARCHITECTURE.md). */
export const CHROME_FLAGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/**
 * The features Playwright 1.65 turns off in every browser it launches
 * (playwright-core's chromiumSwitches). Chromium reads only the last
 * --disable-features it is given, so ours must repeat them: without them a
 * plain http:// navigation is tried as https:// first, for one.
 * scripts/chromium.test.mjs fails when the installed Playwright turns off one
 * that is not here.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = Object.freeze([
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]);

/**
 * Launch flags for the end-to-end tests: CHROME_FLAGS, and no WebUI omnibox
 * popup. Debian's chromium 156 gives every new window (every test's browser
 * context) a renderer of its own for the address bar's popup
 * (chrome://omnibox-popup.top-chrome), headless or not: about a second of CPU
 * per test on a 2-core machine, and 0.6 s instead of 0.4 s to open a context.
 */
export const E2E_CHROME_FLAGS = Object.freeze([
  ...CHROME_FLAGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'].join(',')}`,
]);

/** True when `file --version` runs and names Chromium or Chrome. */
export function usable(file) {
  if (!file || !existsSync(file)) return false;
  const r = spawnSync(file, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  return r.status === 0 && /chrom/i.test(r.stdout ?? '');
}

/** The first usable browser of CHROME_PATH, CHROMIUM_PATH and Debian's path, or null. */
export function findChromium(env = process.env) {
  for (const candidate of [env.CHROME_PATH, env.CHROMIUM_PATH, DEBIAN_CHROMIUM]) {
    if (usable(candidate)) return candidate;
  }
  return null;
}

function debianLike() {
  return existsSync('/etc/debian_version') && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

function aptInstallChromium(log) {
  log("• no usable chromium: installing Debian's package (apt-get install chromium), once");
  const quiet = { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  const update = spawnSync('apt-get', ['update', '-qq'], quiet);
  if (update.status !== 0) return lastLine(update.stderr) || 'apt-get update failed';
  // --reinstall puts the binary back when the package is installed but its file is gone or broken.
  const installed = spawnSync('dpkg', ['-s', 'chromium'], { stdio: 'ignore' }).status === 0;
  const install = spawnSync('apt-get', ['install', '-y', '-qq', ...(installed ? ['--reinstall'] : []), 'chromium'], quiet);
  return install.status === 0 ? null : lastLine(install.stderr) || 'apt-get install chromium failed';
}

const lastLine = (text) => (text ?? '').trim().split('\n').pop()?.trim() ?? '';

/**
 * Finds a usable chromium, installing Debian's when it may. Resolves to
 * `{ path }` or `{ error }`, the error being one line for a newcomer.
 * The seams (`find`, `isRoot`, `isDebian`, `install`) are for the tests.
 */
export function ensureChromium({
  env = process.env,
  find = findChromium,
  isRoot = () => process.getuid?.() === 0,
  isDebian = debianLike,
  install = aptInstallChromium,
  log = console.log,
} = {}) {
  const found = find(env);
  if (found) return { path: found };
  const wanted = env.CHROME_PATH || env.CHROMIUM_PATH;
  const named = wanted ? ` (CHROME_PATH ${wanted} does not run either)` : '';
  if (!isDebian()) {
    return { error: `No usable Chromium found${named}: install Chromium or Chrome and set CHROME_PATH to its binary.` };
  }
  if (!isRoot()) {
    return { error: `No usable Chromium found${named}: run 'sudo apt-get install -y chromium' (Debian's package) or set CHROME_PATH to a Chromium binary.` };
  }
  const failure = install(log);
  const after = failure ? null : find(env);
  if (after) return { path: after };
  return { error: `No usable Chromium found and 'apt-get install chromium' did not provide one (${failure ?? `${DEBIAN_CHROMIUM} does not run`}): install it by hand or set CHROME_PATH.` };
}
