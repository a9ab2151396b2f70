/**
 * The news index (migration 0010): one row per published news article with
 * what a list card needs, and its full-text entry. The seeder writes it from
 * the nodes; the news routes (routes/news.ts) only read it.
 */
import type { NodeRow } from './demo/types';
import { plainText } from '../shared/contract/plain-text';
import { introductionHtml } from './nodes';

export const NEWS_TYPES = ['news', 'regio_nieuws'] as const;

export interface NewsIndexRow {
  nodeId: number;
  type: string;
  /** The regio node of a regional article; 0 for national news. */
  regionId: number;
  published: string;
  title: string;
  introduction: string;
  alias: string;
  image: unknown;
  labels: string[];
  hideFromHomepage: boolean;
}

/** The index row of a node, or null when it is not a published news article. */
export function newsIndexRow(node: Pick<NodeRow, 'id' | 'type' | 'title' | 'alias' | 'status' | 'created' | 'parentId' | 'fields'>): NewsIndexRow | null {
  if (!node.status || !(NEWS_TYPES as readonly string[]).includes(node.type)) return null;
  const fields = node.fields;
  const media = fields.field_header_image_video as { kind?: string; image?: unknown } | null | undefined;
  const categories = (fields.field_news_category as { label?: string }[] | undefined) ?? [];
  const regional = node.type === 'regio_nieuws';
  return {
    nodeId: node.id,
    type: node.type,
    regionId: regional ? (node.parentId ?? 0) : 0,
    published: typeof fields.field_publication_date === 'string' ? fields.field_publication_date : node.created,
    title: node.title,
    introduction: plainText(introductionHtml(fields)),
    alias: node.alias,
    image: media && media.kind === 'image' && media.image ? media.image : null,
    // Search labels are the news categories; regional news has none (spec section 3).
    labels: regional ? [] : categories.map((c) => c.label ?? '').filter(Boolean),
    hideFromHomepage: fields.field_hide === true,
  };
}

const COLUMNS = ['seq', 'node_id', 'type', 'region_id', 'scope', 'published', 'title', 'introduction', 'alias', 'image', 'labels', 'hide_from_homepage'];
/** Rows per INSERT: D1 binds at most 100 parameters to one statement. */
const ROWS_PER_INSERT = Math.floor(100 / COLUMNS.length);

/** The search token of a region ('r0' for national news). */
export const scopeToken = (regionId: number): string => `r${regionId}`;

/**
 * Empties the index and fills it from the nodes, numbered newest first (seq);
 * the last statement rebuilds the full-text index.
 */
export function newsIndexStatements(db: D1Database, nodes: readonly NodeRow[]): D1PreparedStatement[] {
  const rows = nodes
    .map(newsIndexRow)
    .filter((row): row is NewsIndexRow => row !== null)
    .sort((a, b) => (a.published < b.published ? 1 : a.published > b.published ? -1 : b.nodeId - a.nodeId));
  const out = [db.prepare('DELETE FROM news_index')];
  // Several rows per statement: fewer statements for the seeder to send.
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const chunk = rows.slice(i, i + ROWS_PER_INSERT);
    const width = COLUMNS.length;
    const values = chunk.map((_, r) => `(${COLUMNS.map((_, c) => `?${r * width + c + 1}`).join(', ')})`).join(', ');
    const binds = chunk.flatMap((row, r) => [
      i + r + 1,
      row.nodeId,
      row.type,
      row.regionId,
      scopeToken(row.regionId),
      row.published,
      row.title,
      row.introduction,
      row.alias,
      row.image ? JSON.stringify(row.image) : null,
      JSON.stringify(row.labels),
      row.hideFromHomepage ? 1 : 0,
    ]);
    out.push(db.prepare(`INSERT INTO news_index (${COLUMNS.join(', ')}) VALUES ${values}`).bind(...binds));
  }
  out.push(db.prepare("INSERT INTO news_fts (news_fts) VALUES ('rebuild')"));
  return out;
}
