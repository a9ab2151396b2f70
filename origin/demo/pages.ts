/**
 * Content pages (`content_page` nodes): the hand-written page tree and the
 * function that turns a page text into a node row.
 */
import type { NodeRow } from './types';
import type { Rng } from './random';
import type { TermIndex } from './taxonomies';
import { type PageText, buildBlocks, datePair, metaTags, publishedRevisionId, rich } from './helpers';
import { dementiePages } from './text-dementie';
import { diagnoseEnLevenPages } from './text-diagnose-leven';
import { ondersteuningPages } from './text-ondersteuning';
import { praktischPages } from './text-praktisch';

/** Every hand-written content page, ids 100 and up. Parents come before their children. */
export const CONTENT_PAGES: readonly PageText[] = [
  ...dementiePages,
  ...diagnoseEnLevenPages,
  ...ondersteuningPages,
  ...praktischPages,
];

export interface ParentRef {
  id: number;
  title: string;
  alias: string;
}

/** The fields every page kind shares, with the CMS defaults for what a page leaves empty. */
export function commonFields(input: {
  metaTitle: string;
  metaDescription: string;
  intro: string;
  blocks: Record<string, unknown>[];
  parent: ParentRef | null;
  categories: { id: number; label: string }[];
}): Record<string, unknown> {
  return {
    field_meta_tags: metaTags(input.metaTitle, input.metaDescription),
    field_introduction_wysiwyg: rich(input.intro),
    field_page_content: input.blocks,
    field_parent_page: input.parent ? { id: input.parent.id, label: input.parent.title, url: input.parent.alias } : null,
    field_page_category: input.categories,
    field_header_image_video: null,
    field_color: null,
    field_overlay_color: null,
    field_overlay_text: null,
    field_primary_button: null,
    field_secondary_link: null,
    field_hide_footer: false,
    field_hide_in_search: false,
    field_hide_newsletter_pre_footer: false,
    field_expire_date: null,
  };
}

/** One `content_page` node from its text. `oldestDays` bounds the random creation date. */
export function pageNode(
  page: PageText,
  parent: ParentRef | null,
  rng: Rng,
  terms: TermIndex,
  oldestDays = 1200,
): NodeRow {
  const { created, changed } = datePair(rng, oldestDays);
  return {
    id: page.id,
    type: 'content_page',
    title: page.title,
    alias: page.alias,
    status: true,
    created,
    changed,
    parentId: parent ? parent.id : null,
    revisionId: publishedRevisionId(page.id),
    fields: commonFields({
      metaTitle: page.metaTitle,
      metaDescription: page.metaDescription,
      intro: page.intro,
      blocks: buildBlocks(page.id, page.blocks),
      parent,
      categories: page.categories.map((name) => ({ id: terms('content_categories', name), label: name })),
    }),
  };
}

/** All hand-written content pages as nodes, each linked to its parent by alias. */
export function buildContentPages(rng: Rng, terms: TermIndex): NodeRow[] {
  const byAlias = new Map<string, ParentRef>();
  const nodes: NodeRow[] = [];
  for (const page of CONTENT_PAGES) {
    let parent: ParentRef | null = null;
    if (page.parentAlias !== null) {
      const found = byAlias.get(page.parentAlias);
      if (!found) throw new Error(`Parent ${page.parentAlias} of ${page.alias} must come first`);
      parent = found;
    }
    nodes.push(pageNode(page, parent, rng, terms));
    byAlias.set(page.alias, { id: page.id, title: page.title, alias: page.alias });
  }
  return nodes;
}
