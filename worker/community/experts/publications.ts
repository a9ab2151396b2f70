/**
 * Publishing a question and answer on a topic: an expert proposes an
 * anonymised version, which waits in the moderators' queue (subject kind
 * 'expert-qa', cause 'review'); a moderator publishes it or not. Every
 * decision goes into the audit log; publishing re-indexes the topic.
 */
import { literalText, parseRichText, type RichText } from '../../../shared/format/rich-text';
import type { SubjectView } from '../../../shared/model/moderation';
import { href } from '../../../shared/routes';
import { nl } from '../../../shared/texts/nl';
import { closeItem, logAct } from '../moderation/queue';
import { indexTopic } from './search';

export interface Proposal {
  topicId: number;
  questionId: number | null;
  expertId: number;
  title: string;
  question: string;
  answer: RichText;
}

/** The proposal and its queue item, in one batch. */
export async function propose(db: D1Database, p: Proposal, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.batch([
    db
      .prepare(
        `INSERT INTO expert_publications (topic_id, question_id, expert_id, title, question, answer, state, proposed_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'proposed', ?7)`,
      )
      .bind(p.topicId, p.questionId, p.expertId, p.title, p.question, JSON.stringify(p.answer), at),
    db.prepare("INSERT INTO moderation_items (subject_kind, subject_id, cause, opened_at) VALUES ('expert-qa', last_insert_rowid(), 'review', ?1)").bind(at),
  ]);
}

export interface PublicationRow {
  id: number;
  topic_id: number;
  state: string;
  topic_slug: string;
  group_slug: string;
  username: string | null;
}

export function publicationRow(db: D1Database, id: number): Promise<PublicationRow | null> {
  return db
    .prepare(
      `SELECT p.id, p.topic_id, p.state, t.slug AS topic_slug, g.slug AS group_slug, a.username FROM expert_publications p
       JOIN expert_topics t ON t.id = p.topic_id JOIN expert_groups g ON g.id = t.group_id LEFT JOIN accounts a ON a.id = p.expert_id WHERE p.id = ?1`,
    )
    .bind(id)
    .first<PublicationRow>();
}

/** A moderator's decision on a proposal: published (and indexed) or declined. False when it was decided before. */
export async function decide(db: D1Database, id: number, publish: boolean, moderatorId: number, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const [update] = await db.batch([
    db
      .prepare("UPDATE expert_publications SET state = ?2, published_at = CASE WHEN ?2 = 'published' THEN ?3 END, decided_by = ?4 WHERE id = ?1 AND state = 'proposed'")
      .bind(id, publish ? 'published' : 'declined', at, moderatorId),
  ]);
  if ((update?.meta.changes ?? 0) === 0) return false;
  const row = await publicationRow(db, id);
  await db.batch([
    closeItem(db, 'expert-qa', id, publish ? 'approved' : 'dismissed', moderatorId, now),
    logAct(db, { moderatorId, action: publish ? 'approve' : 'dismiss', kind: 'expert-qa', subjectId: id }, now),
    ...(publish && row ? await indexTopic(db, row.topic_id) : []),
  ]);
  return true;
}

type Row = { id: number; state: string; title: string; question: string; answer: string; proposed_at: string; expert_id: number; username: string | null; topic: string };

/** Proposals as moderation subjects: the anonymised text whole, with the acts publish and decline. */
export async function describePublications(db: D1Database, ids: number[]): Promise<Map<number, SubjectView>> {
  const views = new Map<number, SubjectView>();
  if (ids.length === 0) return views;
  const { results } = await db
    .prepare(
      `SELECT p.id, p.state, p.title, p.question, p.answer, p.proposed_at, p.expert_id, a.username, t.name AS topic FROM expert_publications p
       JOIN expert_topics t ON t.id = p.topic_id LEFT JOIN accounts a ON a.id = p.expert_id WHERE p.id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(ids))
    .all<Row>();
  const t = nl.experts.moderation;
  for (const r of results) {
    const answer = parseRichText(r.answer);
    // The queue shows one text: the question, then the answer.
    const body = answer ? { blocks: [...literalText(`${t.question}: ${r.question}`).blocks, ...answer.blocks.map((b) => ({ ...b, key: `a${b.key}` }))], entityMap: answer.entityMap } : null;
    views.set(r.id, {
      kind: 'expert-qa',
      id: r.id,
      state: r.state === 'proposed' ? 'held' : r.state === 'published' ? 'visible' : 'refused',
      context: t.context(r.title, r.topic),
      path: '',
      author: r.username,
      authorId: r.expert_id,
      createdAt: r.proposed_at,
      body,
      conversation: null,
      tools: r.state === 'proposed' ? { action: href('moderate-expert-qa', { publication: String(r.id) }), acts: ['approve', 'dismiss'], labels: { approve: t.approve, dismiss: t.dismiss } } : undefined,
    });
  }
  return views;
}
