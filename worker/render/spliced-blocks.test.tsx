/**
 * Reused content-block markup (SplicedPart in shared/ui/reused-part.tsx,
 * renderParts in worker/render/parts.tsx): a page renders exactly as it would
 * without reuse, whatever the request carries, and a block that reads the
 * page's path, its form token or renders an island is never reused.
 */
import { describe, expect, it } from 'vitest';
import { Blocks } from '../../shared/blocks/Blocks';
import { EXAMPLES } from '../../shared/blocks/examples';
import { toBlockViews } from '../../shared/blocks/registry';
import type { BlockView } from '../../shared/blocks/types';
import type { RawBlock } from '../../shared/contract/page';
import { deepFreeze } from '../../shared/deep-freeze';
import type { LayoutData } from '../../shared/ui/Layout';
import { BlockColumnContext, type BlockColumn } from '../../shared/ui/image-sizes';
import { SPLICE_ATTR } from '../../shared/ui/reused-part';
import { renderToString } from 'react-dom/server.edge';
import { documentTree, renderDocument, type PageRender } from './render';

const ctx = { debug: false, report: () => undefined };
/** Every example of every kind, as a held CMS answer gives them (frozen), or freshly parsed. */
const rawExamples = (): RawBlock[] => Object.values(EXAMPLES).flatMap((list) => list.map((e) => structuredClone(e.block) as unknown as RawBlock));
const heldViews = () => toBlockViews(deepFreeze(rawExamples()), ctx);
const freshViews = () => toBlockViews(rawExamples(), ctx);

/** A block that carries the page's path (a /trainingen/ link gets it as startingPageUrl). */
const trainingLink = (): RawBlock =>
  ({ type: 'internal_link', id: 'training', field_link: { title: 'Naar de training', url: '/trainingen/omgaan-met-veranderend-gedrag', external: false } }) as unknown as RawBlock;

function page(views: BlockView[], path: string, column: BlockColumn): PageRender {
  const layout: LayoutData = { mainMenu: [], footerMenu: [], breadcrumbs: [], currentPath: path, debug: false, account: null };
  return {
    head: { title: 'Blokken', description: null, canonical: null, robots: 'index, follow' },
    layout,
    body: (
      <BlockColumnContext.Provider value={column}>
        <Blocks blocks={views} />
      </BlockColumnContext.Provider>
    ),
  };
}

/** useId's ids differ between a block rendered in the page and one rendered on its own: both are unique, compared as one. */
const sameIds = (html: string) => html.replace(/_(?:p\d+-)?R_[0-9a-zA-Z]*_/g, '«id»');
const withReuse = (p: PageRender, token: string) => renderDocument(p, 'nonce-0000', token);
const withoutReuse = (p: PageRender, token: string) => '<!DOCTYPE html>' + renderToString(documentTree(p, 'nonce-0000', token, null));

const REQUESTS = ['/', '/dementie/vormen', '/regios/eemland'].flatMap((path) =>
  (['text', 'page'] as const).flatMap((column) => ['1767225600.token-one', '1767229200.token-two'].map((token) => ({ path, column, token }))),
);

describe('reused content-block markup', () => {
  it('renders every example of every block kind as without reuse, in any order of requests', async () => {
    const held = [...heldViews(), ...toBlockViews(deepFreeze([trainingLink()]), ctx)];
    expect(held.length).toBeGreaterThan(40);
    for (const r of [...REQUESTS, ...[...REQUESTS].reverse()]) {
      const reused = await withReuse(page(held, r.path, r.column), r.token);
      expect(reused).not.toContain(SPLICE_ATTR);
      expect(sameIds(reused), `${r.path} ${r.column}`).toBe(sameIds(withoutReuse(page([...freshViews(), ...toBlockViews([trainingLink()], ctx)], r.path, r.column), r.token)));
    }
  });

  it('reuses blocks that read nothing of the page, and keeps each request’s path, token and islands in those that do', async () => {
    const held = [...heldViews(), ...toBlockViews(deepFreeze([trainingLink()]), ctx)];
    const first = await withReuse(page(held, '/eerste-pagina', 'text'), 'token-of-the-first-request');
    const second = await withReuse(page(held, '/tweede-pagina', 'text'), 'token-of-the-second-request');
    expect(second).not.toMatch(/eerste-pagina|token-of-the-first/);
    expect(second).toContain('startingPageUrl=%2Ftweede-pagina');
    // The newsletter and collection forms carry this request's token, and the donation widget is an island.
    expect(second.split('token-of-the-second-request').length - 1).toBeGreaterThan(1);
    for (const island of ['newsletter-form', 'embed', 'spotler-form']) expect(second).toContain(`data-island="${island}"`);
    expect(second).toBe(first.replaceAll('eerste-pagina', 'tweede-pagina').replaceAll('token-of-the-first-request', 'token-of-the-second-request'));
  });

  it('gives a changed CMS answer fresh markup, and fresh props are rendered inline', async () => {
    const quote = (text: string) => toBlockViews(deepFreeze([{ type: 'quote', id: 'q', field_quote: text, field_author: 'Marie' } as unknown as RawBlock]), ctx);
    expect(await withReuse(page(quote('Eerste citaat'), '/', 'text'), 't')).toContain('Eerste citaat');
    const changed = await withReuse(page(quote('Tweede citaat'), '/', 'text'), 't');
    expect(changed).toContain('Tweede citaat');
    expect(changed).not.toContain('Eerste citaat');
  });

  it('renders the same held block twice on one page with ids that stay unique', async () => {
    const help = toBlockViews(deepFreeze(EXAMPLES.help_in_the_neighbourhood.map((e) => e.block as unknown as RawBlock)), ctx)[0]!;
    const html = await withReuse(page([help, { ...help, key: `${help.key}-again` }], '/', 'text'), 't');
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(2);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
