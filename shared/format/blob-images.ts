/**
 * The editors' image storage (spec section 7, "Editor image storage"): blobs
 * in the container `pictures`, and for each the resized copies the site's
 * image crops need, in the containers `pictures-{width}w` (width only) and
 * `pictures-{width}x{height}`, named `{basename}_{size}.{ext}`. All of it is
 * served from the site's own origin under /blobstorage/ (worker/routes/
 * blobstorage.ts), and only such addresses may stand in an image entity of
 * the community's rich text: anything else is refused on writing and never
 * rendered.
 */

export const BLOB_PREFIX = '/blobstorage';
export const PICTURES = 'pictures';

/** Images only, checked by content; at most 5 MB (issue 38). */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PICTURE_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type PictureType = keyof typeof PICTURE_TYPES;

/**
 * The copies made of every picture: the crops the blog screens use (spec
 * section 3, "Crop sizes"): the header image (580x388, 1160x776, 1740x1164),
 * the cards of the overview (380x235, 760x470) and an image in a text
 * (width only 400, 800, 1160: the text column is at most 768 px).
 */
export type CopySize = { width: number; height: number | null };
export const COPY_SIZES: readonly CopySize[] = [
  { width: 380, height: 235 },
  { width: 760, height: 470 },
  { width: 580, height: 388 },
  { width: 1160, height: 776 },
  { width: 1740, height: 1164 },
  { width: 400, height: null },
  { width: 800, height: null },
  { width: 1160, height: null },
];

/** '400w' or '580x388'. */
export const sizeName = (size: CopySize): string => (size.height === null ? `${size.width}w` : `${size.width}x${size.height}`);
/** 'pictures-400w' or 'pictures-580x388'. */
export const containerOf = (size: CopySize): string => `${PICTURES}-${sizeName(size)}`;

/** A picture's name: letters, digits, '-', '_' and '.', ending in its type's extension. */
const NAME = /^[a-z0-9][a-z0-9_-]{0,80}\.(jpg|png|webp)$/;
const COPY = /^pictures-(\d{2,4})(?:w|x(\d{2,4}))$/;

export function isPictureName(name: string): boolean {
  return NAME.test(name);
}

export function splitName(name: string): { basename: string; ext: string } {
  const dot = name.lastIndexOf('.');
  return { basename: name.slice(0, dot), ext: name.slice(dot + 1) };
}

/** `{basename}_{size}.{ext}` (spec section 7). */
export function copyName(name: string, size: CopySize): string {
  const { basename, ext } = splitName(name);
  return `${basename}_${sizeName(size)}.${ext}`;
}

/** The storage key (`{container}/{name}`) and address of a picture or one of its copies. */
export const pictureKey = (name: string, size: CopySize | null = null): string => (size ? `${containerOf(size)}/${copyName(name, size)}` : `${PICTURES}/${name}`);
export const pictureUrl = (name: string, size: CopySize | null = null): string => `${BLOB_PREFIX}/${pictureKey(name, size)}`;

/**
 * A blob address of this site's storage, as `{ container, name }`, or null.
 * Only the original container and the copy containers of COPY_SIZES count;
 * a copy's name must be its original's name with that size.
 */
export function blobOf(path: string): { container: string; name: string; original: string; size: CopySize | null } | null {
  const m = /^\/blobstorage\/([a-z0-9-]+)\/([^/?#]+)$/.exec(path);
  if (!m) return null;
  const [, container, name] = m as unknown as [string, string, string];
  if (container === PICTURES) return isPictureName(name) ? { container, name, original: name, size: null } : null;
  const copy = COPY.exec(container);
  if (!copy) return null;
  const size = COPY_SIZES.find((s) => containerOf(s) === container);
  if (!size) return null;
  const suffix = `_${sizeName(size)}.`;
  const at = name.lastIndexOf(suffix);
  if (at <= 0) return null;
  const original = `${name.slice(0, at)}.${name.slice(at + suffix.length)}`;
  return isPictureName(original) && copyName(original, size) === name ? { container, name, original, size } : null;
}

/** True for the address of an original picture in the site's own storage (what an image entity may hold). */
export function isOwnPicture(src: string): boolean {
  return blobOf(src)?.size === null;
}

/**
 * A typed address as the picker takes it (spec: 'a typed URL becomes a
 * selected image named custom'): a path of the site's storage, or the same
 * as an absolute address on the site's own origin; null for anything else.
 */
export function ownPicturePath(typed: string, origin: string): string | null {
  const raw = typed.trim();
  let path = raw;
  if (/^https?:\/\//i.test(raw)) {
    try {
      const url = new URL(raw);
      if (url.origin !== origin || url.search || url.hash) return null;
      path = url.pathname;
    } catch {
      return null;
    }
  }
  const blob = blobOf(path);
  return blob ? pictureUrl(blob.original) : null;
}

/** A safe picture name from an uploaded file's name: folded to [a-z0-9-], with a short unique suffix and the type's extension. */
export function pictureNameFor(fileName: string, type: PictureType, suffix: string): string {
  const base = fileName
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'afbeelding'}-${suffix}.${PICTURE_TYPES[type]}`;
}
