/**
 * Rows of the blogs' tables as SITE_DB returns them, and how they become the
 * views screens get (shared/model/blog.ts). The column lists live beside the
 * row types, so every query selects what its mapper reads.
 */
import type { Crop, Image } from '../../../shared/contract/common';
import { COPY_SIZES, pictureUrl } from '../../../shared/format/blob-images';
import { parseRichText, toPlainText } from '../../../shared/format/rich-text';
import { truncate } from '../../../shared/format/truncate';
import type { EntryDetail, EntryKind, EntryState, EntrySummary, Visibility } from '../../../shared/model/blog';
import type { Viewer } from '../../../shared/model/account';
import { href } from '../../../shared/routes';
import { authorOf, AUTHOR_COLUMNS, type AuthorColumns } from '../forum/rows';
import { can } from '../roles';

export interface EntryRow extends AuthorColumns {
  id: number;
  author_id: number;
  slug: string;
  title: string;
  kind: EntryKind;
  visibility: Visibility;
  body: string;
  header_image: string | null;
  header_alt: string;
  state: EntryState;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  reaction_count: number;
  flagged: number;
}

export interface ReactionRow extends AuthorColumns {
  id: number;
  entry_id: number;
  author_id: number;
  body: string;
  state: 'held' | 'visible' | 'hidden' | 'refused' | 'deleted';
  created_at: string;
  edited_at: string | null;
  flagged: number;
}

export interface BlogRow {
  account_id: number;
  username: string;
  photo_key: string | null;
  title: string | null;
  intro: string | null;
}

export const ENTRY_COLUMNS = `e.id, e.author_id, e.slug, e.title, e.kind, e.visibility, e.body, e.header_image, e.header_alt, e.state, e.created_at, e.updated_at, e.published_at, e.reaction_count, e.flagged, ${AUTHOR_COLUMNS}`;
export const REACTION_COLUMNS = `r.id, r.entry_id, r.author_id, r.body, r.state, r.created_at, r.edited_at, r.flagged, ${AUTHOR_COLUMNS}`;

/** An entry's address: /blogs/{username}/{slug}. */
export function entryPath(row: { username: string | null; slug: string }): string {
  return href('blog-entry', { username: row.username ?? '-', slug: row.slug });
}

const crop = (name: string, family: Crop['family'], size: { width: number; height: number | null }, format: Crop['format']): Crop => ({
  family,
  url: pictureUrl(name, size),
  width: size.width,
  height: size.height ?? undefined,
  format,
});

/** A picture of the editors' storage as an image with its copies: the header crops and the cards'. */
export function pictureImage(name: string, alt: string): Image {
  const format: Crop['format'] = name.endsWith('.png') ? 'png' : name.endsWith('.webp') ? 'webp' : 'jpeg';
  const crops = COPY_SIZES.filter((s) => s.height !== null).map((s) => crop(name, s.height === 235 || s.height === 470 ? 'card' : 'header', s, format));
  return { url: pictureUrl(name, { width: 1160, height: 776 }), alt, width: 1160, height: 776, crops };
}

const INTRO = 200;

export function summaryOf(row: EntryRow): EntrySummary {
  const doc = parseRichText(row.body);
  const words = doc ? toPlainText(doc).replace(/\s+/g, ' ').trim() : '';
  return {
    id: row.id,
    title: row.title,
    path: entryPath(row),
    kind: row.kind,
    visibility: row.visibility,
    author: authorOf(row),
    publishedAt: row.published_at ?? row.updated_at,
    intro: truncate(words, INTRO),
    image: row.header_image ? pictureImage(row.header_image, row.header_alt) : null,
    reactionCount: row.reaction_count,
  };
}

/** An entry as this viewer sees it: a hidden or refused entry's text only for moderators and its author. */
export function detailOf(row: EntryRow, viewer: Viewer | null): EntryDetail {
  const own = viewer?.id === row.author_id;
  const moderator = can(viewer, 'moderate');
  const readable = row.state === 'published' || row.state === 'draft' || row.state === 'held' || own || moderator;
  return {
    ...summaryOf(row),
    authorId: row.author_id,
    slug: row.slug,
    state: row.state,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    body: readable ? parseRichText(row.body) : null,
    headerImage: row.header_image,
    headerAlt: row.header_alt,
    own,
    canReport: viewer !== null && !own && row.state === 'published',
    flagged: moderator && row.flagged === 1,
  };
}
