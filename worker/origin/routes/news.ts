import { Hono } from 'hono';
import type { OriginBindings } from '../bindings';

/** How many items `latest` answers: two rows of three on desktop. */
export const LATEST_NEWS_LIMIT = 6;

/** News endpoints of spec section 7 (`/api/v1/es/news/...`). */
export const newsRoutes = new Hono<{ Bindings: OriginBindings }>();

interface NewsRow {
  id: number;
  type: string;
  title: string;
  alias: string;
  created: string;
  fields: string;
}

/**
 * GET /api/v1/es/news/latest?categoryId: the newest published news, national
 * (news) and regional (regio_nieuws), optionally of one news category.
 * Items: Title, PublicationDate, Data.Path, HideFromHomepage, HeaderImage (+ Id, Type).
 */
newsRoutes.get('/api/v1/es/news/latest', async (c) => {
  const raw = c.req.query('categoryId');
  if (raw !== undefined && raw !== '' && !/^\d+$/.test(raw)) return c.json({ message: 'categoryId must be a number' }, 400);
  const categoryId = raw ? Number(raw) : null;
  const filter = categoryId === null ? '' : "AND EXISTS (SELECT 1 FROM json_each(n.fields, '$.field_news_category') t WHERE json_extract(t.value, '$.id') = ?1)";
  const stmt = c.env.DB.prepare(
    `SELECT n.id, n.type, n.title, n.alias, n.created, n.fields FROM nodes n
     WHERE n.type IN ('news', 'regio_nieuws') AND n.status = 1 ${filter}
     ORDER BY COALESCE(json_extract(n.fields, '$.field_publication_date'), n.created) DESC, n.id DESC
     LIMIT ${LATEST_NEWS_LIMIT}`,
  );
  const { results } = await (categoryId === null ? stmt : stmt.bind(categoryId)).all<NewsRow>();
  return c.json({
    Items: results.map((row) => {
      const fields = JSON.parse(row.fields) as Record<string, unknown>;
      const media = fields.field_header_image_video as { kind?: string; image?: unknown } | null | undefined;
      return {
        Id: row.id,
        Title: row.title,
        PublicationDate: typeof fields.field_publication_date === 'string' ? fields.field_publication_date : row.created,
        Data: { Path: row.alias },
        HideFromHomepage: fields.field_hide === true,
        HeaderImage: media && media.kind === 'image' && media.image ? media.image : null,
        Type: row.type,
      };
    }),
  });
});
