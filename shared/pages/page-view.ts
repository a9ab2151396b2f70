import type { Image, Link, Node } from '../contract';
import type { Breadcrumb } from '../contract/navigation';
import type { BlockView } from '../blocks/types';
import { plainText } from '../contract/plain-text';
import { truncate } from '../format/truncate';
import { loadedOnce, NO_SECOND_INPUT } from '../loaded-once';

export type HeaderMedia =
  | { kind: 'image'; image: Image }
  | { kind: 'video'; videoType: 'youtube' | 'vimeo' | 'npo'; videoId: string; iframeUrl: string; image: Image | null };

/** The common derived view of every page kind (spec section 3, "Derived view"). */
export interface PageView {
  id: number;
  type: string;
  url: string;
  title: string;
  intro: string;
  metaTitle: string;
  metaDescription: string | null;
  canonical: string | null;
  robots: string | null;
  blocks: BlockView[];
  media: HeaderMedia | null;
  overlayText: string | null;
  overlayColor: string | null;
  primaryLink: Link | null;
  secondaryLink: Link | null;
  sandBackground: boolean;
  parent: { id: number; label: string; url: string } | null;
  breadcrumbs: Breadcrumb;
  published: string;
  modified: string;
  categoryIds: number[];
  hideFooter: boolean;
  hideNewsletter: boolean;
  hideInSearch: boolean;
  expireDate: string | null;
  /** The editor's share toggle (only kinds that allow sharing use it). */
  showShare: boolean;
  hideReadAloud: boolean;
}

/** Search engines show about 155 characters of a description. */
export const DESCRIPTION_MAX = 155;

/** The text of the first rich-text field (`{ value }`) of the page's blocks, in order. */
function firstBlockText(blocks: readonly Record<string, unknown>[]): string {
  for (const block of blocks) {
    for (const value of Object.values(block)) {
      const html = value && typeof value === 'object' && 'value' in value ? (value as { value: unknown }).value : null;
      const text = typeof html === 'string' ? plainText(html) : '';
      if (text) return text;
    }
  }
  return '';
}

/**
 * The CMS meta description, or else the page's introduction (or, without one,
 * its first text block) as plain text, shortened at a word boundary.
 */
export function metaDescription(node: Node): string | null {
  const given = node.field_meta_tags?.description?.trim();
  if (given) return given;
  const text = plainText(node.field_introduction_wysiwyg?.value ?? '') || firstBlockText(node.field_page_content ?? []);
  return text ? truncate(text, DESCRIPTION_MAX) : null;
}

/**
 * The view of a page. Its blocks come parsed and loaded (shared/pages/screen-blocks.ts
 * `prepareBlocks`), so every screen treats blocks the same way.
 */
export function toPageView(node: Node, breadcrumbs: Breadcrumb, blocks: BlockView[] = []): PageView {
  const media = node.field_header_image_video;
  return {
    id: node.id,
    type: node.type,
    url: node.path.alias || '/',
    title: node.label,
    intro: node.field_introduction_wysiwyg?.value ?? '',
    metaTitle: node.field_meta_tags?.title || node.label,
    // Plain text of the introduction or a block: once per held answer.
    metaDescription: loadedOnce(node, NO_SECOND_INPUT, 'meta description', () => metaDescription(node)),
    canonical: node.field_meta_tags?.canonical_url || null,
    robots: node.field_meta_tags?.robots ?? null,
    blocks,
    media: !media
      ? null
      : media.kind === 'image'
        ? { kind: 'image', image: media.image }
        : { kind: 'video', videoType: media.video_type, videoId: media.video_id, iframeUrl: media.iframe_url, image: media.image ?? null },
    overlayText: node.field_overlay_text,
    overlayColor: node.field_overlay_color,
    primaryLink: node.field_primary_button,
    secondaryLink: node.field_secondary_link,
    sandBackground: node.field_color === 'sand',
    parent: node.field_parent_page,
    breadcrumbs,
    published: node.created,
    modified: node.changed,
    categoryIds: node.field_page_category.map((c) => c.id),
    hideFooter: node.field_hide_footer,
    hideNewsletter: node.field_hide_newsletter_pre_footer,
    hideInSearch: node.field_hide_in_search,
    expireDate: node.field_expire_date,
    showShare: node.field_show_share,
    hideReadAloud: node.field_hide_read_aloud,
  };
}

/** A page whose expiry date has passed is no longer shown. */
export function isExpired(page: Pick<PageView, 'expireDate'>, now: Date): boolean {
  if (!page.expireDate) return false;
  const expires = Date.parse(page.expireDate);
  return Number.isFinite(expires) && expires <= now.getTime();
}
