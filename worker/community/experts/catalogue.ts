/**
 * The public side of ask an expert in SITE_DB: groups, topics, experts'
 * profiles and the published questions and answers. Nothing here is
 * personal beyond what an expert chose to show on their profile.
 */
import { parseRichText } from '../../../shared/format/rich-text';
import type { ExpertCard, ExpertGroupDetail, ExpertGroupView, ExpertTopicView, PublishedAnswer } from '../../../shared/model/experts';
import { href } from '../../../shared/routes';
import { photoUrlOf } from '../reader';

export interface GroupRow {
  id: number;
  slug: string;
  name: string;
  description: string;
}

export interface TopicRow {
  id: number;
  group_id: number;
  slug: string;
  name: string;
  description: string;
  count: number;
}

interface ExpertRow {
  account_id: number;
  group_id: number;
  display_name: string;
  profession: string;
  introduction: string;
  username: string;
  photo_key: string | null;
}

export const groupView = (g: GroupRow): ExpertGroupView => ({ id: g.id, slug: g.slug, name: g.name, description: g.description, path: href('expert-group', { group: g.slug }) });

export function topicView(t: TopicRow, group: GroupRow): ExpertTopicView {
  return {
    id: t.id,
    slug: t.slug,
    name: t.name,
    description: t.description,
    path: href('expert-topic', { group: group.slug, topic: t.slug }),
    group: { slug: group.slug, name: group.name },
    count: t.count,
  };
}

export const cardOf = (e: Pick<ExpertRow, 'username' | 'display_name' | 'profession' | 'photo_key'>): ExpertCard => ({
  username: e.username,
  displayName: e.display_name,
  profession: e.profession,
  photoUrl: photoUrlOf(e),
  path: href('expert-profile', { username: e.username }),
});

export async function allGroups(db: D1Database): Promise<GroupRow[]> {
  const { results } = await db.prepare('SELECT id, slug, name, description FROM expert_groups ORDER BY weight, id').all<GroupRow>();
  return results;
}

export function groupBySlug(db: D1Database, slug: string): Promise<GroupRow | null> {
  return db.prepare('SELECT id, slug, name, description FROM expert_groups WHERE slug = ?1').bind(slug).first<GroupRow>();
}

export function groupById(db: D1Database, id: number): Promise<GroupRow | null> {
  return db.prepare('SELECT id, slug, name, description FROM expert_groups WHERE id = ?1').bind(id).first<GroupRow>();
}

const TOPIC_COLUMNS = `t.id, t.group_id, t.slug, t.name, t.description,
  (SELECT COUNT(*) FROM expert_publications p WHERE p.topic_id = t.id AND p.state = 'published') AS count`;

export async function topicsOf(db: D1Database, groupId: number | null): Promise<TopicRow[]> {
  const { results } = await db
    .prepare(`SELECT ${TOPIC_COLUMNS} FROM expert_topics t WHERE ?1 IS NULL OR t.group_id = ?1 ORDER BY t.group_id, t.weight, t.id`)
    .bind(groupId)
    .all<TopicRow>();
  return results;
}

export function topicBySlug(db: D1Database, groupId: number, slug: string): Promise<TopicRow | null> {
  return db.prepare(`SELECT ${TOPIC_COLUMNS} FROM expert_topics t WHERE t.group_id = ?1 AND t.slug = ?2`).bind(groupId, slug).first<TopicRow>();
}

/** Experts with a profile whose account is active and still an expert (or moderator). */
const ACTIVE_EXPERT = "a.status = 'active' AND a.role IN ('expert', 'moderator') AND a.username IS NOT NULL";

export async function expertsOf(db: D1Database, groupId: number | null): Promise<ExpertRow[]> {
  const { results } = await db
    .prepare(
      `SELECT e.account_id, e.group_id, e.display_name, e.profession, e.introduction, a.username, a.photo_key FROM expert_profiles e
       JOIN accounts a ON a.id = e.account_id WHERE (?1 IS NULL OR e.group_id = ?1) AND ${ACTIVE_EXPERT} ORDER BY e.group_id, e.weight, e.account_id`,
    )
    .bind(groupId)
    .all<ExpertRow>();
  return results;
}

export function expertByUsername(db: D1Database, username: string): Promise<ExpertRow | null> {
  return db
    .prepare(
      `SELECT e.account_id, e.group_id, e.display_name, e.profession, e.introduction, a.username, a.photo_key FROM expert_profiles e
       JOIN accounts a ON a.id = e.account_id WHERE a.username_key = ?1 AND ${ACTIVE_EXPERT}`,
    )
    .bind(username.trim().toLowerCase())
    .first<ExpertRow>();
}

/** Every group with its experts and topics, in three reads. */
export async function overviewOf(db: D1Database): Promise<ExpertGroupDetail[]> {
  const [groups, topics, experts] = await Promise.all([allGroups(db), topicsOf(db, null), expertsOf(db, null)]);
  return groups.map((g) => ({
    group: groupView(g),
    experts: experts.filter((e) => e.group_id === g.id).map(cardOf),
    topics: topics.filter((t) => t.group_id === g.id).map((t) => topicView(t, g)),
  }));
}

interface PublicationRow {
  id: number;
  title: string;
  question: string;
  answer: string;
  published_at: string;
  topic_slug: string;
  topic_name: string;
  group_slug: string;
  username: string | null;
  display_name: string | null;
  profession: string | null;
  photo_key: string | null;
  expert_ok: number;
}

/** Published questions and answers of a topic or an expert, newest first. */
export async function publishedAnswers(db: D1Database, where: { topicId: number } | { expertId: number }, limit = 50): Promise<PublishedAnswer[]> {
  const filter = 'topicId' in where ? 'p.topic_id = ?1' : 'p.expert_id = ?1';
  const { results } = await db
    .prepare(
      `SELECT p.id, p.title, p.question, p.answer, p.published_at, t.slug AS topic_slug, t.name AS topic_name, g.slug AS group_slug,
       a.username, e.display_name, e.profession, a.photo_key, (${ACTIVE_EXPERT} AND e.account_id IS NOT NULL) AS expert_ok
       FROM expert_publications p JOIN expert_topics t ON t.id = p.topic_id JOIN expert_groups g ON g.id = t.group_id
       LEFT JOIN expert_profiles e ON e.account_id = p.expert_id LEFT JOIN accounts a ON a.id = p.expert_id
       WHERE ${filter} AND p.state = 'published' ORDER BY p.published_at DESC, p.id DESC LIMIT ?2`,
    )
    .bind('topicId' in where ? where.topicId : where.expertId, limit)
    .all<PublicationRow>();
  return results.map((r) => ({
    id: r.id,
    title: r.title,
    question: r.question,
    answer: parseRichText(r.answer),
    publishedAt: r.published_at,
    // An expert who left is not named; their answer stays.
    expert: r.expert_ok && r.username && r.display_name ? cardOf({ username: r.username, display_name: r.display_name, profession: r.profession ?? '', photo_key: r.photo_key }) : null,
    topic: { name: r.topic_name, path: href('expert-topic', { group: r.group_slug, topic: r.topic_slug }) },
  }));
}

/** The pages a change to a topic's answers or a group's experts shows on (purged from the page cache). */
export function pagesOf(group: { slug: string }, topic?: { slug: string }, expert?: { username: string }): string[] {
  return [
    href('experts'),
    href('expert-group', { group: group.slug }),
    ...(topic ? [href('expert-topic', { group: group.slug, topic: topic.slug })] : []),
    ...(expert ? [href('expert-profile', { username: expert.username })] : []),
  ];
}
