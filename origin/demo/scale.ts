/**
 * Extra volume for benchmarks. With scale N > 1 the generator adds a
 * `/verdieping` section (id 10000) with N - 1 batches: each batch is a parent
 * page (`/verdieping/deel-{k}`, id 10000 + 100k) with PAGES_PER_BATCH child
 * pages assembled from the sentence pools. Every batch has its own random
 * stream, so batch k is identical whatever N is.
 */
import type { NodeRow } from './types';
import { type Rng, forkRng } from './random';
import type { TermIndex } from './taxonomies';
import { type BlockText, type PageText, link, list, paragraphs, slugify } from './helpers';
import { type ParentRef, pageNode } from './pages';
import {
  BLOCK_TITLES,
  FURTHER_READING,
  GENERAL_SENTENCES,
  OPENING_SENTENCES,
  SUBJECT_SENTENCES,
  TITLE_FORMS,
  TOPICS,
  type Topic,
} from './sentence-pools';

export const SCALE_ROOT_ID = 10000;
export const PAGES_PER_BATCH = 40;
const ROOT_ALIAS = '/verdieping';
const ROOT_TITLE = 'Verdieping';

function rootPage(): PageText {
  return {
    id: SCALE_ROOT_ID,
    alias: ROOT_ALIAS,
    parentAlias: null,
    title: ROOT_TITLE,
    metaTitle: 'Verdieping | Dementiezorg Nederland',
    metaDescription: 'Achtergrondartikelen over het dagelijks leven met dementie, per thema gebundeld.',
    intro: paragraphs(
      'Hier vind je achtergrondartikelen over het dagelijks leven met dementie. De artikelen zijn per deel gebundeld, zodat je rustig kunt lezen wat voor jou belangrijk is.',
    ),
    blocks: [],
    categories: ['Dementie'],
  };
}

/** Draws items without repeating until the pool is used up, then starts a new shuffled round. */
function deck<T>(rng: Rng, pool: readonly T[]): () => T {
  let items: T[] = [];
  return () => {
    if (items.length === 0) items = rng.shuffle(pool);
    return items.pop() as T;
  };
}

function generatedPage(rng: Rng, id: number, parentAlias: string, topic: Topic, title: string): PageText {
  const s = topic.subject;
  // Per page, no sentence repeats (the pools are larger than one page needs).
  const general = deck(rng, GENERAL_SENTENCES);
  const about = deck(rng, SUBJECT_SENTENCES);
  const paragraph = (): string => [about()(s), general(), general()].join(' ');
  const blockCount = rng.int(2, 3);
  const blocks: BlockText[] = rng.sample(BLOCK_TITLES, blockCount).map((blockTitle) => ({
    kind: 'text_with_title',
    title: blockTitle,
    html: paragraphs(paragraph(), paragraph()),
  }));
  const opening = rng.pick(OPENING_SENTENCES)(s);
  const reading = rng.sample(FURTHER_READING, 3).map((item) => link(item.url, item.title));
  blocks.push({ kind: 'html', html: `<h3>Meer informatie</h3>${list(reading)}` });
  return {
    id,
    alias: `${parentAlias}/${slugify(title)}`,
    parentAlias,
    title,
    metaTitle: `${title} | Dementiezorg Nederland`,
    metaDescription: `${opening} Lees tips en ervaringen.`,
    intro: paragraphs(`${opening} ${general()}`),
    blocks,
    categories: [topic.category],
  };
}

function batch(seed: number, k: number, root: ParentRef, terms: TermIndex): NodeRow[] {
  const rng = forkRng(seed, `scale-batch-${k}`);
  const parentId = SCALE_ROOT_ID + k * 100;
  const parentPage: PageText = {
    id: parentId,
    alias: `${ROOT_ALIAS}/deel-${k}`,
    parentAlias: ROOT_ALIAS,
    title: `${ROOT_TITLE} deel ${k}`,
    metaTitle: `${ROOT_TITLE} deel ${k} | Dementiezorg Nederland`,
    metaDescription: `Deel ${k} van onze achtergrondartikelen over het dagelijks leven met dementie.`,
    intro: paragraphs(`In deel ${k} vind je ${PAGES_PER_BATCH} artikelen over het dagelijks leven met dementie.`),
    blocks: [],
    categories: ['Dementie'],
  };
  const nodes = [pageNode(parentPage, root, rng, terms)];
  const parentRef: ParentRef = { id: parentId, title: parentPage.title, alias: parentPage.alias };

  // Distinct (topic, title form) pairs, so titles and aliases are unique within the batch.
  const pairs = TOPICS.flatMap((topic) => TITLE_FORMS.map((form) => ({ topic, title: form(topic) })));
  rng.sample(pairs, PAGES_PER_BATCH).forEach((pair, index) => {
    const page = generatedPage(rng, parentId + index + 1, parentPage.alias, pair.topic, pair.title);
    nodes.push(pageNode(page, parentRef, rng, terms));
  });
  return nodes;
}

/** The extra nodes for `scale` (none for scale 1). */
export function buildScaledPages(seed: number, scale: number, terms: TermIndex): NodeRow[] {
  const batches = Math.max(0, Math.floor(scale) - 1);
  if (batches === 0) return [];
  const rootRng = forkRng(seed, 'scale-root');
  const root = pageNode(rootPage(), null, rootRng, terms);
  const rootRef: ParentRef = { id: root.id, title: root.title, alias: root.alias };
  const nodes = [root];
  for (let k = 1; k <= batches; k++) nodes.push(...batch(seed, k, rootRef, terms));
  return nodes;
}
