import type { OriginBindings } from './bindings';

export interface NodeRecord {
  id: number;
  type: string;
  title: string;
  alias: string;
  status: number;
  created: string;
  changed: string;
  parent_id: number | null;
  revision_id: number;
  fields: string;
}

/** The introduction of a node's fields as its (sanitised) rich text; '' without one. */
export function introductionHtml(fields: Record<string, unknown>): string {
  const intro = fields.field_introduction_wysiwyg as { value?: unknown } | null | undefined;
  return typeof intro?.value === 'string' ? intro.value : '';
}

/** The payload of a node as the CMS proxy delivers it (field names of spec section 3). */
export function toPayload(row: NodeRecord, siteUrl: string | null): Record<string, unknown> {
  const fields = JSON.parse(row.fields) as Record<string, unknown>;
  return {
    id: row.id,
    type: row.type,
    status: row.status === 1,
    label: row.title,
    langcode: 'nl',
    created: row.created,
    changed: row.changed,
    revision_id: row.revision_id,
    path: { alias: row.alias, ...(siteUrl ? { absolute_url: siteUrl + row.alias } : {}) },
    ...fields,
  };
}

export async function findPublishedByAlias(db: D1Database, alias: string): Promise<NodeRecord | null> {
  return db.prepare('SELECT * FROM nodes WHERE alias = ?1 AND status = 1').bind(alias).first<NodeRecord>();
}

export async function findById(db: D1Database, id: number): Promise<NodeRecord | null> {
  return db.prepare('SELECT * FROM nodes WHERE id = ?1').bind(id).first<NodeRecord>();
}

export async function findAnyByAlias(db: D1Database, alias: string): Promise<NodeRecord | null> {
  return db.prepare('SELECT * FROM nodes WHERE alias = ?1').bind(alias).first<NodeRecord>();
}

/** Home, then every ancestor, then the page itself; previews may show unpublished pages. */
export async function breadcrumbFor(
  env: OriginBindings,
  alias: string,
  { includeUnpublished = false } = {},
): Promise<{ title: string; url: string }[] | null> {
  const trail: { title: string; url: string }[] = [];
  const page = await (includeUnpublished ? findAnyByAlias : findPublishedByAlias)(env.DB, alias);
  if (!page) return null;
  let node: NodeRecord | null = page;
  const seen = new Set<number>();
  while (node && !seen.has(node.id)) {
    seen.add(node.id);
    if (node.alias !== '/') trail.unshift({ title: node.title, url: node.alias });
    node = node.parent_id === null ? null : await findById(env.DB, node.parent_id);
  }
  trail.unshift({ title: 'Home', url: '/' });
  // News sits under its list, as a path-based breadcrumb shows it: Home > Nieuws > article,
  // Home > region > Nieuws > article. The lists are screens of the site, not nodes.
  const list = newsListOf(page, trail);
  if (list) trail.splice(trail.length - 1, 0, list);
  return trail;
}

/** The news list an article belongs to, for its breadcrumb; null for any other page. */
function newsListOf(page: NodeRecord, trail: { title: string; url: string }[]): { title: string; url: string } | null {
  if (page.type === 'news') return { title: 'Nieuws', url: '/nieuws' };
  const region = trail[trail.length - 2];
  if (page.type === 'regio_nieuws' && region && region.url !== '/') return { title: 'Nieuws', url: `${region.url}/nieuws` };
  return null;
}

/** Normalises a slug from the request path: leading slash, no trailing slash, lower case. */
export function aliasFromSlug(slug: string): string {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // A malformed escape names no alias: keep it as it is, so the lookup finds nothing.
  }
  const trimmed = decoded.replace(/^\/+|\/+$/g, '');
  return '/' + trimmed.toLowerCase();
}
