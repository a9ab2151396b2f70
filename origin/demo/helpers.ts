/**
 * Shared building blocks for the demo content: constants, rich text, content
 * blocks, meta tags, slugs and dates. Pure functions only.
 */
import type { Rng } from './random';

export const ORGANISATION = 'Dementiezorg Nederland';
export const HELPLINE_NUMBER = '0800 - 1234 567';
export const HELPLINE_HREF = 'tel:08001234567';

/** Every generated date is derived from this fixed instant, never from the clock. */
export const BASE_DATE_MS = Date.UTC(2026, 10, 1, 9, 0, 0);
export const DAY_MS = 86_400_000;

export interface RichText {
  value: string;
  format: 'basic_html';
}

/** A page text as the content modules write it, before it becomes a node. */
export type BlockText =
  | { kind: 'html'; html: string }
  | { kind: 'text_with_title'; title: string; html: string };

export interface PageText {
  /** Fixed node id, so ids stay stable when pages are added elsewhere. */
  id: number;
  alias: string;
  /** Alias of the parent page, or null at the top level. */
  parentAlias: string | null;
  title: string;
  metaTitle: string;
  metaDescription: string;
  /** Introduction as HTML. */
  intro: string;
  blocks: BlockText[];
  /** Names of content_categories terms. */
  categories: string[];
}

export const rich = (html: string): RichText => ({ value: html, format: 'basic_html' });

/** A question of a self-test (the memory tests, the carer test): a statement and an optional hint below it. */
export const question = (id: string, text: string, hint: string | null = null): { id: string; text: string; hint: string | null } => ({ id, text, hint });

/** Joins paragraphs (plain text with inline HTML) into `<p>` elements. */
export const paragraphs = (...texts: string[]): string => texts.map((text) => `<p>${text}</p>`).join('');

export const list = (items: string[], ordered = false): string => {
  const tag = ordered ? 'ol' : 'ul';
  return `<${tag}>${items.map((item) => `<li>${item}</li>`).join('')}</${tag}>`;
};

export const link = (href: string, text: string): string => `<a href="${href}">${text}</a>`;

export const metaTags = (title: string, description: string): { title: string; description: string } => ({
  title,
  description,
});

/** Turns the block texts of a page into `field_page_content` blocks with unique ids. */
export function buildBlocks(nodeId: number, blocks: BlockText[]): Record<string, unknown>[] {
  return blocks.map((block, index) => {
    const id = `blk-${nodeId}-${index + 1}`;
    if (block.kind === 'html') return { type: 'html', id, field_html: rich(block.html) };
    return { type: 'text_with_title', id, field_title: block.title, field_text: rich(block.html) };
  });
}

/** Lower-case ASCII slug: 'Nijmegen e.o.' -> 'nijmegen-eo', "Regio's" -> 'regios'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A created/changed pair: created between `oldestDays` and 30 days before the
 * base date, changed between created and the base date.
 */
export function datePair(rng: Rng, oldestDays: number): { created: string; changed: string } {
  const created = rng.dateBetween(BASE_DATE_MS - oldestDays * DAY_MS, BASE_DATE_MS - 30 * DAY_MS);
  const changed = rng.dateBetween(Date.parse(created), BASE_DATE_MS);
  return { created, changed };
}

/** Revision ids derive from node ids, so they are unique and stable: node 108 -> 1081. */
export const publishedRevisionId = (nodeId: number): number => nodeId * 10 + 1;
export const draftRevisionId = (nodeId: number, draft: number): number => nodeId * 10 + 1 + draft;
