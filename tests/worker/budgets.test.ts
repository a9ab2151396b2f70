import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedForum } from '../../worker/community/forum/demo/seed';
import { seedBlogs } from '../../worker/community/blogs/demo/seed';
import { seedExperts } from '../../worker/community/experts/demo/seed';
import built from '../../dist/manifest.json';
import { matchRoute } from '../../shared/routes';
import { generateDemoContent } from '../../origin/demo/generate';
import { PAGE_ROUTES, resolvePath } from '../bench/routes';
import { BASE } from './helpers';
import { PLAIN_ISLANDS } from '../../shared/islands/types';

/**
 * Byte budgets (docs/performance.md), measured on the real worker's answers
 * and the built assets, gzip-compressed, with 1 KB = 1024 bytes (the KiB that
 * Lighthouse and the browsers' tools report, and the unit of the e2e script
 * budget). Bytes only: they are deterministic; times and Lighthouse scores are
 * never asserted here.
 */
const KB = 1024;
const BUDGET = {
  jsBeforeInteraction: 2 * KB,
  /** The helpline's open-now island (docs/offline-and-helpline.md): on every page, waking when idle, its chunk and imports. */
  helplineIsland: 1.25 * KB,
  /** The service worker (/sw.js), fetched once after load, never before the first render. */
  serviceWorker: 6 * KB,
  /** A plain island with what it imports (the embed carries the consent cookie code and the embed hosts): a twentieth of React. */
  plainIsland: 3 * KB,
  /**
   * The writing islands (issue 38), only on screens where someone writes, never on reading pages: the rich-text
   * editor (ProseMirror, about 65 KB of it, and the image picker) and the header picture's field with the picker.
   */
  editorIsland: 80 * KB,
  pictureFieldIsland: 6 * KB,
  /** 75 KB until issue 41 added the helpline status, the save button and the service worker registration (about 1.5 KB a page): docs/offline-and-helpline.md. */
  jsTotal: 77 * KB,
  css: 20 * KB,
  contentPageHtml: 30 * KB,
};

/** The helpline's open-now island, on every page. */
const HELPLINE_ISLAND = 'helpline-status';
const manifest = built as { css: string; loader: string; hydrate: string; islands: Record<string, string> };
const content = generateDemoContent();

async function fetchBytes(path: string): Promise<{ status: number; bytes: Uint8Array<ArrayBuffer> }> {
  const res = await SELF.fetch(new URL(path, BASE), { redirect: 'manual' });
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function gzipSize(bytes: Uint8Array<ArrayBuffer>): Promise<number> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('gzip'));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

/** Static imports of an ES module (`import … from "x"`, `import "x"`), resolved against its URL; dynamic import() excluded. */
function staticImports(source: string, url: string): string[] {
  const found = source.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$\s{},*]+?\s*from\s*)?["']([^"']+)["']/g);
  return [...found].map((m) => new URL(m[1] as string, BASE + url).pathname);
}

/** Compressed size of these scripts and everything they import statically, each file once. */
async function scriptBytes(urls: string[]): Promise<{ total: number; files: Record<string, number> }> {
  const files: Record<string, number> = {};
  const queue = [...urls];
  while (queue.length) {
    const url = queue.shift() as string;
    if (url in files) continue;
    const { status, bytes } = await fetchBytes(url);
    expect(status, url).toBe(200);
    files[url] = await gzipSize(bytes);
    queue.push(...staticImports(new TextDecoder().decode(bytes), url));
  }
  return { total: Object.values(files).reduce((a, b) => a + b, 0), files };
}

interface PageAssets {
  scripts: string[];
  styles: string[];
  islands: { name: string; wake: string }[];
}

function assetsOf(html: string): PageAssets {
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? '';
  const tags = (pattern: RegExp) => html.match(pattern) ?? [];
  return {
    scripts: [
      ...tags(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g).map((t) => attr(t, 'src')),
      // The island loader, which an inline script starts once the page has painted (worker/render/document.tsx).
      ...tags(/<script\b[^>]*\bdata-loader="[^"]+"[^>]*>/g).map((t) => attr(t, 'data-loader')),
      ...tags(/<link\b[^>]*\brel="modulepreload"[^>]*>/g).map((t) => attr(t, 'href')),
    ],
    styles: tags(/<link\b[^>]*\brel="stylesheet"[^>]*>/g).map((t) => attr(t, 'href')),
    islands: tags(/<[a-z]+\b[^>]*\bdata-island="[^"]+"[^>]*>/g).map((t) => ({ name: attr(t, 'data-island'), wake: attr(t, 'data-wake') })),
  };
}

// The forum's, the experts' and the blogs' pages live in the site's own database (worker/community/forum/demo/, experts/demo/, blogs/demo/).
beforeAll(async () => {
  await seedForum(env.SITE_DB);
  await seedExperts(env.SITE_DB);
  await seedBlogs(env.SITE_DB, env.COMMUNITY_MEDIA, { pictures: 2 });
}, 180_000);

/** Plain islands of the writing screens, budgeted on their own (below). */
const EDITOR_ISLANDS: Record<string, number> = { 'rich-editor': BUDGET.editorIsland, 'picture-field': BUDGET.pictureFieldIsland };

const pages = PAGE_ROUTES.map((route) => ({ route, path: resolvePath(route, content.nodes) }));

describe.each(pages)('byte budgets of the $route.name page', ({ route, path }) => {
  /**
   * The page's HTML. A page kind found through its CMS type whose view has not
   * landed yet (the node exists, the page does not answer) is skipped.
   */
  const load = async (ctx: { skip: (note?: string) => void }): Promise<string> => {
    const { status, bytes } = await fetchBytes(path as string);
    if (status !== (route.status ?? 200) && route.nodeType) ctx.skip(`${route.name} page not available yet (${status})`);
    expect(status, `${route.name} page at ${path}`).toBe(route.status ?? 200);
    return new TextDecoder().decode(bytes);
  };

  it.skipIf(!path)('loads at most 2 KB of compressed JavaScript before interaction, and 1.25 KB for the helpline status, when its other islands all wake on interaction', async (ctx) => {
    const { scripts, islands } = assetsOf(await load(ctx));
    // Every page has the helpline's open-now island (plain, on idle): counted on its own below, it does not make the page skip.
    const helpline = islands.filter((i) => i.name === HELPLINE_ISLAND);
    if (islands.some((i) => i.wake !== 'interaction' && i.name !== HELPLINE_ISLAND)) ctx.skip('an island wakes before interaction');
    const { total, files } = await scriptBytes(scripts);
    expect(total, JSON.stringify(files)).toBeLessThanOrEqual(BUDGET.jsBeforeInteraction);
    expect(helpline.length, 'the helpline status island').toBe(1);
    const status = await scriptBytes([manifest.islands[HELPLINE_ISLAND] as string]);
    expect(status.total, JSON.stringify(status.files)).toBeLessThanOrEqual(BUDGET.helplineIsland);
  });

  it.skipIf(!path)('loads at most 77 KB of compressed JavaScript in all, React included', async (ctx) => {
    const { scripts, islands } = assetsOf(await load(ctx));
    // React (the hydration chunk) only comes with an island that is not plain.
    const react = islands.some((i) => !PLAIN_ISLANDS.includes(i.name)) ? [manifest.hydrate] : [];
    const lazy = [...react, ...islands.map((i) => manifest.islands[i.name] as string)];
    expect(lazy.every(Boolean), `islands ${islands.map((i) => i.name)} are in the manifest`).toBe(true);
    const { total, files } = await scriptBytes([...scripts, ...lazy]);
    expect(total, JSON.stringify(files)).toBeLessThanOrEqual(BUDGET.jsTotal);
  });

  it.skipIf(!path)('loads at most 20 KB of compressed CSS', async (ctx) => {
    const { styles } = assetsOf(await load(ctx));
    expect(styles.length).toBeGreaterThan(0);
    let total = 0;
    for (const href of styles) total += await gzipSize((await fetchBytes(href)).bytes);
    expect(total).toBeLessThanOrEqual(BUDGET.css);
  });
});

describe('byte budgets of content pages', () => {
  // Content pages the catch-all route serves (a few aliases belong to screens of their own, like /cookies).
  const contentPages = content.nodes.filter(
    (n) => n.type === 'content_page' && n.status && matchRoute(n.alias, new URLSearchParams())?.route.screen === 'cms_page',
  );

  it('sends at most 30 KB of compressed HTML for every content page of the demo content', async () => {
    const sizes: Record<string, number> = {};
    for (const node of contentPages) {
      const { status, bytes } = await fetchBytes(node.alias);
      // A page past its expiry date (or otherwise hidden) answers 404 and is nobody's download.
      if (status === 404) continue;
      expect(status, node.alias).toBe(200);
      sizes[node.alias] = await gzipSize(bytes);
    }
    expect(Object.keys(sizes).length, 'content pages measured').toBeGreaterThan(10);
    const [largest, size] = Object.entries(sizes).sort((a, b) => b[1] - a[1])[0] as [string, number];
    expect(size, `largest: ${largest}`).toBeLessThanOrEqual(BUDGET.contentPageHtml);
    // Every content page rendered cold, one after the other: seconds on a busy 2-core machine (a byte check, not a timing one).
  }, 120_000);

  it.each(Object.entries(EDITOR_ISLANDS))('keeps the writing island %s within its own budget (%d bytes), without React', async (name, budget) => {
    const { total, files } = await scriptBytes([manifest.islands[name] as string]);
    expect(Object.keys(files).some((f) => /react|hydrate/i.test(f)), 'React in the chunk graph').toBe(false);
    expect(total, JSON.stringify(files)).toBeLessThanOrEqual(budget);
  });

  it.each(PLAIN_ISLANDS.filter((name) => !(name in EDITOR_ISLANDS)))('loads no React for the plain island %s: its chunk and what it imports stay under 3 KB', async (name) => {
    const { total, files } = await scriptBytes([manifest.islands[name] as string]);
    expect(Object.keys(files), 'React core or hydration chunk').not.toContain(manifest.hydrate);
    expect(Object.keys(files).some((f) => /react/i.test(f)), 'React in the chunk graph').toBe(false);
    expect(total, JSON.stringify(files)).toBeLessThanOrEqual(BUDGET.plainIsland);
  });

  it('keeps the service worker under 6 KB compressed', async () => {
    const { total, files } = await scriptBytes(['/sw.js']);
    expect(total, JSON.stringify(files)).toBeLessThanOrEqual(BUDGET.serviceWorker);
  });

  it('counts static imports but not dynamic ones when following a script', () => {
    const source = 'import{a as b}from"./chunk-A.js";import"./side.js";export{c}from"./re.js";const x=()=>import("/assets/lazy.js");';
    expect(staticImports(source, '/assets/chunks/menu.js')).toEqual(['/assets/chunks/chunk-A.js', '/assets/chunks/side.js', '/assets/chunks/re.js']);
  });
});
