/**
 * Test helpers for blocks (unit tests, Node): parse a raw payload through the
 * registry exactly as a page does, optionally run its load step against a
 * fake source, and render it with islands rendered in place.
 */
import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { IslandRendererContext, type IslandRenderer } from '../islands/Island';
import { ISLAND_COMPONENTS } from '../islands/registry';
import { Blocks } from './Blocks';
import type { BlockSource } from './load-context';
import { EXAMPLES } from './examples';
import { loadBlocks } from './load';
import { BLOCKS, toBlockViews } from './registry';
import type { BlockKind, BlockView } from './types';

const islands: IslandRenderer = {
  render(name, props) {
    const Component = ISLAND_COMPONENTS[name] as unknown as (p: unknown) => null;
    return { id: `${name}-test`, html: renderToString(createElement(Component, props as object)) };
  },
  chunks: (name) => ({ src: `/assets/chunks/${name}-TEST.js`, hydrate: '/assets/chunks/hydrate-TEST.js' }),
};

export const fakeSource = (overrides: Partial<BlockSource> = {}): BlockSource => ({
  path: '/test',
  today: '2026-11-15',
  donationUrl: 'https://doneren.example.org/geef',
  latestNews: async () => [],
  nodeById: async () => null,
  ...overrides,
});

export function renderViews(views: readonly BlockView[]): string {
  return renderToStaticMarkup(
    <IslandRendererContext.Provider value={islands}>
      <Blocks blocks={views} />
    </IslandRendererContext.Provider>,
  );
}

/** Parses (and, with a source, loads) raw blocks, then renders them. */
export async function renderRaw(raw: Record<string, unknown>[], source: BlockSource | null = null): Promise<string> {
  const reports: string[] = [];
  const ctx = { debug: false, report: (m: string) => void reports.push(m) };
  let views = toBlockViews(raw as never, ctx);
  if (source) views = await loadBlocks(views, source, ctx);
  return renderViews(views);
}

/** The parsed props of a raw block, or throws with the schema's message. */
export function parse(kind: BlockKind, raw: Record<string, unknown>): unknown {
  const module = BLOCKS[kind];
  if (!module) throw new Error(`no module for ${kind}`);
  return v.parse(module.schema, raw);
}

export function examplesOf(kind: BlockKind) {
  return EXAMPLES[kind] ?? [];
}

/** The attributes of every start tag named `tag` (order-independent checks on React's output). */
export function tagsOf(html: string, tag: string): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  for (const m of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attrs: Record<string, string> = {};
    for (const a of (m[1] ?? '').matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) attrs[(a[1] ?? '').toLowerCase()] = a[2] ?? '';
    out.push(attrs);
  }
  return out;
}
