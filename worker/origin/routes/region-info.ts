import { Hono, type Context } from 'hono';
import { distanceKm } from '../../../shared/contract/geo';
import { plainText } from '../../../shared/contract/plain-text';
import type { OriginBindings } from '../bindings';
import { geocodePlace } from '../geo/gazetteer';
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
 * Origin extension (README): GET /api/drupal/api/regions, every region by title.
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

/**
 * The region for a place: a region named so, else the region serving the
 * place nearest to it (the regions' municipalities, region_area) — so a town a
 * region does not name, or a postcode, still finds the region around it.
 */
regionInfoRoutes.get('/api/v1/region/search', async (c) => {
  const query = (c.req.query('query') ?? '').trim().slice(0, 200);
  if (query === '') return c.json({ message: 'query is required' }, 400);
  const { results: regions } = await c.env.DB.prepare("SELECT id, title, alias, changed, fields FROM nodes WHERE type = 'regio' AND status = 1").all<NodeRow>();
  let region = regions.find((r) => regionKey(r.title) === regionKey(query)) ?? null;
  if (!region) {
    const place = await geocodePlace(c.env.DB, query);
    if (!place) return c.json({ message: 'not found' }, 404);
    const { results: areas } = await c.env.DB.prepare('SELECT region_id, lat, lon FROM region_area').all<{ region_id: number; lat: number; lon: number }>();
    let best: { region_id: number; km: number } | null = null;
    for (const area of areas) {
      const km = distanceKm(place, area);
      if (best === null || km < best.km) best = { region_id: area.region_id, km };
    }
    region = best ? (regions.find((r) => r.id === best.region_id) ?? null) : null;
  }
  if (!region) return c.json({ message: 'not found' }, 404);
  const fields = JSON.parse(region.fields) as Record<string, unknown>;
  return c.json({ Id: region.id, Title: region.title, Introduction: plainText(introductionHtml(fields)), Data: { Path: region.alias } });
});
