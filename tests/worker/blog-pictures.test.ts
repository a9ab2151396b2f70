/**
 * The editors' image storage on R2 (issue 38, spec sections 4, 7 and 8): a
 * moderator uploads a picture without JavaScript, the worker makes every
 * resized copy in its container with its name, the files are served with
 * their own image type (never HTML), a member may not upload, bad files are
 * refused by content, the list is newest first in pages of 15 and 10, a
 * picture is the header image of an entry, and deleting removes the picture
 * and every copy.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { COPY_SIZES, pictureKey } from '../../shared/format/blob-images';
import { encodePixels } from '../../worker/community/pictures/resize';
import { Visitor } from './account-helpers';
import { forumMember, location, seededForum } from './forum-helpers';

beforeAll(seededForum);

/** A drawn photo: a gradient, so the copies have something to scale. */
function jpeg(width: number, height: number): Uint8Array {
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 120;
      pixels[i + 3] = 255;
    }
  return encodePixels(pixels, width, height, 'image/jpeg');
}

const file = (bytes: Uint8Array, name: string, type = 'image/jpeg') => new File([new Uint8Array(bytes)], name, { type });

describe('uploading, serving and deleting pictures', () => {
  it('stores a moderator\'s upload with every resized copy, serves them as images, and deletes them all', async () => {
    const moderator = await forumMember({ role: 'moderator' });
    const up = await moderator.visitor.post('/blobstorage/pictures', { bestand: file(jpeg(1800, 1200), 'Wandeling in het park.jpg'), tekst: 'Een pad door het park in de herfst' }, { from: '/beheer/afbeeldingen' });
    expect(up.res.status).toBe(303);
    expect(location(up.res)).toMatch(/^\/beheer\/afbeeldingen\?melding=geupload&naam=wandeling-in-het-park/);
    const name = decodeURIComponent(/naam=([^&]+)/.exec(location(up.res))![1]!);
    expect(name).toMatch(/^wandeling-in-het-park-[0-9a-f]{6}\.jpg$/);
    for (const size of COPY_SIZES) {
      const key = pictureKey(name, size);
      const object = await env.COMMUNITY_MEDIA.head(key);
      expect(object, key).not.toBeNull();
      expect(key).toMatch(size.height === null ? new RegExp(`^pictures-${size.width}w/.+_${size.width}w\\.jpg$`) : new RegExp(`^pictures-${size.width}x${size.height}/.+_${size.width}x${size.height}\\.jpg$`));
    }
    const served = await new Visitor().get(`/blobstorage/pictures-380x235/${name.replace(/\.jpg$/, '_380x235.jpg')}`);
    expect(served.res.status).toBe(200);
    expect(served.res.headers.get('content-type')).toBe('image/jpeg');
    expect(served.res.headers.get('x-content-type-options')).toBe('nosniff');
    const library = await moderator.visitor.get('/beheer/afbeeldingen');
    expect(library.html).toContain(name);
    const json = await moderator.visitor.request('/blobstorage/pictures', { headers: { accept: 'application/json' } });
    const list = JSON.parse(json.html) as { items: { name: string }[]; canEdit: boolean };
    expect(list.items[0]!.name).toBe(name);
    expect(list.canEdit).toBe(true);
    const removed = await moderator.visitor.post(`/beheer/afbeeldingen/${name}/verwijderen`, {}, { from: `/beheer/afbeeldingen/${name}/verwijderen` });
    expect(removed.res.status).toBe(303);
    for (const size of [null, ...COPY_SIZES]) expect(await env.COMMUNITY_MEDIA.head(pictureKey(name, size))).toBeNull();
    expect((await new Visitor().get(`/blobstorage/pictures/${name}`)).res.status).toBe(404);
  });

  it('refuses a member\'s upload, a file that is not an image by content, and a visitor\'s list', async () => {
    const member = await forumMember();
    const token = await member.visitor.token('/mijn-blog/schrijven');
    const tried = await member.visitor.request('/blobstorage/pictures', { method: 'POST', body: form({ csrf_token: token, bestand: file(jpeg(40, 40), 'x.jpg') }), headers: { origin: 'https://www.example.org', accept: 'application/json' } });
    expect(tried.res.status).toBe(403);
    expect(JSON.parse(tried.html)).toMatchObject({ state: 'unauthorized' });
    const moderator = await forumMember({ role: 'moderator' });
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const fake = await moderator.visitor.post('/blobstorage/pictures', { bestand: file(html, 'foto.jpg') }, { from: '/beheer/afbeeldingen' });
    expect(location(fake.res)).toContain('fout=FileType');
    const anonymous = await new Visitor().request('/blobstorage/pictures', { headers: { accept: 'application/json' } });
    expect(anonymous.res.status).toBe(401);
    expect(anonymous.res.headers.get('cache-control')).toContain('no-store');
  });

  it('makes a listed picture\'s missing copy from its original when it is asked for, and stores it', async () => {
    const moderator = await forumMember({ role: 'moderator' });
    const up = await moderator.visitor.post('/blobstorage/pictures', { bestand: file(jpeg(1200, 800), 'bank.jpg') }, { from: '/beheer/afbeeldingen' });
    const name = decodeURIComponent(/naam=([^&]+)/.exec(location(up.res))![1]!);
    const size = COPY_SIZES[0]!;
    await env.COMMUNITY_MEDIA.delete(pictureKey(name, size));
    const copy = await new Visitor().get(`/blobstorage/${pictureKey(name, size)}`);
    expect(copy.res.status).toBe(200);
    expect(copy.res.headers.get('content-type')).toBe('image/jpeg');
    expect(await env.COMMUNITY_MEDIA.head(pictureKey(name, size))).not.toBeNull();
    // Not for a name that is not listed.
    expect((await new Visitor().get(`/blobstorage/${pictureKey('nergens-abcdef.jpg', size)}`)).res.status).toBe(404);
  });

  it('never serves a stored file of another type, nor a path outside the containers', async () => {
    await env.COMMUNITY_MEDIA.put('pictures/kwaad-abcdef.jpg', '<script>alert(1)</script>', { httpMetadata: { contentType: 'text/html' } });
    expect((await new Visitor().get('/blobstorage/pictures/kwaad-abcdef.jpg')).res.status).toBe(404);
    expect((await new Visitor().get('/blobstorage/geheim/iets.jpg')).res.status).toBe(404);
    expect((await new Visitor().get('/blobstorage/pictures/..%2F..%2Fx.jpg')).res.status).toBe(404);
  });

  it('uses a stored picture as an entry\'s header image, and refuses one from elsewhere', async () => {
    const moderator = await forumMember({ role: 'moderator' });
    const up = await moderator.visitor.post('/blobstorage/pictures', { bestand: file(jpeg(900, 600), 'thee.jpg') }, { from: '/beheer/afbeeldingen' });
    const name = decodeURIComponent(/naam=([^&]+)/.exec(location(up.res))![1]!);
    const member = await forumMember();
    const fields = { title: 'Thee op het balkon', kind: 'blog', visibility: 'public', actie: 'publiceren', body: 'Elke middag om vier uur.', afbeeldingTekst: 'Een kopje thee' };
    const foreign = await member.visitor.post('/mijn-blog/schrijven', { ...fields, afbeelding: 'https://elders.example/foto.jpg' });
    expect(foreign.res.status).toBe(400);
    expect(foreign.html).toContain('Deze afbeelding staat niet in de afbeeldingenbank');
    const ok = await member.visitor.post('/mijn-blog/schrijven', { ...fields, afbeelding: `https://www.example.org/blobstorage/pictures/${name}` });
    expect(ok.res.status).toBe(303);
    const page = await new Visitor().get(location(ok.res).split('?')[0]!);
    expect(page.html).toContain(`/blobstorage/pictures-`);
    expect(page.html).toContain('alt="Een kopje thee"');
  });
});

function form(fields: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
}
