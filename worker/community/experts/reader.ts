/**
 * The reads of ask an expert for one request and its viewer
 * (shared/model/experts.ts: ExpertsReader). The public pages read the
 * catalogue; the queue and a question's details, with the asker's personal
 * data, only reach the experts of the question's group and moderators
 * (`accessOf`): anyone else gets null, which the screens answer with 403 or 404.
 */
import { parseRichText } from '../../../shared/format/rich-text';
import type { Viewer } from '../../../shared/model/account';
import { QUEUE_PAGE_SIZE, type ExpertsReader, type QueueItem } from '../../../shared/model/experts';
import { can } from '../roles';
import { allGroups, expertByUsername, groupById, groupBySlug, groupView, overviewOf, publishedAnswers, topicBySlug, topicsOf, topicView, cardOf, expertsOf } from './catalogue';
import { questionRow, threadOf, type QuestionRow } from './questions';
import { questionOfCode } from './reply-link';
import { replyOpen } from './rules';

/** Who the viewer is to the questions: a moderator (every group), an expert of one group, an expert without a profile yet, or nobody. */
export type QuestionAccess = { kind: 'moderator' } | { kind: 'expert'; groupId: number } | { kind: 'no-profile' } | { kind: 'none' };

export async function accessOf(db: D1Database, viewer: Viewer | null): Promise<QuestionAccess> {
  if (!viewer || !can(viewer, 'answer-expert-questions')) return { kind: 'none' };
  if (can(viewer, 'moderate')) return { kind: 'moderator' };
  const row = await db.prepare('SELECT group_id FROM expert_profiles WHERE account_id = ?1').bind(viewer.id).first<{ group_id: number }>();
  return row ? { kind: 'expert', groupId: row.group_id } : { kind: 'no-profile' };
}

/** Whether this access may see this question's personal data. */
export const maySee = (access: QuestionAccess, q: Pick<QuestionRow, 'group_id'>): boolean =>
  access.kind === 'moderator' || (access.kind === 'expert' && access.groupId === q.group_id);

const EXCERPT = 200;
const excerptOf = (text: string | null) => {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT).replace(/\s+\S*$/, '')} …` : flat;
};

type ItemRow = Pick<QuestionRow, 'id' | 'state' | 'question' | 'contact' | 'waiting_since' | 'created_at' | 'claimed_by'> & { topic: string | null; holder: string | null };

const ITEM = `SELECT q.id, q.state, q.question, q.contact, q.waiting_since, q.created_at, q.claimed_by, t.name AS topic,
  COALESCE(e.display_name, a.username) AS holder FROM expert_questions q LEFT JOIN expert_topics t ON t.id = q.topic_id
  LEFT JOIN expert_profiles e ON e.account_id = q.claimed_by LEFT JOIN accounts a ON a.id = q.claimed_by`;

const itemOf = (r: ItemRow): QueueItem => ({
  id: r.id,
  state: r.state,
  excerpt: excerptOf(r.question),
  contact: r.contact,
  topic: r.topic,
  waitingSince: r.waiting_since,
  reaction: r.waiting_since !== r.created_at,
  claimedBy: r.holder,
});

export function expertsReader(db: D1Database, viewer: Viewer | null, secret: string, now: () => Date = () => new Date()): ExpertsReader {
  let access: Promise<QuestionAccess> | undefined;
  const myAccess = () => (access ??= accessOf(db, viewer));
  return {
    async groups() {
      return (await allGroups(db)).map(groupView);
    },
    overview: () => overviewOf(db),
    async group(slug) {
      const g = await groupBySlug(db, slug);
      if (!g) return null;
      const [topics, experts] = await Promise.all([topicsOf(db, g.id), expertsOf(db, g.id)]);
      return { group: groupView(g), experts: experts.map(cardOf), topics: topics.map((t) => topicView(t, g)) };
    },
    async topic(groupSlug, topicSlug) {
      const g = await groupBySlug(db, groupSlug);
      const t = g ? await topicBySlug(db, g.id, topicSlug) : null;
      if (!g || !t) return null;
      return { topic: topicView(t, g), answers: await publishedAnswers(db, { topicId: t.id }) };
    },
    async profile(username) {
      if (!/^[\p{L}\p{N}]{1,40}$/u.test(username)) return null;
      const e = await expertByUsername(db, username);
      const g = e ? await groupById(db, e.group_id) : null;
      if (!e || !g) return null;
      return { profile: { ...cardOf(e), introduction: e.introduction, group: groupView(g) }, answers: await publishedAnswers(db, { expertId: e.account_id }, 20) };
    },
    async askTarget(groupSlug, topicSlug) {
      const g = groupSlug ? await groupBySlug(db, groupSlug) : null;
      const t = g && topicSlug ? await topicBySlug(db, g.id, topicSlug) : null;
      return { group: g ? groupView(g) : null, topic: g && t ? topicView(t, g) : null };
    },
    async ownProfile() {
      if (!viewer) return null;
      const row = await db
        .prepare('SELECT g.slug, e.display_name, e.profession, e.introduction FROM expert_profiles e JOIN expert_groups g ON g.id = e.group_id WHERE e.account_id = ?1')
        .bind(viewer.id)
        .first<{ slug: string; display_name: string; profession: string; introduction: string }>();
      return row ? { groupSlug: row.slug, displayName: row.display_name, profession: row.profession, introduction: row.introduction } : null;
    },
    async queue(page) {
      const a = await myAccess();
      if (!viewer || (a.kind !== 'moderator' && a.kind !== 'expert')) return null;
      const groupId = a.kind === 'expert' ? a.groupId : null;
      const inGroup = '(?1 IS NULL OR q.group_id = ?1)';
      const [mine, open, count, answered, others, group] = await db.batch<ItemRow | { n: number } | { id: number; slug: string; name: string; description: string }>([
        db.prepare(`${ITEM} WHERE q.claimed_by = ?1 AND q.state = 'claimed' ORDER BY q.waiting_since, q.id`).bind(viewer.id),
        groupId === null
          ? db.prepare(`${ITEM} WHERE q.state = 'open' ORDER BY q.waiting_since, q.id LIMIT ?1 OFFSET ?2`).bind(QUEUE_PAGE_SIZE, (page - 1) * QUEUE_PAGE_SIZE)
          : db.prepare(`${ITEM} WHERE q.group_id = ?3 AND q.state = 'open' ORDER BY q.waiting_since, q.id LIMIT ?1 OFFSET ?2`).bind(QUEUE_PAGE_SIZE, (page - 1) * QUEUE_PAGE_SIZE, groupId),
        db.prepare(`SELECT COUNT(*) AS n FROM expert_questions q WHERE ${inGroup} AND q.state = 'open'`).bind(groupId),
        db.prepare(`${ITEM} WHERE q.answered_by = ?1 AND q.state = 'answered' ORDER BY q.answered_at, q.id`).bind(viewer.id),
        db.prepare(`${ITEM} WHERE ${inGroup} AND q.state = 'claimed' AND q.claimed_by != ?2 ORDER BY q.waiting_since, q.id LIMIT 50`).bind(groupId, viewer.id),
        db.prepare('SELECT id, slug, name, description FROM expert_groups WHERE id = ?1').bind(groupId),
      ]);
      const items = (r: D1Result<unknown> | undefined) => ((r?.results ?? []) as ItemRow[]).map(itemOf);
      const g = group?.results[0] as { id: number; slug: string; name: string; description: string } | undefined;
      return {
        group: g ? groupView(g) : null,
        mine: items(mine),
        open: { items: items(open), total: (count?.results[0] as { n: number } | undefined)?.n ?? 0 },
        answered: items(answered),
        others: items(others),
      };
    },
    async question(id) {
      const [a, q] = await Promise.all([myAccess(), questionRow(db, id)]);
      if (!viewer || !q || !maySee(a, q)) return null;
      const [g, thread, topics] = await Promise.all([groupById(db, q.group_id), threadOf(db, q.id), topicsOf(db, q.group_id)]);
      if (!g) return null;
      const ids = [q.claimed_by, q.answered_by, ...thread.map((m) => m.expert_id)].filter((x): x is number => x !== null);
      const names = await db
        .prepare('SELECT a.id, COALESCE(e.display_name, a.username) AS name FROM accounts a LEFT JOIN expert_profiles e ON e.account_id = a.id WHERE a.id IN (SELECT value FROM json_each(?1))')
        .bind(JSON.stringify([...new Set(ids)]))
        .all<{ id: number; name: string | null }>();
      const expertNames = new Map(names.results.map((r) => [r.id, r.name]));
      const topic = q.topic_id !== null ? topics.find((t) => t.id === q.topic_id) : undefined;
      return {
        id: q.id,
        state: q.state,
        group: groupView(g),
        topic: topic ? { id: topic.id, name: topic.name } : null,
        question: q.question,
        name: q.name,
        email: q.email,
        phone: q.phone,
        relationship: q.relationship,
        phase: q.phase,
        contact: q.contact,
        createdAt: q.created_at,
        claimedBy: q.claimed_by !== null ? { id: q.claimed_by, name: expertNames.get(q.claimed_by) ?? '' } : null,
        answeredBy: q.answered_by !== null ? (expertNames.get(q.answered_by) ?? null) : null,
        replyUntil: q.reply_until,
        closedAt: q.closed_at,
        purged: q.purged_at !== null,
        thread: thread.map((m) => ({ id: m.id, kind: m.kind, expert: m.expert_id !== null ? (expertNames.get(m.expert_id) ?? null) : null, body: parseRichText(m.body), createdAt: m.created_at })),
        mine: q.state === 'claimed' && q.claimed_by === viewer.id,
        claimable: q.state === 'open',
        topics: topics.map((t) => ({ id: t.id, name: t.name })),
      };
    },
    async replyTarget(code) {
      const id = await questionOfCode(secret, code, now());
      const q = id === null ? null : await questionRow(db, id);
      if (!q || !replyOpen({ state: q.state, replyUntil: q.reply_until }, now())) return null;
      const [g, answer] = await Promise.all([
        groupById(db, q.group_id),
        db
          .prepare(
            `SELECT m.body, COALESCE(e.display_name, a.username) AS expert FROM expert_messages m LEFT JOIN accounts a ON a.id = m.expert_id
             LEFT JOIN expert_profiles e ON e.account_id = m.expert_id WHERE m.question_id = ?1 AND m.kind = 'answer' ORDER BY m.id DESC LIMIT 1`,
          )
          .bind(q.id)
          .first<{ body: string; expert: string | null }>(),
      ]);
      const body = answer ? parseRichText(answer.body) : null;
      return g ? { id: q.id, groupName: g.name, answer: body ? { expert: answer!.expert, body } : null } : null;
    },
  };
}
