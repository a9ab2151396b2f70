/**
 * Writes the demo of ask an expert and the inbox into SITE_DB, after the
 * forum's demo (worker/community/forum/demo/seed.ts), whose members write the
 * demo's messages: twelve experts over four groups with their profiles,
 * twelve topics with published questions and answers, questions in every
 * state, a proposal and a reported message in the moderators' queue, and
 * contact requests in every state with their conversations. Idempotent: the
 * version includes the forum demo's, because the forum's seeder replaces the
 * demo accounts (the experts among them) when its own version changes.
 * Used by `npm start` (scripts/seed-local.ts) and the tests.
 */
import { fromPlainText } from '../../../../shared/format/rich-text';
import { DEMO_DOMAIN, DEMO_ID_BASE } from '../../forum/demo/seed';
import { indexGroup, indexTopic } from '../search';
import { BLOCKS, CONTACTS } from '../../inbox/demo';
import { CARE_ANSWERS } from './answers-care';
import { LIFE_ANSWERS } from './answers-life';
import { EXPERTS, GROUPS, TOPICS } from './catalogue';
import { PROPOSAL, QUESTIONS } from './questions';

/** Change it when the texts or the shape change (the seeder then replaces the old demo). */
export const EXPERTS_DEMO_VERSION = 'experts-demo-1';
/** Demo experts get ids from here on (within the forum's demo range, which its seeder clears). */
export const EXPERT_ID_BASE = DEMO_ID_BASE + 900_000;

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const PER_BATCH = 50;

const CLEARED = [
  "DELETE FROM moderation_reports WHERE subject_kind IN ('message', 'expert-qa')",
  "DELETE FROM moderation_items WHERE subject_kind IN ('message', 'expert-qa')",
  "DELETE FROM moderation_log WHERE subject_kind IN ('message', 'expert-qa')",
  "DELETE FROM community_pending WHERE kind IN ('contact-request', 'contact-message')",
  "DELETE FROM community_search WHERE rowid IN (SELECT id FROM community_search_docs WHERE kind IN ('expert-group', 'expert-topic'))",
  "DELETE FROM community_search_docs WHERE kind IN ('expert-group', 'expert-topic')",
  'DELETE FROM member_messages',
  'DELETE FROM member_contacts',
  'DELETE FROM member_blocks',
  'DELETE FROM expert_messages',
  'DELETE FROM expert_questions',
  'DELETE FROM expert_publications',
  'DELETE FROM expert_profiles',
  'DELETE FROM expert_topics',
  'DELETE FROM expert_groups',
];

export async function seedExperts(db: D1Database, options: { now?: Date } = {}): Promise<{ seeded: boolean; version: string }> {
  const forum = await db.prepare('SELECT version FROM community_demo WHERE id = 1').first<{ version: string }>();
  const version = `${EXPERTS_DEMO_VERSION}:${forum?.version ?? 'no-forum'}`;
  const current = await db.prepare('SELECT version FROM expert_demo WHERE id = 1').first<{ version: string }>();
  if (current?.version === version) return { seeded: false, version };
  const statements = await demoStatements(db, options.now ?? new Date(), version);
  for (let i = 0; i < statements.length; i += PER_BATCH) await db.batch(statements.slice(i, i + PER_BATCH));
  // The search index reads what was just written.
  const index = (await Promise.all([...GROUPS.map((_, i) => indexGroup(db, i + 1)), ...TOPICS.map((_, i) => indexTopic(db, i + 1))])).flat();
  for (let i = 0; i < index.length; i += PER_BATCH) await db.batch(index.slice(i, i + PER_BATCH));
  return { seeded: true, version };
}

async function demoStatements(db: D1Database, now: Date, version: string): Promise<D1PreparedStatement[]> {
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const out: D1PreparedStatement[] = [...CLEARED.map((sql) => db.prepare(sql)), db.prepare('DELETE FROM accounts WHERE id >= ?1').bind(EXPERT_ID_BASE)];
  const moderator = await db.prepare("SELECT id FROM accounts WHERE role = 'moderator' AND id >= ?1 AND id < ?2 ORDER BY id LIMIT 1").bind(DEMO_ID_BASE, EXPERT_ID_BASE).first<{ id: number }>();
  const expertId = new Map(EXPERTS.map((e, i) => [e.username, EXPERT_ID_BASE + i]));
  const groupId = new Map<string, number>(GROUPS.map((g, i) => [g.slug, i + 1]));
  const topicId = new Map(TOPICS.map((t, i) => [t.slug, i + 1]));

  GROUPS.forEach((g, i) => out.push(db.prepare('INSERT INTO expert_groups (id, slug, name, description, weight) VALUES (?1, ?2, ?3, ?4, ?5)').bind(i + 1, g.slug, g.name, g.description, i * 10)));
  TOPICS.forEach((t, i) =>
    out.push(db.prepare('INSERT INTO expert_topics (id, group_id, slug, name, description, weight) VALUES (?1, ?2, ?3, ?4, ?5, ?6)').bind(i + 1, groupId.get(t.group)!, t.slug, t.name, t.description, i * 10)),
  );
  for (const [i, e] of EXPERTS.entries()) {
    const since = ago((400 + i * 53) * DAY);
    out.push(
      db
        .prepare(
          `INSERT INTO accounts (id, email, username, username_key, status, role, created_at, verified_at, visibility, notifications)
           VALUES (?1, ?2, ?3, ?4, 'active', 'expert', ?5, ?5, 'public', 0)`,
        )
        .bind(expertId.get(e.username)!, `${e.username.toLowerCase()}@${DEMO_DOMAIN}`, e.username, e.username.toLowerCase(), since),
      db
        .prepare('INSERT INTO expert_profiles (account_id, group_id, display_name, profession, introduction, weight, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)')
        .bind(expertId.get(e.username)!, groupId.get(e.group)!, e.displayName, e.profession, e.introduction, i * 10, since),
    );
  }

  for (const a of [...CARE_ANSWERS, ...LIFE_ANSWERS]) {
    out.push(
      db
        .prepare(
          `INSERT INTO expert_publications (topic_id, expert_id, title, question, answer, state, proposed_at, published_at, decided_by)
           VALUES (?1, ?2, ?3, ?4, ?5, 'published', ?6, ?7, ?8)`,
        )
        .bind(topicId.get(a.topic)!, expertId.get(a.expert)!, a.title, a.question, JSON.stringify(fromPlainText(a.answer)), ago((a.daysAgo + 2) * DAY), ago(a.daysAgo * DAY), moderator?.id ?? null),
    );
  }
  out.push(
    db
      .prepare("INSERT INTO expert_publications (topic_id, expert_id, title, question, answer, state, proposed_at) VALUES (?1, ?2, ?3, ?4, ?5, 'proposed', ?6)")
      .bind(topicId.get(PROPOSAL.topic)!, expertId.get(PROPOSAL.expert)!, PROPOSAL.title, PROPOSAL.question, JSON.stringify(fromPlainText(PROPOSAL.answer)), ago(PROPOSAL.hoursAgo * HOUR)),
    db.prepare("INSERT INTO moderation_items (subject_kind, subject_id, cause, opened_at) VALUES ('expert-qa', last_insert_rowid(), 'review', ?1)").bind(ago(PROPOSAL.hoursAgo * HOUR)),
  );

  for (const [i, q] of QUESTIONS.entries()) {
    const id = i + 1;
    const expert = q.expert ? expertId.get(q.expert)! : null;
    const asked = ago(q.hoursAgo * HOUR);
    const answers = (q.thread ?? []).filter((m) => m.kind !== 'reaction');
    const lastAnswer = answers.at(-1);
    const reaction = (q.thread ?? []).find((m) => m.kind === 'reaction');
    const answeredAt = lastAnswer ? ago(lastAnswer.hoursAgo * HOUR) : null;
    // Closed after a call at once; after a mail answer when its 30 days for a reaction ran out.
    const replyEnd = lastAnswer ? now.getTime() - lastAnswer.hoursAgo * HOUR + 30 * DAY : null;
    const closedAt = q.state !== 'closed' ? null : lastAnswer?.kind === 'answer' && replyEnd !== null ? new Date(replyEnd).toISOString() : (answeredAt ?? ago((q.hoursAgo - 24) * HOUR));
    const p = q.purged;
    out.push(
      db
        .prepare(
          `INSERT INTO expert_questions (id, group_id, topic_id, state, question, name, email, phone, relationship, phase, contact, created_at, waiting_since,
           claimed_by, claimed_at, answered_by, answered_at, reply_until, closed_at, purged_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20)`,
        )
        .bind(
          id,
          groupId.get(q.group)!,
          q.topic ? topicId.get(q.topic)! : null,
          q.state,
          p ? null : q.question,
          p || !q.name ? null : q.name,
          p ? null : q.email,
          p || !q.phone ? null : q.phone,
          p || !q.relationship ? null : q.relationship,
          p || !q.phase ? null : q.phase,
          q.contact,
          asked,
          reaction ? ago(reaction.hoursAgo * HOUR) : asked,
          q.state === 'claimed' ? expert : null,
          q.state === 'claimed' ? ago((reaction?.hoursAgo ?? q.hoursAgo - 2) * HOUR) : null,
          lastAnswer || q.state === 'closed' ? expert : null,
          answeredAt ?? (q.state === 'closed' ? closedAt : null),
          q.state === 'answered' && replyEnd !== null ? new Date(replyEnd).toISOString() : null,
          closedAt,
          p ? ago((q.hoursAgo - 24 * 370) * HOUR) : null,
        ),
      ...(q.thread ?? []).map((m) =>
        db
          .prepare('INSERT INTO expert_messages (question_id, kind, expert_id, body, created_at) VALUES (?1, ?2, ?3, ?4, ?5)')
          .bind(id, m.kind, m.kind === 'reaction' ? null : expert, JSON.stringify(fromPlainText(m.text)), ago(m.hoursAgo * HOUR)),
      ),
    );
  }

  // The inbox, between the forum's demo members (their ids are the forum seeder's).
  const member = (index: number) => DEMO_ID_BASE + index;
  for (const [i, c] of CONTACTS.entries()) {
    const id = i + 1;
    const last = c.messages.at(-1)!;
    // What arrived in the last day is still unread, for the side it was sent to.
    const unread = (byRequester: boolean) => (c.state === 'accepted' ? c.messages.filter(([by, hours]) => hours < 24 && by === byRequester).length : 0);
    out.push(
      db
        .prepare(
          `INSERT INTO member_contacts (id, requester_id, receiver_id, state, created_at, decided_at, last_message_at, requester_unread, receiver_unread)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
        )
        .bind(id, member(c.from), member(c.to), c.state, ago(c.hoursAgo * HOUR), c.state === 'pending' ? null : ago((c.hoursAgo - 1) * HOUR), ago(last[1] * HOUR), unread(false), unread(true)),
    );
    for (const [m, [byRequester, hours, text]] of c.messages.entries()) {
      out.push(
        db
          .prepare('INSERT INTO member_messages (contact_id, sender_id, body, created_at) VALUES (?1, ?2, ?3, ?4)')
          .bind(id, member(byRequester ? c.from : c.to), JSON.stringify(fromPlainText(text)), ago(hours * HOUR)),
      );
      if (c.reported === m) {
        const reporter = member(byRequester ? c.to : c.from);
        const at = ago((hours - 1) * HOUR);
        out.push(
          db.prepare("INSERT INTO moderation_items (subject_kind, subject_id, cause, report_count, opened_at) VALUES ('message', last_insert_rowid(), 'report', 1, ?1)").bind(at),
          db
            .prepare(
              `INSERT INTO moderation_reports (item_id, subject_kind, subject_id, reporter_id, reason, note, created_at)
               SELECT id, 'message', subject_id, ?1, 'spam', ?2, ?3 FROM moderation_items WHERE id = last_insert_rowid()`,
            )
            .bind(reporter, 'Hij wil mijn adres en probeert iets te verkopen.', at),
        );
      }
    }
  }
  for (const b of BLOCKS) out.push(db.prepare('INSERT INTO member_blocks (blocker_id, blocked_id, created_at) VALUES (?1, ?2, ?3)').bind(member(b.blocker), member(b.blocked), ago(b.hoursAgo * HOUR)));

  out.push(db.prepare('INSERT INTO expert_demo (id, version) VALUES (1, ?1) ON CONFLICT (id) DO UPDATE SET version = excluded.version').bind(version));
  return out;
}
