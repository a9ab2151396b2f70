/**
 * The editors' image storage on R2 (spec section 7, "Editor image storage"):
 * the blob storage's containers are key prefixes in the COMMUNITY_MEDIA
 * bucket: `pictures/{name}` for the original, `pictures-{width}w/` and
 * `pictures-{width}x{height}/` for the resized copies, named
 * `{basename}_{size}.{ext}`. An upload stores the copies first and the
 * original last, then lists it in SITE_DB (editor_pictures); a deletion
 * removes the original and every copy, then the row. A storage or resize
 * failure is logged by the caller and answered 'failed' with status 500.
 */
import { COPY_SIZES, pictureKey, pictureNameFor, type CopySize, type PictureType } from '../../../shared/format/blob-images';

/** The resizing module, loaded only when a picture is uploaded or its copies are made again. */
const resizer = () => import('./resize');

export interface Stored {
  name: string;
  width: number;
  height: number;
  copies: number;
}

const httpMetadata = (type: PictureType) => ({ contentType: type, cacheControl: 'public, max-age=31536000, immutable' });

export async function storePicture(
  bucket: R2Bucket,
  db: D1Database,
  file: { bytes: Uint8Array; type: PictureType; fileName: string; alt: string },
  uploadedBy: number | null,
  now: Date,
): Promise<Stored> {
  const suffix = [...crypto.getRandomValues(new Uint8Array(3))].map((b) => b.toString(16).padStart(2, '0')).join('');
  const name = pictureNameFor(file.fileName, file.type, suffix);
  const { makeCopies } = await resizer();
  const made = makeCopies(file.bytes, file.type);
  for (const copy of made.copies) await bucket.put(pictureKey(name, copy.size), copy.bytes, { httpMetadata: httpMetadata(file.type) });
  await bucket.put(pictureKey(name), file.bytes, { httpMetadata: httpMetadata(file.type), customMetadata: { width: String(made.width), height: String(made.height) } });
  await db
    .prepare('INSERT INTO editor_pictures (name, type, bytes, width, height, alt, uploaded_by, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)')
    .bind(name, file.type, file.bytes.byteLength, made.width, made.height, file.alt.slice(0, 300), uploadedBy, now.toISOString())
    .run();
  return { name, width: made.width, height: made.height, copies: made.copies.length };
}

/** The original and every copy's key. */
export const keysOf = (name: string): string[] => [pictureKey(name), ...COPY_SIZES.map((size) => pictureKey(name, size))];

/** Removes the original and all its copies, then its row; throws (and keeps the row) when the storage fails. */
export async function deletePicture(bucket: R2Bucket, db: D1Database, name: string): Promise<void> {
  await bucket.delete(keysOf(name));
  await db.prepare('DELETE FROM editor_pictures WHERE name = ?1').bind(name).run();
}

/**
 * Makes the copies a picture is missing (spec section 4: selecting a picture
 * generates its crops; section 7: fetch the image to regenerate them).
 * Returns how many were made.
 */
export async function ensureCopies(bucket: R2Bucket, name: string): Promise<number> {
  const missing: CopySize[] = [];
  for (const size of COPY_SIZES) if (!(await bucket.head(pictureKey(name, size)))) missing.push(size);
  if (missing.length === 0) return 0;
  const original = await bucket.get(pictureKey(name));
  if (!original) throw new Error('picture missing from storage');
  const type = (original.httpMetadata?.contentType ?? 'image/jpeg') as PictureType;
  const { makeCopies } = await resizer();
  const made = makeCopies(new Uint8Array(await original.arrayBuffer()), type, missing);
  for (const copy of made.copies) await bucket.put(pictureKey(name, copy.size), copy.bytes, { httpMetadata: httpMetadata(type) });
  return made.copies.length;
}

/**
 * One copy of a listed picture, made from its original when it is missing
 * (spec section 7: fetch the image to regenerate its crops): a copy lost
 * from storage, or one of the demo pictures whose copies are made when first
 * asked for. Null when the original is not there either.
 */
export async function makeCopy(bucket: R2Bucket, name: string, size: CopySize): Promise<Uint8Array | null> {
  const original = await bucket.get(pictureKey(name));
  if (!original) return null;
  const type = (original.httpMetadata?.contentType ?? 'image/jpeg') as PictureType;
  const { makeCopies } = await resizer();
  const [copy] = makeCopies(new Uint8Array(await original.arrayBuffer()), type, [size]).copies;
  if (!copy) return null;
  await bucket.put(pictureKey(name, size), copy.bytes, { httpMetadata: httpMetadata(type) });
  return copy.bytes;
}
