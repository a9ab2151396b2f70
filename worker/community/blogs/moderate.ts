/**
 * Moderating the blogs, as the forum is moderated (worker/community/forum/
 * moderate.ts): approve a held entry or reaction (it is published), leave a
 * reported or flagged one as it is, hide one with a reason (its author is
 * mailed by the caller) or restore it. Each act closes the open queue item
 * and goes into the audit log in the same batch.
 */
import { plainTextOf } from '../../../shared/format/rich-text';
import { closeItem, logAct } from '../moderation/queue';
import { indexDoc, removeDoc } from '../search/index';
import type { EntryRow, ReactionRow } from './rows';
import { countReactions, entryAudience, publishStatements } from './write';

export type BlogAct = 'approve' | 'dismiss' | 'hide' | 'restore';
export type Subject = { kind: 'entry'; row: EntryRow } | { kind: 'reaction'; row: ReactionRow; entryTitle: string };

const titleOf = (s: Subject) => (s.kind === 'entry' ? s.row.title : s.entryTitle);

/** Whether the act changed anything (a repeated click changes nothing). */
export async function moderateBlog(db: D1Database, subject: Subject, act: BlogAct, moderatorId: number, reason: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const { kind, row } = subject;
  const log = (action: BlogAct) => logAct(db, { moderatorId, action, kind, subjectId: row.id, reason, detail: titleOf(subject) }, now);
  const table = kind === 'entry' ? 'blog_entries' : 'blog_reactions';
  const live = kind === 'entry' ? 'published' : 'visible';
  const after = (): D1PreparedStatement[] => (kind === 'reaction' ? [countReactions(db, subject.row.entry_id)] : []);
  const entryIndex = (r: EntryRow) => indexDoc(db, { kind: 'entry', refId: r.id, conversationId: null, audience: entryAudience(r.visibility), title: r.title, body: plainTextOf(r.body) });

  if (act === 'approve' || act === 'dismiss') {
    if (row.state === live) {
      await db.batch([db.prepare(`UPDATE ${table} SET flagged = 0 WHERE id = ?1`).bind(row.id), closeItem(db, kind, row.id, 'dismissed', moderatorId, now), log('dismiss')]);
      return true;
    }
    if (row.state !== 'held') return false;
    const statements = [
      kind === 'entry'
        ? db.prepare("UPDATE blog_entries SET state = 'published', published_at = ?2 WHERE id = ?1").bind(row.id, at)
        : db.prepare("UPDATE blog_reactions SET state = 'visible' WHERE id = ?1").bind(row.id),
      closeItem(db, kind, row.id, 'approved', moderatorId, now),
      log('approve'),
      ...after(),
    ];
    if (subject.kind === 'entry') {
      const r = subject.row;
      statements.push(...publishStatements(db, { id: r.id, authorId: r.author_id, title: r.title, visibility: r.visibility, body: r.body }, at));
    }
    await db.batch(statements);
    return true;
  }
  if (act === 'hide') {
    if (row.state !== live && row.state !== 'held') return false;
    await db.batch([
      db.prepare(`UPDATE ${table} SET state = ?2 WHERE id = ?1`).bind(row.id, row.state === 'held' ? 'refused' : 'hidden'),
      ...(kind === 'entry' ? removeDoc(db, 'entry', row.id) : []),
      closeItem(db, kind, row.id, 'hidden', moderatorId, now),
      log('hide'),
      ...after(),
    ]);
    return true;
  }
  if (row.state !== 'hidden') return false;
  await db.batch([
    db.prepare(`UPDATE ${table} SET state = ?2 WHERE id = ?1`).bind(row.id, live),
    ...(subject.kind === 'entry' ? entryIndex(subject.row) : []),
    closeItem(db, kind, row.id, 'restored', moderatorId, now),
    log('restore'),
    ...after(),
  ]);
  return true;
}
