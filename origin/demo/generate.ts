/**
 * Deterministic demo content for the embedded origin. The same options always
 * give byte-identical output: every date derives from a fixed base date and
 * every random choice from a seeded generator, one stream per subject.
 *
 * Node id ranges: home 1, content pages 100-199, block pages 200-299,
 * editorial page kinds 300-399, news 500-599, regions 1000-1047, memory test
 * result pages 6601-6602, vacancies 700-899 and the regions' vacancy lists
 * 900-947 (vacancies.ts), scaled pages 10000 and up, generated news 200000 and
 * up (1000 per batch), region overview 1099, over de regio 1100+, regional
 * highlights 1200+, regional services 1400+, dementia information 1600+,
 * locations 300000+ (1000 per batch), activities 400000+ (10000 per batch),
 * generated regional vacancies 5000000 and up (1000 per batch; far above the
 * locations and activities at every scale).
 *
 * News and vacancy dates count from `today` (the day of generation, so the
 * news is current and apply-before dates lie ahead), and activities and
 * regional highlights count forward from it; every other date derives from a
 * fixed base date.
 */
import type { DemoContent } from './types';
import { forkRng } from './random';
import { buildTaxonomies } from './taxonomies';
import { buildHomeNode } from './home';
import { buildContentPages } from './pages';
import { buildNewsBatch, buildNewsNodes, dayStart } from './news';
import { buildRegionNodes } from './regions';
import { buildScaledPages } from './scale';
import { buildRevisions } from './revisions';
import { buildMenuItems } from './menus';
import { buildRedirects } from './redirects';
import { buildImageFiles } from './images';
import { MEMORY_TESTS } from './memory-test';
import { buildTrainingContent } from './training';
import { buildMemoryTestResultNodes } from './memory-test-results';
import { buildBlockPages } from './block-pages';
import { buildBrochureFiles } from './brochures';
import { buildEditorialNodes } from './editorial';
import { buildCssRules, buildSlideIns } from './chrome';
import { buildQuizEmbedFile } from './quiz-embed';
import { buildVacancyBatch, buildVacancyNodes, withCorporateOverview } from './vacancies';
import { buildGazetteer } from './gazetteer';
import { buildLocations } from './locations';
import { buildActivities } from './activities';
import { buildRegionExtras } from './region-extras';
import { buildHelplineHours } from './helpline';

export interface GenerateOptions {
  /** Seed of the random streams; default 1. */
  seed?: number;
  /** Volume multiplier for benchmarks (1 = the hand-written site); default 1. */
  scale?: number;
  /** The day news dates count back from (any instant of it, ms); default: today. */
  today?: number;
}

export function generateDemoContent(options: GenerateOptions = {}): DemoContent {
  const seed = options.seed ?? 1;
  const scale = options.scale ?? 1;
  const today = dayStart(options.today ?? Date.now());
  const { terms, termIndex } = buildTaxonomies();

  const news = buildNewsNodes(forkRng(seed, 'news'), termIndex, today);
  const newsAliases = new Set(news.map((node) => node.alias));
  // Batches in order, each with its own stream: batch k is the same at every scale.
  const newsBatch = (k: number) => buildNewsBatch(seed, k, termIndex, today, newsAliases);
  const batches = Math.max(1, Math.floor(scale));
  // Vacancies likewise: the hand-written ones, then one generated batch per unit of scale.
  const vacancyAliases = new Set<string>();
  const vacancies = buildVacancyNodes(seed, termIndex, today, vacancyAliases);
  const vacancyBatch = (k: number) => buildVacancyBatch(seed, k, termIndex, today, vacancyAliases);

  // Locations and their activities, one batch per scale step, each batch with its own streams.
  const locationAliases = new Set<string>();
  const places = Array.from({ length: batches }, (_, i) => {
    const { nodes: locations, specs } = buildLocations(forkRng(seed, `locations-${i + 1}`), i + 1, termIndex, today, locationAliases);
    return [...locations, ...buildActivities(forkRng(seed, `activities-${i + 1}`), i + 1, specs, termIndex, today)];
  });

  const nodes = [
    buildHomeNode(forkRng(seed, 'home')),
    ...withCorporateOverview(buildContentPages(forkRng(seed, 'pages'), termIndex)),
    ...buildEditorialNodes(forkRng(seed, 'editorial'), termIndex),
    ...news,
    ...newsBatch(1),
    ...buildRegionNodes(forkRng(seed, 'regions'), termIndex),
    ...buildMemoryTestResultNodes(forkRng(seed, 'memory-test')),
    ...buildBlockPages(forkRng(seed, 'block-pages'), (name) => termIndex('activity_type', name)),
    ...vacancies,
    ...vacancyBatch(1),
    ...buildRegionExtras(forkRng(seed, 'region-extras'), today),
    ...(places[0] ?? []),
    ...buildScaledPages(seed, scale, termIndex),
    // Extra news and vacancies after everything of scale 1, so the scale-1 content stays a prefix.
    ...Array.from({ length: batches - 1 }, (_, i) => newsBatch(i + 2)).flat(),
    ...Array.from({ length: batches - 1 }, (_, i) => vacancyBatch(i + 2)).flat(),
    ...places.slice(1).flat(),
  ];

  return {
    nodes,
    revisions: buildRevisions(nodes),
    menuItems: buildMenuItems(),
    terms,
    redirects: buildRedirects(),
    files: [...buildImageFiles(), ...buildBrochureFiles(), buildQuizEmbedFile()],
    memoryTests: MEMORY_TESTS.map((test) => ({ kind: test.kind, payload: { ...test } })),
    ...buildTrainingContent(),
    slideIns: buildSlideIns(),
    cssRules: buildCssRules(),
    helpline: buildHelplineHours(today),
    gazetteer: buildGazetteer(nodes),
  };
}
