import { describe, expect, it } from 'vitest';
import { cmsMemory } from '../../worker/cache/memory-copy';
import { splicedParts } from '../../worker/render/parts';
import { generateDemoContent } from '../../origin/demo/generate';
import { SPLICE_ATTR } from '../../shared/ui/reused-part';
import { PAGE_ROUTES, resolvePath } from '../bench/routes';
import { call } from './app-helpers';

/**
 * A page rendered from held CMS answers reuses markup (the chrome, content
 * blocks, card lists and islands, worker/render/parts.tsx and islands.ts): for
 * every page kind of the bench, the third render with the CMS cache on (the
 * answers held, frozen, and every reusable part made once) must be the page a
 * render from fresh answers gives, with nothing of the reuse left over. The
 * per-request nonce, a form's time and submission key, and the spelling of
 * useId's ids (unique either way: a part rendered on its own has its own
 * prefix) are the only differences allowed.
 */
const content = generateDemoContent();
const pages = PAGE_ROUTES.map((route) => ({ name: route.name, path: resolvePath(route, content.nodes) })).filter((p): p is { name: string; path: string } => p.path !== null);

/** Kinds whose content blocks, card lists, filter forms or form fields are reused when their answers are held. */
const SPLICED = new Set(['home', 'content', 'news', 'vacancies', 'vacancies-filtered', 'vacancies-place', 'regions', 'region-search', 'region', 'locations', 'location', 'activities', 'activity-search', 'apply-regional', 'apply-national', 'apply-corporate']);

/** Kinds with several reused parts, and how many at least. */
const AT_LEAST: Record<string, number> = {
  // Its two text blocks and activity cards, and its header and contact (shared/pages/location-page.tsx).
  location: 5,
};

const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? 'no nonce';
async function render(path: string, cms: 'on' | 'off') {
  const { res, html } = await call(path, { PAGE_CACHE: 'off', CMS_CACHE: cms });
  const masked = html
    .replaceAll(nonceOf(res), '«nonce»')
    .replace(/_(?:p\d+-)?R_[0-9a-zA-Z]*_/g, '«id»')
    .replace(/name="(formRendered|submissionKey)" value="[^"]*"/g, 'name="$1" value="«per request»"')
    .replace(/"formRendered":"[^"]*"/g, '"formRendered":"«per request»"');
  return { status: res.status, html: masked };
}

describe('pages rendered from held answers', () => {
  it.each(pages)('$name ($path) is the page fresh answers give', async ({ name, path }) => {
    cmsMemory.clear();
    await render(path, 'on');
    await render(path, 'on');
    const before = splicedParts.count;
    const held = await render(path, 'on');
    if (SPLICED.has(name)) expect(splicedParts.count - before, 'parts reused').toBeGreaterThanOrEqual(AT_LEAST[name] ?? 1);
    const fresh = await render(path, 'off');
    expect(held.status).toBe(fresh.status);
    expect(held.html).not.toContain(SPLICE_ATTR);
    expect(held.html).toBe(fresh.html);
  });
});
