import { Hono } from 'hono';
import type { OriginBindings } from '../bindings';
import { plainText } from '../../shared/contract/plain-text';
import { introductionHtml } from '../nodes';

/** `/all-bedrijfsvriend`: every published business partner page as a partner item. */
export const partnerRoutes = new Hono<{ Bindings: OriginBindings }>();

partnerRoutes.get('/api/drupal/api/all-bedrijfsvriend', async (c) => {
  const { results } = await c.env.DB.prepare(
    "SELECT title, alias, fields FROM nodes WHERE type = 'business_partner' AND status = 1 ORDER BY title COLLATE NOCASE",
  ).all<{ title: string; alias: string; fields: string }>();
  return c.json(
    results.map((row) => {
      const fields = JSON.parse(row.fields) as Record<string, unknown>;
      return {
        label: row.title,
        tag: (fields.field_partner_tag as string | null | undefined) ?? null,
        introduction: plainText(introductionHtml(fields)),
        path: row.alias,
        image: fields.field_image ?? null,
      };
    }),
  );
});
