/**
 * The moderators' reads (shared/model/moderation.ts: ModerationReader): the
 * queue with each item's subject and reports, the audit log, the words.
 * Subjects are described by their own feature; a later feature adds its kind here.
 */
import type { ModerationReader, QueueItemView, SubjectKind, SubjectView } from '../../../shared/model/moderation';
import { describeEntries, describeReactions } from '../blogs/subject';
import { describePosts } from '../forum/subject';
import { describePublications } from '../experts/publications';
import { describeMessages } from '../inbox/subject';
import type { Lookups } from '../forum/rows';
import { logPage, openItems, reportsOf } from './queue';
import { listWords } from './words';

export const QUEUE_PAGE = 20;
export const LOG_PAGE = 50;

type Describe = (db: D1Database, ids: number[], lookups: Lookups) => Promise<Map<number, SubjectView>>;
const DESCRIBERS: Record<SubjectKind, Describe> = {
  post: describePosts,
  entry: describeEntries,
  reaction: describeReactions,
  message: (db, ids) => describeMessages(db, ids),
  'expert-qa': (db, ids) => describePublications(db, ids),
};

export function moderationReader(db: D1Database, lookups: () => Promise<Lookups>): ModerationReader {
  return {
    async queue(page) {
      const { rows, total } = await openItems(db, QUEUE_PAGE, (page - 1) * QUEUE_PAGE);
      const [reports, found] = await Promise.all([reportsOf(db, rows.map((r) => r.id)), lookups()]);
      const subjects = new Map<string, SubjectView>();
      for (const kind of Object.keys(DESCRIBERS) as SubjectKind[]) {
        const ids = rows.filter((r) => r.subject_kind === kind).map((r) => r.subject_id);
        for (const [id, view] of await DESCRIBERS[kind](db, ids, found)) subjects.set(`${kind}:${id}`, view);
      }
      const items: QueueItemView[] = rows.map((r) => ({
        id: r.id,
        cause: r.cause,
        openedAt: r.opened_at,
        reports: reports.filter((rep) => rep.item_id === r.id).map((rep) => ({ reason: rep.reason, note: rep.note, reporter: rep.username, createdAt: rep.created_at })),
        subject: subjects.get(`${r.subject_kind}:${r.subject_id}`) ?? null,
      }));
      return { items, total };
    },
    async log(page) {
      const { rows, total } = await logPage(db, LOG_PAGE, (page - 1) * LOG_PAGE);
      return { items: rows, total };
    },
    words: () => listWords(db),
  };
}
