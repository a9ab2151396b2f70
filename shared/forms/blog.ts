/**
 * The blogs' forms (issue 38): an entry (title, kind, who may read it, an
 * optional header image from the editors' storage, the text in the writer's
 * editor mode), a blog's title and introduction. The worker is the
 * authority; errors are keys (Dutch texts in shared/texts/nl/blogs.ts, the
 * body's in nl/forum.ts). The profanity check of spec section 5 runs on
 * every text; a refused word travels in its key ('Profanity:woord').
 */
import * as v from 'valibot';
import { blobOf } from '../format/blob-images';
import type { RichText } from '../format/rich-text';
import type { EditorMode } from '../format/rich-text-schema';
import { ENTRY_KINDS, VISIBILITIES, type EntryKind, type Visibility } from '../model/blog';
import { CONFIRM_SHARE, profanityError, type Checked, type FieldErrors } from './forum';
import { readRichBody } from './rich-body';

export const ENTRY_TITLE_MIN = 3;
export const ENTRY_TITLE_MAX = 120;
export const ENTRY_BODY_MAX = 20_000;
export const BLOG_TITLE_MAX = 80;
export const BLOG_INTRO_MAX = 600;
export const ALT_MAX = 300;

/** The submit button's value: keep it as a draft, or publish it. */
export const ENTRY_ACTION = 'actie';
export const IMAGE_FIELD = 'afbeelding';
export const ALT_FIELD = 'afbeeldingTekst';

type Raw = Record<string, string | string[] | undefined>;
const one = (raw: Raw, name: string): string => {
  const value = raw[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

const Title = v.pipe(v.string(), v.trim(), v.nonEmpty('TitleMissing'), v.minLength(ENTRY_TITLE_MIN, 'TitleTooShort'), v.maxLength(ENTRY_TITLE_MAX, 'TitleTooLong'));

export interface EntryForm {
  title: string;
  kind: EntryKind;
  visibility: Visibility;
  doc: RichText;
  /** The words of the text (limits, the personal-data question, watched words). */
  body: string;
  /** A picture's name in the container 'pictures', or null. */
  headerImage: string | null;
  headerAlt: string;
  publish: boolean;
  confirmedShare: boolean;
}

export function validateEntry(raw: Raw, mode: Exclude<EditorMode, 'read'>): Checked<EntryForm> {
  const errors: FieldErrors = {};
  const title = v.safeParse(Title, one(raw, 'title'));
  if (!title.success) errors.title = title.issues[0].message;
  else {
    const bad = profanityError(title.output);
    if (bad) errors.title = bad;
  }
  const kind = one(raw, 'kind');
  if (!(ENTRY_KINDS as readonly string[]).includes(kind)) errors.kind = 'KindMissing';
  const visibility = one(raw, 'visibility');
  if (!(VISIBILITIES as readonly string[]).includes(visibility)) errors.visibility = 'VisibilityMissing';
  const typed = one(raw, IMAGE_FIELD).trim();
  // A path of the site's storage (an absolute address is made a path by the worker first).
  const picture = typed ? blobOf(typed) : null;
  if (typed && !picture) errors[IMAGE_FIELD] = 'ImageNotFound';
  const alt = one(raw, ALT_FIELD).trim();
  if (alt.length > ALT_MAX) errors[ALT_FIELD] = 'AltTooLong';
  else if (profanityError(alt)) errors[ALT_FIELD] = profanityError(alt)!;
  const read = readRichBody(raw, mode, ENTRY_BODY_MAX);
  if (!read.ok) errors.body = read.error;
  if (Object.keys(errors).length > 0 || !read.ok || !title.success) return { ok: false, errors };
  return {
    ok: true,
    value: {
      title: title.output,
      kind: kind as EntryKind,
      visibility: visibility as Visibility,
      doc: read.doc,
      body: read.text,
      headerImage: picture ? picture.original : null,
      headerAlt: picture ? alt : '',
      publish: one(raw, ENTRY_ACTION) === 'publiceren',
      confirmedShare: one(raw, CONFIRM_SHARE) !== '',
    },
  };
}

const BlogTitle = v.pipe(v.string(), v.trim(), v.nonEmpty('BlogTitleMissing'), v.maxLength(BLOG_TITLE_MAX, 'BlogTitleTooLong'));

export function validateBlogSettings(raw: Raw): Checked<{ title: string; intro: string }> {
  const errors: FieldErrors = {};
  const title = v.safeParse(BlogTitle, one(raw, 'blogTitle'));
  if (!title.success) errors.blogTitle = title.issues[0].message;
  else if (profanityError(title.output)) errors.blogTitle = profanityError(title.output)!;
  const intro = one(raw, 'blogIntro').trim();
  if (intro.length > BLOG_INTRO_MAX) errors.blogIntro = 'IntroTooLong';
  else if (profanityError(intro)) errors.blogIntro = profanityError(intro)!;
  if (Object.keys(errors).length > 0 || !title.success) return { ok: false, errors };
  return { ok: true, value: { title: title.output, intro } };
}
