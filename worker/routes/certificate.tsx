/**
 * /certificaat/{code}/certificaat.jpg: the certificate itself (its page is a
 * screen: shared/pages/training/certificate.tsx), drawn on the
 * server (worker/certificate/, imported only here, when an image is asked
 * for) and kept in the Cache API for a year: a certificate never changes.
 */
import { Hono } from 'hono';
import { href, patternOf } from '../../shared/routes';
import type { AppEnv } from '../env';
import { siteBase } from '../render/screen';
import { certificateByCode, checkAddress } from '../training/certificates';

export const certificateRoutes = new Hono<AppEnv>();

const honoPattern = (name: 'certificate-image') => patternOf(name).replace(/\([^)]*\)/g, '');

certificateRoutes.get(honoPattern('certificate-image'), async (c) => {
  const code = c.req.param('code') ?? '';
  const cache = (caches as unknown as { default: Cache }).default;
  const key = new Request(new URL(c.req.url).origin + href('certificate-image', { code }));
  const hit = await cache.match(key);
  if (hit) return hit;
  const cert = await certificateByCode(c.env.SITE_DB, code);
  if (!cert) return c.notFound();
  const { certificateJpeg } = await import('../certificate/render');
  const body = certificateJpeg(cert, checkAddress(siteBase(c), code));
  const response = new Response(body, {
    headers: {
      'content-type': 'image/jpeg',
      'content-length': String(body.byteLength),
      'content-disposition': `inline; filename="certificaat-${cert.code}.jpg"`,
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
  const put = cache.put(key, response.clone()).catch(() => undefined);
  try {
    c.executionCtx.waitUntil(put);
  } catch {
    await put;
  }
  return response;
});
