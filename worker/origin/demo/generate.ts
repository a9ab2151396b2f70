/**
 * Deterministic demo content for the embedded origin. The same options always
 * give byte-identical output: every date derives from a fixed base date and
 * every random choice from a seeded generator, one stream per subject.
 *
 * Node id ranges: home 1, content pages 100-199, block pages 200-299,
 * editorial page kinds 300-399, news 500-599, regions 1000-1047, memory test
 * result pages 6601-6602, scaled pages 10000 and up.
 */
import type { DemoContent } from './types';
import { forkRng } from './random';
import { buildTaxonomies } from './taxonomies';
import { buildHomeNode } from './home';
import { buildContentPages } from './pages';
import { buildNewsNodes } from './news';
import { buildRegionNodes } from './regions';
import { buildScaledPages } from './scale';
import { buildRevisions } from './revisions';
import { buildMenuItems } from './menus';
import { buildRedirects } from './redirects';
import { buildImageFiles } from './images';
import { MEMORY_TESTS } from './memory-test';
import { buildMemoryTestResultNodes } from './memory-test-results';
import { buildBlockPages } from './block-pages';
import { buildBrochureFiles } from './brochures';
import { buildEditorialNodes } from './editorial';
import { buildCssRules, buildSlideIns } from './chrome';
import { buildQuizEmbedFile } from './quiz-embed';

export interface GenerateOptions {
  /** Seed of the random streams; default 1. */
  seed?: number;
  /** Volume multiplier for benchmarks (1 = the hand-written site); default 1. */
  scale?: number;
}

export function generateDemoContent(options: GenerateOptions = {}): DemoContent {
  const seed = options.seed ?? 1;
  const scale = options.scale ?? 1;
  const { terms, termIndex } = buildTaxonomies();

  const nodes = [
    buildHomeNode(forkRng(seed, 'home')),
    ...buildContentPages(forkRng(seed, 'pages'), termIndex),
    ...buildEditorialNodes(forkRng(seed, 'editorial'), termIndex),
    ...buildNewsNodes(forkRng(seed, 'news'), termIndex),
    ...buildRegionNodes(forkRng(seed, 'regions'), termIndex),
    ...buildMemoryTestResultNodes(forkRng(seed, 'memory-test')),
    ...buildBlockPages(forkRng(seed, 'block-pages'), (name) => termIndex('activity_type', name)),
    ...buildScaledPages(seed, scale, termIndex),
  ];

  return {
    nodes,
    revisions: buildRevisions(nodes),
    menuItems: buildMenuItems(),
    terms,
    redirects: buildRedirects(),
    files: [...buildImageFiles(), ...buildBrochureFiles(), buildQuizEmbedFile()],
    memoryTests: MEMORY_TESTS.map((test) => ({ kind: test.kind, payload: { ...test } })),
    slideIns: buildSlideIns(),
    cssRules: buildCssRules(),
  };
}
