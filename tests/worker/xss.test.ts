import { createElement } from 'react';
import { renderToString } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { Blocks } from '../../shared/blocks/Blocks';
import type { BlockSource } from '../../shared/blocks/load-context';
import { EXAMPLES } from '../../shared/blocks/examples';
import { loadBlocks } from '../../shared/blocks/load';
import { toBlockViews } from '../../shared/blocks/registry';
import { BLOCK_KINDS, type BlockExample } from '../../shared/blocks/types';
import type { Node, RawBlock } from '../../shared/contract';
import { IslandRendererContext } from '../../shared/islands/Island';
import { decodeEntities } from '../../shared/safe-url';
import { sanitizeHtml, sanitizeRichText } from '../../worker/content/sanitize';
import { IslandCollector } from '../../worker/render/islands';
import { XSS_PAYLOADS } from './fixtures/xss-payloads';
import * as v from 'valibot';
import { LatestNewsSchema } from '../../shared/contract/news';

/** Attributes that make the browser fetch or navigate to a URL. */
const URL_ATTRS = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'data', 'background', 'dynsrc', 'lowsrc', 'srcset', 'imagesrcset', 'codebase', 'cite']);
/** Elements that must never come out of content, whatever their attributes. */
const FORBIDDEN = new Set(['iframe', 'frame', 'object', 'embed', 'applet', 'base', 'meta', 'link', 'style', 'template', 'noscript', 'xmp', 'plaintext', 'math']);

function dangerousUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const v = decodeEntities(value).replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  return /(^|,\s*)(javascript|vbscript|livescript|data):/.test(v) || v.startsWith('javascript') || v.includes('javascript:');
}

/**
 * Parses HTML with HTMLRewriter (a real HTML tokenizer) and lists everything
 * executable: script elements (other than island props JSON), event-handler
 * attributes, javascript:/data: URLs, srcdoc, inline styles, frames.
 */
async function findExecutable(html: string): Promise<string[]> {
  const problems: string[] = [];
  const rewriter = new HTMLRewriter().on('*', {
    element(el) {
      const tag = el.tagName.toLowerCase();
      const attrs = [...(el.attributes as unknown as Iterable<[string, string]>)];
      if (tag === 'script' && !(el.getAttribute('type') === 'application/json' && el.hasAttribute('data-island-props'))) problems.push(`<script ${attrs.join(' ')}>`);
      // React preloads the high-priority header image itself (<link rel="preload" as="image">); its URLs are checked below.
      const preload = tag === 'link' && el.getAttribute('rel') === 'preload' && el.getAttribute('as') === 'image';
      if (FORBIDDEN.has(tag) && !preload) problems.push(`<${tag}>`);
      for (const [name, value] of attrs) {
        const n = name.toLowerCase();
        if (n.startsWith('on')) problems.push(`${tag}[${n}]`);
        if (n === 'srcdoc' || n === 'style') problems.push(`${tag}[${n}]`);
        if (URL_ATTRS.has(n) && dangerousUrl(value)) problems.push(`${tag}[${n}=${value}]`);
      }
    },
  });
  await rewriter.transform(new Response(html, { headers: { 'content-type': 'text/html' } })).text();
  // A second, textual look (quoted attribute values set aside): no script start
  // tag outside the island props, no handler attribute in any tag.
  const markup = html
    .replace(/<script type="application\/json" data-island-props="[^"]*">[^<]*<\/script>/g, '')
    .replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(/"[^"]*"|'[^']*'/g, '""'));
  if (/<script\b/i.test(markup)) problems.push('textual <script');
  if (/<[a-z][^>]*\son[a-z]+\s*=/i.test(markup)) problems.push('textual on*= attribute');
  return problems;
}

/**
 * Every path to a string in a raw block, except the ones that identify it.
 * Of an image's crops only the first is taken: the others are the same field.
 */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) {
    const items = path[path.length - 1] === 'crops' ? value.slice(0, 1) : value;
    return items.flatMap((item, i) => stringPaths(item, [...path, i]));
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => (path.length === 0 && (key === 'type' || key === 'id')) || key === 'format' ? [] : stringPaths(item, [...path, key]));
  }
  return [];
}

function withValue(block: BlockExample['block'], path: (string | number)[], payload: string): RawBlock {
  if (path.length === 0) return structuredClone(block) as RawBlock;
  const copy = structuredClone(block) as Record<string, unknown>;
  let target: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path[path.length - 1]!] = payload;
  return copy as RawBlock;
}

/** A source whose data (news, nodes) is hostile too. */
function hostileSource(payload: string): BlockSource {
  const node = {
    id: 290,
    type: 'centralised_building_block',
    status: true,
    label: payload,
    langcode: 'nl',
    created: '2026-01-01',
    changed: '2026-01-01',
    path: { alias: '/x' },
    field_page_content: [{ type: 'quote', id: 'q', field_quote: payload, field_author: payload }],
  } as unknown as Node;
  const activity = {
    ...node,
    id: 270,
    type: 'activiteit',
    path: { alias: payload },
    field_activity_type: { label: payload },
    field_start_date: '2099-01-01',
    field_start_time: payload,
    field_location: { label: payload },
  } as unknown as Node;
  return {
    path: '/',
    today: '2026-11-15',
    donationUrl: 'https://example.org/doneren',
    // As the content source returns them: parsed by the contract (which checks every URL).
    latestNews: async () =>
      v.parse(LatestNewsSchema, {
        Items: [
          { Title: payload, PublicationDate: payload, Data: { Path: payload }, HideFromHomepage: false, HeaderImage: null, Type: 'news' },
          { Title: payload, PublicationDate: '2026-10-01', Data: { Path: '/nieuws/x' }, HideFromHomepage: false, HeaderImage: null, Type: 'regio_nieuws' },
        ],
      }).Items,
    nodeById: async (id) => (id === 290 ? node : activity),
  };
}

async function renderHostile(raw: RawBlock, payload: string): Promise<string> {
  const ctx = { debug: false, report: () => {} };
  const clean = await sanitizeRichText(raw, { resolveNode: async () => '/', currentPath: '/' });
  const views = await loadBlocks(toBlockViews([clean], ctx), hostileSource(payload), ctx);
  return renderToString(createElement(IslandRendererContext.Provider, { value: new IslandCollector() }, createElement(Blocks, { blocks: views })));
}

describe('cross-site scripting corpus', () => {
  it('has at least 100 known payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(XSS_PAYLOADS).size).toBe(XSS_PAYLOADS.length);
  });

  it('the checker itself finds what it must find', async () => {
    expect(await findExecutable('<p onclick="x()">a</p>')).not.toEqual([]);
    expect(await findExecutable('<a href="java&#x09;script:alert(1)">a</a>')).not.toEqual([]);
    expect(await findExecutable('<script>alert(1)</script>')).not.toEqual([]);
    expect(await findExecutable('<p>veilig</p><a href="/x">x</a>')).toEqual([]);
  });

  it('comes out of the rich-text sanitiser inert, every payload', async () => {
    const failures: string[] = [];
    for (const payload of XSS_PAYLOADS) {
      for (const wrapped of [payload, `<p>${payload}</p>`, `<ul><li><a href="/x">${payload}</a></li></ul>`]) {
        // Checked in context: rich text always sits inside an element of the page.
        const problems = await findExecutable(`<div>${await sanitizeHtml(wrapped)}</div><p>na</p>`);
        if (problems.length) failures.push(`${JSON.stringify(wrapped)} -> ${problems.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('comes out inert through every text field of every block example, and through loaded data', async () => {
    const failures: string[] = [];
    let cases = 0;
    for (const kind of BLOCK_KINDS) {
      for (const example of EXAMPLES[kind]) {
        // A block without text fields of its own (the centralised block) still gets hostile loaded data.
        const paths = stringPaths(example.block);
        if (paths.length === 0) paths.push([]);
        for (const payload of XSS_PAYLOADS) {
          for (const path of paths) {
            cases++;
            const html = `<div>${await renderHostile(withValue(example.block, path, payload), payload)}</div><p>na</p>`;
            const problems = await findExecutable(html);
            if (problems.length) failures.push(`${kind}/${example.name} ${path.join('.')} ${JSON.stringify(payload)} -> ${problems.join(', ')}`);
          }
        }
      }
    }
    expect(cases).toBeGreaterThan(XSS_PAYLOADS.length * 100);
    console.log(`XSS corpus: ${cases} renders checked`);
    expect(failures.slice(0, 20)).toEqual([]);
  }, 600_000);
});
