import { Hono } from 'hono';
import { EXAMPLES } from '../../shared/blocks/examples';
import { loadBlocks } from '../../shared/blocks/load';
import { BLOCKS, toBlockViews } from '../../shared/blocks/registry';
import { BLOCK_KINDS } from '../../shared/blocks/types';
import type { RawBlock } from '../../shared/contract';
import { GalleryPage, type GallerySection } from '../../shared/pages/block-gallery';
import { nl } from '../../shared/texts/nl';
import { blockSource } from '../content/block-source';
import { sanitizeRichText } from '../content/sanitize';
import type { AppEnv } from '../env';
import { renderPage } from '../render/render';
import { loadLayout, siteTitle } from './layout';

const PATH = '/_blokken';

/**
 * The block gallery, only where ENVIRONMENT is 'development' (`npm start`, the
 * tests); everywhere else it does not exist (404). Examples go through the
 * same steps as CMS content: rich text sanitised at the edge, parsed by the
 * registry, loaded (latest news, referenced nodes) and rendered.
 */
export const blockGalleryRoutes = new Hono<AppEnv>();

blockGalleryRoutes.get('/', async (c) => {
  if (c.env.ENVIRONMENT !== 'development') return c.notFound();
  const content = c.get('content');
  const ctx = { debug: true, report: (message: string) => console.warn('gallery:', message) };
  const source = blockSource(c, PATH);
  const sections: GallerySection[] = await Promise.all(
    BLOCK_KINDS.map(async (kind) => ({
      kind,
      built: BLOCKS[kind] !== null,
      examples: await Promise.all(
        EXAMPLES[kind].map(async (example) => {
          const raw = await sanitizeRichText(structuredClone(example.block) as RawBlock, {
            resolveNode: (id) => content.nodePath(`node/${id}`),
            currentPath: PATH,
          });
          return { name: example.name, views: await loadBlocks(toBlockViews([raw], ctx), source, ctx) };
        }),
      ),
    })),
  );
  return renderPage(
    {
      head: { title: siteTitle(nl.gallery.title), description: null, canonical: null, robots: 'noindex, nofollow' },
      layout: await loadLayout(c),
      body: <GalleryPage sections={sections} />,
      headers: { 'cache-control': 'no-store' },
    },
    c.get('nonce'),
  );
});
