/**
 * Blogs and poems as screens see them (issue 38), and the reads a screen may
 * make (BlogReader; the worker implements it on SITE_DB for one request and
 * its viewer: worker/community/blogs/reader.ts). Every member has a blog at
 * /blogs/{gebruikersnaam}; an entry is public (for everyone, indexed) or for
 * members only (spec section 4: not indexed; a visitor gets the 403 page).
 */
import type { Image } from '../contract/common';
import type { RichText } from '../format/rich-text';
import type { EditorMode } from '../format/rich-text-schema';
import type { AuthorView, CommunitySearchAnswer, ListPage, PostView } from './forum';

export const ENTRY_KINDS = ['blog', 'poem'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];
export const VISIBILITIES = ['public', 'members'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export type EntryState = 'draft' | 'held' | 'published' | 'hidden' | 'refused' | 'deleted';

/** The overview's filter values in the address (`?soort=gedicht`): 'Gedichten' is a filter of its own. */
export const KIND_PARAM = 'soort';
export const KIND_SLUGS: Record<EntryKind, string> = { blog: 'blog', poem: 'gedicht' };

export const ENTRIES_PER_PAGE = 12;
export const REACTIONS_PER_PAGE = 20;

export interface EntrySummary {
  id: number;
  title: string;
  path: string;
  kind: EntryKind;
  visibility: Visibility;
  author: AuthorView;
  publishedAt: string;
  /** The first words of the text. */
  intro: string;
  image: Image | null;
  reactionCount: number;
}

export interface EntryDetail extends EntrySummary {
  authorId: number;
  slug: string;
  state: EntryState;
  createdAt: string;
  updatedAt: string;
  /** The text, when the viewer may read it (a hidden entry: moderators and the author only). */
  body: RichText | null;
  /** The header picture's name in the storage's container 'pictures', and its text. */
  headerImage: string | null;
  headerAlt: string;
  own: boolean;
  canReport: boolean;
  flagged: boolean;
}

export interface BlogView {
  /** The member's account id (what following targets). */
  id: number;
  username: string;
  title: string;
  intro: string;
  path: string;
  photoUrl: string | null;
  /** Entries the viewer may see. */
  entryCount: number;
}

/** Whether and how the viewer may read an entry. */
export type EntryAccess =
  | { kind: 'ok'; entry: EntryDetail }
  | { kind: 'missing' }
  /** A members-only entry and a visitor (spec: the 403 page with log in or register). */
  | { kind: 'forbidden' };

/** A reaction looks and behaves like a forum reply (the same article, tools and moderation). */
export type ReactionView = PostView;

export interface BlogReader {
  /** A page (one-based) of published entries the viewer may see, newest first; kind null: both. */
  entries(kind: EntryKind | null, page: number): Promise<ListPage<EntrySummary>>;
  blog(username: string): Promise<BlogView | null>;
  /** A page of one blog's published entries. */
  blogEntries(blog: BlogView, page: number): Promise<ListPage<EntrySummary>>;
  entry(username: string, slug: string): Promise<EntryAccess>;
  /** The viewer's own entry by id, in any state but deleted (to edit it). */
  ownEntry(id: number): Promise<EntryDetail | null>;
  /** The viewer's own drafts and entries waiting for a moderator, newest first. */
  ownUnpublished(): Promise<EntrySummary[]>;
  reactions(entry: EntryDetail, page: number): Promise<{ page: ListPage<ReactionView>; ownHeld: ReactionView[] }>;
  /** One reaction with its entry, when the viewer may see it. */
  reaction(id: number): Promise<{ reaction: ReactionView; entry: EntryDetail } | null>;
  /** The viewer follows this blogger. */
  follows(blogId: number): Promise<boolean>;
  /** The site search's tab 'Blogs': blogs and published entries the viewer may read (members-only ones for members only). */
  search(term: string, page: number, pageSize: number): Promise<CommunitySearchAnswer>;
  /** The editor mode the viewer writes in: full for moderators and experts, blog otherwise (null: a visitor). */
  editorMode(): Exclude<EditorMode, 'read'> | null;
}

