import { Hono } from 'hono';
import type { OriginBindings } from '../bindings';

/** Files (images, attachments) from R2. */
export const fileRoutes = new Hono<{ Bindings: OriginBindings }>();

fileRoutes.get('/files/*', async (c) => {
  const key = c.req.path.slice('/files/'.length);
  const object = await c.env.MEDIA.get(key);
  if (!object) return c.json({ message: 'not found' }, 404);
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('etag', object.httpEtag);
  return new Response(object.body, { headers });
});
