import type { OriginBindings } from './bindings';
import { hashString } from './demo/random';
import type { DemoContent, FileObject } from './demo/types';
import { recordStatements, runStatements, type SqlStatement } from './sql-plan';
import { newsIndexStatements } from './news-index';
import { placeLookup } from './geo/gazetteer';
import { vacancyIndexStatements } from './vacancy-index';
import { searchIndexStatements } from './search/indexer';
import { placeIndexStatements } from './place-index';

/** Enough to tell one version of the generated content from another. */
function fingerprint(text: string): string {
  return hashString(text).toString(16).padStart(8, '0') + '-' + text.length.toString(16);
}

const NODES_PER_INSERT = 10;

/** R2 writes of a seed in flight at once (each is a call through the platform proxy under `npm start`). */
const FILES_AT_ONCE = 16;

function statements(db: D1Database, content: DemoContent): D1PreparedStatement[] {
  const out: D1PreparedStatement[] = ['redirects', 'terms', 'menu_items', 'node_revisions', 'nodes', 'memory_tests', 'trainings', 'training_documents', 'slideins', 'css_rules', 'gazetteer', 'helpline_hours'].map((t) =>
    db.prepare(`DELETE FROM ${t}`),
  );
  // Ten nodes per statement (D1 binds at most 100 parameters): at scale 20 there are
  // thousands of nodes, and every statement is a call through the platform proxy.
  for (let i = 0; i < content.nodes.length; i += NODES_PER_INSERT) {
    const chunk = content.nodes.slice(i, i + NODES_PER_INSERT);
    const values = chunk.map((_, r) => `(${Array.from({ length: 10 }, (_, c) => `?${r * 10 + c + 1}`).join(', ')})`).join(', ');
    out.push(
      db
        .prepare(`INSERT INTO nodes (id, type, title, alias, status, created, changed, parent_id, revision_id, fields) VALUES ${values}`)
        .bind(...chunk.flatMap((n) => [n.id, n.type, n.title, n.alias, n.status ? 1 : 0, n.created, n.changed, n.parentId, n.revisionId, JSON.stringify(n.fields)])),
    );
  }
  for (const r of content.revisions) {
    out.push(
      db
        .prepare('INSERT INTO node_revisions (revision_id, node_id, entity_type, title, status, changed, fields) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)')
        .bind(r.revisionId, r.nodeId, r.entityType, r.title, r.status ? 1 : 0, r.changed, JSON.stringify(r.fields)),
    );
  }
  for (const m of content.menuItems) {
    out.push(
      db
        .prepare('INSERT INTO menu_items (id, menu, parent_id, title, url, external, description, weight) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)')
        .bind(m.id, m.menu, m.parentId, m.title, m.url, m.external ? 1 : 0, m.description, m.weight),
    );
  }
  for (const t of content.terms) {
    out.push(
      db
        .prepare('INSERT INTO terms (tid, vocabulary, name, description, weight, parent, status) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)')
        .bind(t.tid, t.vocabulary, t.name, t.description, t.weight, t.parent, t.status ? 1 : 0),
    );
  }
  for (const r of content.redirects) {
    out.push(db.prepare('INSERT INTO redirects (source, target) VALUES (?1, ?2)').bind(r.source.toLowerCase(), r.target));
  }
  for (const t of content.memoryTests) {
    out.push(db.prepare('INSERT INTO memory_tests (kind, payload) VALUES (?1, ?2)').bind(t.kind, JSON.stringify(t.payload)));
  }
  for (const t of content.trainings) {
    out.push(db.prepare('INSERT INTO trainings (slug, weight, payload) VALUES (?1, ?2, ?3)').bind(t.slug, t.weight, JSON.stringify(t.payload)));
  }
  for (const d of content.trainingDocuments) {
    out.push(db.prepare('INSERT INTO training_documents (key, payload) VALUES (?1, ?2)').bind(d.key, JSON.stringify(d.payload)));
  }
  for (const s of content.slideIns) {
    out.push(
      db
        .prepare(
          'INSERT INTO slideins (id, title, compact_title, text, compact_text, status, weight, pages, seconds, form_id, script_id, image, button) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)',
        )
        .bind(s.id, s.title, s.compactTitle, s.text, s.compactText, s.status ? 1 : 0, s.weight, s.pages, s.seconds, s.formId, s.scriptId, s.image ? JSON.stringify(s.image) : null, s.button ? JSON.stringify(s.button) : null),
    );
  }
  for (const r of content.cssRules) {
    out.push(
      db
        .prepare('INSERT INTO css_rules (id, code, paths, content_types, condition) VALUES (?1, ?2, ?3, ?4, ?5)')
        .bind(r.id, r.code, r.paths, r.contentTypes, r.condition),
    );
  }
  out.push(db.prepare('INSERT INTO helpline_hours (id, payload) VALUES (1, ?1)').bind(JSON.stringify(content.helpline)));
  // Ten rows of six values per statement (D1 binds at most 100 parameters).
  for (let i = 0; i < content.gazetteer.length; i += 10) {
    const chunk = content.gazetteer.slice(i, i + 10);
    const values = chunk.map((_, r) => `(${Array.from({ length: 6 }, (_, c) => `?${r * 6 + c + 1}`).join(', ')})`).join(', ');
    out.push(
      db.prepare(`INSERT INTO gazetteer (key, kind, name, lat, lon, rank) VALUES ${values}`).bind(...chunk.flatMap((g) => [g.key, g.kind, g.name, g.lat, g.lon, g.rank])),
    );
  }
  // After the nodes: the news index is derived from them.
  out.push(...newsIndexStatements(db, content.nodes));
  out.push(...placeIndexStatements(db, content.nodes, content.gazetteer));
  // The vacancy index likewise, each vacancy at its town's point in the gazetteer.
  const lookup = placeLookup(content.gazetteer);
  out.push(...vacancyIndexStatements(db, content.nodes, (city) => lookup(city)));
  // Last: the site search index covers every node written above (and what the triggers marked as changed).
  out.push(...searchIndexStatements(db, content.nodes, content.terms));
  return out;
}

/** Everything a seed writes, as plain data: what seedOrigin computes from the content before it writes anything. */
export interface SeedPlan {
  version: string;
  statements: SqlStatement[];
  files: FileObject[];
}

/** The version stored with a seed: a second seed of the same content writes nothing. */
function contentVersion(content: DemoContent): string {
  return fingerprint(JSON.stringify(content, (_k, v: unknown) => (v instanceof Uint8Array ? Array.from(v) : v)));
}

/** The version, statements and files of the content (the costly part of a seed: indexing every page). */
export function seedPlan(content: DemoContent, version = contentVersion(content)): SeedPlan {
  return { version, statements: recordStatements((db) => statements(db, content)), files: content.files };
}

/** Writes a plan to D1 and R2 unconditionally, version last (a seed cut off halfway is done again). */
export async function applySeedPlan(env: OriginBindings, plan: SeedPlan): Promise<void> {
  await runStatements(env.DB, plan.statements);
  // The files are independent: put FILES_AT_ONCE at a time instead of one after the other.
  for (let i = 0; i < plan.files.length; i += FILES_AT_ONCE) {
    await Promise.all(
      plan.files.slice(i, i + FILES_AT_ONCE).map((file) => env.MEDIA.put(file.key, file.body, { httpMetadata: { contentType: file.contentType } })),
    );
  }
  await env.DB.prepare("INSERT OR REPLACE INTO origin_meta (key, value) VALUES ('seed_version', ?1)").bind(plan.version).run();
}

/**
 * Loads the demo content into D1 and R2, idempotently: when the stored
 * fingerprint matches, nothing is written. Used by `npm start` (through
 * wrangler's platform proxy); the worker tests apply the same plan, built once.
 */
export async function seedOrigin(env: OriginBindings, content: DemoContent): Promise<{ seeded: boolean; version: string }> {
  const version = contentVersion(content);
  const current = await env.DB.prepare("SELECT value FROM origin_meta WHERE key = 'seed_version'").first<{ value: string }>();
  if (current?.value === version) return { seeded: false, version };
  await applySeedPlan(env, seedPlan(content, version));
  return { seeded: true, version };
}
