import { Hono } from 'hono';
import { EXAMPLES } from '../../shared/blocks/examples';
import { BLOCKS } from '../../shared/blocks/registry';
import { BLOCK_KINDS } from '../../shared/blocks/types';
import type { RawBlock } from '../../shared/contract';
import { GalleryPage, type GallerySection } from '../../shared/pages/block-gallery';
import type { ScreenModule } from '../../shared/pages/screen';
import { prepareBlocks } from '../../shared/pages/screen-blocks';
import { nl } from '../../shared/texts/nl';
import { sanitizeRichText } from '../content/sanitize';
import type { AppEnv } from '../env';
import { pageFormToken } from '../forms/token';
import { renderPage } from '../render/render';
import { loadScreen } from '../render/screen';

const PATH = '/_blokken';

/**
 * Examples go through the same steps as CMS content: rich text sanitised at
 * the edge (which is why this loader lives in the worker), parsed by the
 * registry, loaded (latest news, referenced nodes) and rendered.
 */
const blockGalleryScreen: ScreenModule<{ sections: GallerySection[] }> = {
  async load(screen) {
    const ctx = { ...screen, debug: true, report: (message: string) => console.warn('gallery:', message) };
    const sections = await Promise.all(
      BLOCK_KINDS.map(async (kind) => ({
        kind,
        built: BLOCKS[kind] !== null,
        examples: await Promise.all(
          EXAMPLES[kind].map(async (example) => {
            const raw = await sanitizeRichText(structuredClone(example.block) as RawBlock, {
              resolveNode: (id) => ctx.content.nodePath(`node/${id}`),
              currentPath: PATH,
            });
            return { name: example.name, views: await prepareBlocks([raw], ctx, PATH) };
          }),
        ),
      })),
    );
    return { data: { sections }, seo: { title: nl.gallery.title, canonical: null, robots: 'noindex, nofollow' }, headers: { 'cache-control': 'no-store' } };
  },
  View: ({ data }) => <GalleryPage sections={data.sections} />,
};

/**
 * The block gallery, only where ENVIRONMENT is 'development' (`npm start`, the
 * tests); everywhere else it does not exist (404).
 */
export const blockGalleryRoutes = new Hono<AppEnv>();

blockGalleryRoutes.get('/', async (c) => {
  if (c.env.ENVIRONMENT !== 'development') return c.notFound();
  const page = await loadScreen(c, blockGalleryScreen);
  // With the page token, the newsletter examples post like they do on a page.
  return page ? renderPage(page, c.get('nonce'), await pageFormToken(c.env)) : c.notFound();
});
