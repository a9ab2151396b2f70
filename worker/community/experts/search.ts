/**
 * Expert groups and topics in the community search index
 * (worker/community/search/: the site search's kinds ExpertGroup and
 * ExpertTopic). A group is found by its name, description, experts and
 * topics; a topic by its name, description and its published questions and
 * answers. Both are public. Indexed when the demo is seeded and again when a
 * topic's answers or a group's experts change.
 */
import { plainTextOf } from '../../../shared/format/rich-text';
import type { CommunityHit } from '../../../shared/model/forum';
import { href } from '../../../shared/routes';
import { indexDoc } from '../search';
import type { RawHit } from '../search/query';

const INTRO = 240;
const shorten = (text: string) => (text.length > INTRO ? `${text.slice(0, INTRO).replace(/\s+\S*$/, '')} …` : text);

/** The statements that (re)index a topic with its published questions and answers. */
export async function indexTopic(db: D1Database, topicId: number): Promise<D1PreparedStatement[]> {
  const topic = await db.prepare('SELECT name, description FROM expert_topics WHERE id = ?1').bind(topicId).first<{ name: string; description: string }>();
  if (!topic) return [];
  const { results } = await db
    .prepare("SELECT title, question, answer FROM expert_publications WHERE topic_id = ?1 AND state = 'published' ORDER BY id")
    .bind(topicId)
    .all<{ title: string; question: string; answer: string }>();
  const body = [topic.description, ...results.flatMap((r) => [r.title, r.question, plainTextOf(r.answer)])].join('\n');
  return indexDoc(db, { kind: 'expert-topic', refId: topicId, conversationId: null, audience: 'public', title: topic.name, body });
}

/** The statements that (re)index a group with its experts and topics. */
export async function indexGroup(db: D1Database, groupId: number): Promise<D1PreparedStatement[]> {
  const group = await db.prepare('SELECT name, description FROM expert_groups WHERE id = ?1').bind(groupId).first<{ name: string; description: string }>();
  if (!group) return [];
  const [experts, topics] = await db.batch<{ text: string }>([
    db.prepare("SELECT display_name || ', ' || profession AS text FROM expert_profiles WHERE group_id = ?1 ORDER BY weight").bind(groupId),
    db.prepare('SELECT name AS text FROM expert_topics WHERE group_id = ?1 ORDER BY weight').bind(groupId),
  ]);
  const body = [group.description, ...(experts?.results ?? []).map((r) => r.text), ...(topics?.results ?? []).map((r) => r.text)].join('\n');
  return indexDoc(db, { kind: 'expert-group', refId: groupId, conversationId: null, audience: 'public', title: group.name, body });
}

/** The search hits of expert groups and topics among a page of raw hits, by `${kind}:${id}`. */
export async function expertHits(db: D1Database, hits: readonly RawHit[]): Promise<Map<string, CommunityHit>> {
  const found = new Map<string, CommunityHit>();
  const groupIds = hits.filter((h) => h.kind === 'expert-group').map((h) => h.ref_id);
  const topicIds = hits.filter((h) => h.kind === 'expert-topic').map((h) => h.ref_id);
  if (groupIds.length === 0 && topicIds.length === 0) return found;
  const [groups, topics] = await db.batch<{ id: number; slug: string; name: string; description: string; group_slug?: string; group_name?: string }>([
    db.prepare('SELECT id, slug, name, description FROM expert_groups WHERE id IN (SELECT value FROM json_each(?1))').bind(JSON.stringify(groupIds)),
    db
      .prepare(
        `SELECT t.id, t.slug, t.name, t.description, g.slug AS group_slug, g.name AS group_name FROM expert_topics t
         JOIN expert_groups g ON g.id = t.group_id WHERE t.id IN (SELECT value FROM json_each(?1))`,
      )
      .bind(JSON.stringify(topicIds)),
  ]);
  for (const g of groups?.results ?? []) {
    found.set(`expert-group:${g.id}`, { kind: 'ExpertGroup', id: g.id, title: g.name, path: href('expert-group', { group: g.slug }), intro: shorten(g.description), label: null });
  }
  for (const t of topics?.results ?? []) {
    found.set(`expert-topic:${t.id}`, {
      kind: 'ExpertTopic',
      id: t.id,
      title: t.name,
      path: href('expert-topic', { group: t.group_slug!, topic: t.slug }),
      intro: shorten(t.description),
      label: t.group_name ?? null,
    });
  }
  return found;
}
