/**
 * The editors' image storage at the same origin's /blobstorage/ (spec
 * section 7): the pictures and their copies as files, the list of the
 * container 'pictures' (newest first) as JSON for the picker, uploading
 * (moderators and experts: JPEG, PNG or WebP by content, at most 5 MB; the
 * copies are made here), deleting a picture with all its copies, and making
 * a picture's missing copies again. A post answers JSON to the picker
 * (`Accept: application/json`) and post/redirect/get to the library page
 * without JavaScript. Files are served with their own image type only,
 * `nosniff` and a CSP of their own, so a stored file can never be HTML.
 */
import { Hono, type Context } from 'hono';
import { blobOf, isPictureName } from '../../shared/format/blob-images';
import { FIRST_PICTURES } from '../../shared/model/pictures';
import { href } from '../../shared/routes';
import { checkPicture } from '../community/pictures/check';
import { listPictures, pictureRow, pictureView } from '../community/pictures/reader';
import { deletePicture, ensureCopies, makeCopy, storePicture } from '../community/pictures/storage';
import { can } from '../community/roles';
import type { AppEnv } from '../env';
import { readAccountPost } from './account/form';
import { honoPattern, withNotice } from './forum/common';

const IMAGE_TYPES = /^image\/(jpeg|png|webp)$/;
/** The upload's form may be a little larger than the file itself. */
const MAX_UPLOAD = 5 * 1024 * 1024 + 64 * 1024;
const MAX_LIST = 100;

/** The files themselves: mounted before sessions and the page cache, like /files. */
export const blobFileRoutes = new Hono<AppEnv>();

blobFileRoutes.get(honoPattern('blob'), async (c) => {
  const path = new URL(c.req.url).pathname;
  const blob = blobOf(decodeURIComponent(path));
  if (!blob) return c.text('Bestand niet gevonden', 404);
  const object = await c.env.COMMUNITY_MEDIA.get(`${blob.container}/${blob.name}`);
  if (!object && blob.size) {
    // A missing copy of a listed picture is made from its original, stored, and served.
    const row = await pictureRow(c.env.SITE_DB, blob.original);
    const made = row && IMAGE_TYPES.test(row.type) ? await makeCopy(c.env.COMMUNITY_MEDIA, blob.original, blob.size).catch((error: unknown) => (c.get('report')(error, { tags: { stage: 'picture-copy' } }), null)) : null;
    if (made && row) return new Response(made as Uint8Array<ArrayBuffer>, { headers: fileHeaders(row.type, made.byteLength, null) });
  }
  const type = object?.httpMetadata?.contentType ?? '';
  if (!object || !IMAGE_TYPES.test(type)) {
    await object?.body.cancel();
    return c.text('Bestand niet gevonden', 404);
  }
  return new Response(object.body, { headers: fileHeaders(type, object.size, object.httpEtag) });
});

function fileHeaders(type: string, size: number, etag: string | null): Record<string, string> {
  return {
    'content-type': type,
    'content-length': String(size),
    // A name is never used twice (each upload gets a fresh suffix): the file may be kept long.
    'cache-control': 'public, max-age=86400',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    ...(etag ? { etag } : {}),
  };
}

/** The list and the changes: after the session (a member), never cached. */
export const blobRoutes = new Hono<AppEnv>();

const wantsJson = (c: Context<AppEnv>) => (c.req.header('accept') ?? '').includes('application/json');
const json = (c: Context<AppEnv>, body: unknown, status: 200 | 400 | 401 | 403 | 404 | 500 = 200) => c.json(body as object, status, { 'cache-control': 'private, no-store' });

/** A failure: JSON for the picker, the library page with its message otherwise. */
function failed(c: Context<AppEnv>, status: 400 | 401 | 403 | 404 | 500, error: string, name = '') {
  if (wantsJson(c)) return json(c, { state: status === 401 || status === 403 ? 'unauthorized' : 'failed', status, error }, status);
  return c.redirect(href('pictures', { melding: 'mislukt', fout: error, ...(name ? { naam: name } : {}) }), 303);
}

blobRoutes.get(honoPattern('pictures-json'), async (c) => {
  const viewer = c.get('viewer');
  if (!viewer) return json(c, { state: 'unauthorized', status: 401 }, 401);
  const offset = Math.max(0, Math.floor(Number(c.req.query('offset') ?? 0)) || 0);
  const limit = Math.min(MAX_LIST, Math.max(1, Math.floor(Number(c.req.query('limit') ?? FIRST_PICTURES)) || FIRST_PICTURES));
  const list = await listPictures(c.env.SITE_DB, offset, limit);
  return json(c, { state: 'loaded', ...list, canEdit: can(viewer, 'edit-full') });
});

blobRoutes.post(honoPattern('pictures-json'), async (c) => {
  const post = await readAccountPost(c, MAX_UPLOAD);
  if (!post.ok) return failed(c, post.status === 400 ? 400 : 403, post.status === 400 ? 'FileTooBig' : 'NotAllowed');
  const viewer = c.get('viewer');
  if (!can(viewer, 'edit-full')) return failed(c, viewer ? 403 : 401, 'NotAllowed');
  const checked = await checkPicture(post.form.get('bestand'));
  if (!checked.ok) return failed(c, 400, checked.error);
  const file = post.form.get('bestand') as File;
  const alt = typeof post.raw.tekst === 'string' ? post.raw.tekst.trim() : '';
  let stored;
  try {
    stored = await storePicture(c.env.COMMUNITY_MEDIA, c.env.SITE_DB, { bytes: checked.bytes, type: checked.type, fileName: file.name, alt }, viewer!.id, new Date());
  } catch (error) {
    // Spec section 8: storage and resize failures are logged and answered as failed (500).
    c.get('report')(error, { tags: { stage: 'picture-upload' } });
    console.error('pictures: upload failed', error instanceof Error ? error.message : 'unknown error');
    return failed(c, 500, error instanceof Error && /storage|R2/i.test(error.message) ? 'StorageFailed' : 'ResizeFailed');
  }
  if (wantsJson(c)) {
    const row = await pictureRow(c.env.SITE_DB, stored.name);
    return json(c, { state: 'loaded', picture: row ? pictureView(row) : null, copies: stored.copies });
  }
  return c.redirect(href('pictures', { melding: 'geupload', naam: stored.name }), 303);
});

/** Deleting a picture and every copy: the library's confirmation page posts here, and the picker. */
blobRoutes.post(honoPattern('picture-delete'), async (c) => {
  const post = await readAccountPost(c, 4096);
  const name = c.req.param('name') ?? '';
  if (!post.ok) return failed(c, 403, 'NotAllowed', name);
  const viewer = c.get('viewer');
  if (!can(viewer, 'edit-full')) return failed(c, viewer ? 403 : 401, 'NotAllowed', name);
  if (!isPictureName(name) || !(await pictureRow(c.env.SITE_DB, name))) return failed(c, 404, 'NotFound', name);
  try {
    await deletePicture(c.env.COMMUNITY_MEDIA, c.env.SITE_DB, name);
  } catch (error) {
    c.get('report')(error, { tags: { stage: 'picture-delete' } });
    return failed(c, 500, 'DeleteFailed', name);
  }
  if (wantsJson(c)) return json(c, { state: 'deleted', name });
  return c.redirect(withNotice(href('pictures', { naam: name }), 'verwijderd'), 303);
});

/** Selecting a picture makes sure its copies exist (made again when one is missing). */
blobRoutes.post(honoPattern('picture-copies'), async (c) => {
  const post = await readAccountPost(c, 4096);
  if (!post.ok) return failed(c, 403, 'NotAllowed');
  if (!c.get('viewer')) return failed(c, 401, 'NotAllowed');
  const name = c.req.param('name') ?? '';
  if (!isPictureName(name) || !(await pictureRow(c.env.SITE_DB, name))) return failed(c, 404, 'NotFound', name);
  try {
    const made = await ensureCopies(c.env.COMMUNITY_MEDIA, name);
    return json(c, { state: 'loaded', name, made });
  } catch (error) {
    c.get('report')(error, { tags: { stage: 'picture-copies' } });
    return failed(c, 500, 'ResizeFailed', name);
  }
});
