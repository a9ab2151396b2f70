import { Hono, type Context } from 'hono';
import { plainText } from '../../shared/contract/plain-text';
import type { OriginBindings } from '../bindings';
import { centreSql, distanceKmSql } from '../geo/near';
import { introductionHtml } from '../nodes';
import { regionKey } from './regions';
import { idOf } from './region-params';

/**
 * What a region page shows besides its lists (spec section 7, "with
 * credentials" on the real backend), and the region search:
 *   GET /api/drupal/api/get-regio-highlights?regio={id}       every highlight of the region (the site picks what to show)
 *   GET /api/drupal/api/get-regio-services?regio={id}         its facilities
 *   GET /api/drupal/api/get-regio-single-info-about-dementie?regio={id}   its own dementia information
 *   GET /api/drupal/api/get-regio-generic-info-about-dementie            the generic list
 *   GET /api/drupal/api/get-regio-over-de-regio?regio={id}    its 'Over de regio' page as a teaser (404: none)
 *   GET /api/v1/region/search?query     one region for a place, municipality, postcode or region name (404: none)
 * Origin extension (docs/content-contract.md): GET /api/drupal/api/regions, every region by title.
 * Items are `{ id, title, introduction, url, image }`; highlights add `start_date`,
 * `end_date` and `changed`.
 */
export const regionInfoRoutes = new Hono<{ Bindings: OriginBindings }>();

type Ctx = Context<{ Bindings: OriginBindings }>;

interface NodeRow {
  id: number;
  title: string;
  alias: string;
  changed: string;
  fields: string;
}

function teaser(row: NodeRow) {
  const fields = JSON.parse(row.fields) as Record<string, unknown>;
  return {
    id: row.id,
    title: row.title,
    introduction: plainText(introductionHtml(fields)),
    url: row.alias,
    image: (fields.field_image as unknown) ?? null,
    fields,
  };
}

/** The published nodes of a type that belong to a region (field_regio), by id. */
async function ofRegion(c: Ctx, type: string, region: number): Promise<NodeRow[]> {
  const { results } = await c.env.DB.prepare(
    "SELECT id, title, alias, changed, fields FROM nodes WHERE type = ?1 AND status = 1 AND json_extract(fields, '$.field_regio.id') = ?2 ORDER BY id",
  )
    .bind(type, region)
    .all<NodeRow>();
  return results;
}

function regionParam(c: Ctx): number | null {
  return idOf(c.req.query('regio'));
}

regionInfoRoutes.get('/api/drupal/api/get-regio-highlights', async (c) => {
  const region = regionParam(c);
  if (region === null) return c.json({ message: 'regio is required' }, 400);
  return c.json(
    (await ofRegion(c, 'uitgelicht', region)).map((row) => {
      const { fields, ...rest } = teaser(row);
      return { ...rest, start_date: fields.field_start_date ?? null, end_date: fields.field_end_date ?? null, changed: row.changed };
    }),
  );
});

regionInfoRoutes.get('/api/drupal/api/get-regio-services', async (c) => {
  const region = regionParam(c);
  if (region === null) return c.json({ message: 'regio is required' }, 400);
  return c.json((await ofRegion(c, 'services', region)).map((row) => ({ ...teaser(row), fields: undefined })));
});

regionInfoRoutes.get('/api/drupal/api/get-regio-single-info-about-dementie', async (c) => {
  const region = regionParam(c);
  if (region === null) return c.json({ message: 'regio is required' }, 400);
  return c.json((await ofRegion(c, 'info_over_dementie', region)).map((row) => ({ ...teaser(row), fields: undefined })));
});

regionInfoRoutes.get('/api/drupal/api/get-regio-generic-info-about-dementie', async (c) => {
  const { results } = await c.env.DB.prepare(
    "SELECT id, title, alias, changed, fields FROM nodes WHERE type = 'info_over_dementie' AND status = 1 AND json_extract(fields, '$.field_generic_info') = 1 ORDER BY id",
  ).all<NodeRow>();
  return c.json(results.map((row) => ({ ...teaser(row), fields: undefined })));
});

regionInfoRoutes.get('/api/drupal/api/get-regio-over-de-regio', async (c) => {
  const region = regionParam(c);
  if (region === null) return c.json({ message: 'regio is required' }, 400);
  const row = (await ofRegion(c, 'over_de_regio', region))[0];
  if (!row) return c.json({ message: 'not found' }, 404);
  const t = teaser(row);
  return c.json({ title: t.title, intro: t.introduction, url: t.url, image: t.image });
});

regionInfoRoutes.get('/api/drupal/api/regions', async (c) => {
  const { results } = await c.env.DB.prepare("SELECT id, title, alias, fields FROM nodes WHERE type = 'regio' AND status = 1").all<NodeRow>();
  const regions = results.map((row) => {
    const fields = JSON.parse(row.fields) as { field_municipalities?: { label?: string }[] };
    return { id: row.id, title: row.title, path: row.alias, municipalities: (fields.field_municipalities ?? []).map((m) => m.label ?? '').filter(Boolean) };
  });
  return c.json(regions.sort((a, b) => a.title.localeCompare(b.title, 'nl')));
});

/** The published regions, each with its introduction's field as JSON (not the whole fields: 2.5 KB a region). */
export const REGIONS_SQL =
  "SELECT id, title, alias, fields -> '$.field_introduction_wysiwyg' AS intro FROM nodes WHERE type = 'regio' AND status = 1";

/**
 * The region whose served place (region_area) lies nearest to a place, found
 * in SQL from the place's query (geo/near.ts), nearest first and, among
 * equally near, the first stored, as a scan in JavaScript over the areas took
 * it. No row: the place is not found.
 */
export function nearestAreaSql(query: string): { sql: string; binds: unknown[] } | null {
  const centre = centreSql(query);
  if (centre === null) return null;
  const km = distanceKmSql({ lat: 'c.lat', lon: 'c.lon' }, { lat: 'a.lat', lon: 'a.lon' });
  return { sql: `WITH centre(lat, lon) AS (${centre.sql}) SELECT a.region_id FROM centre c CROSS JOIN region_area a ORDER BY ${km}, a.rowid LIMIT 1`, binds: centre.binds };
}

/**
 * The region for a place: a region named so, else the region serving the
 * place nearest to it (the regions' municipalities, region_area) — so a town a
 * region does not name, or a postcode, still finds the region around it. One
 * D1 batch: the regions by name and the nearest served place, both asked at once.
 */
regionInfoRoutes.get('/api/v1/region/search', async (c) => {
  const query = (c.req.query('query') ?? '').trim().slice(0, 200);
  if (query === '') return c.json({ message: 'query is required' }, 400);
  const db = c.env.DB;
  const nearest = nearestAreaSql(query);
  const [regionRows, areaRows] = await db.batch<{ id: number; title: string; alias: string; intro: string | null } | { region_id: number }>([
    db.prepare(REGIONS_SQL),
    ...(nearest ? [db.prepare(nearest.sql).bind(...nearest.binds)] : []),
  ]);
  const regions = (regionRows?.results ?? []) as { id: number; title: string; alias: string; intro: string | null }[];
  const area = ((areaRows?.results ?? []) as { region_id: number }[])[0];
  const region = regions.find((r) => regionKey(r.title) === regionKey(query)) ?? (area ? regions.find((r) => r.id === area.region_id) : undefined);
  if (!region) return c.json({ message: 'not found' }, 404);
  const intro = region.intro === null ? undefined : (JSON.parse(region.intro) as unknown);
  return c.json({ Id: region.id, Title: region.title, Introduction: plainText(introductionHtml({ field_introduction_wysiwyg: intro })), Data: { Path: region.alias } });
});
