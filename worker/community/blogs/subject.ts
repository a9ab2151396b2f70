/**
 * Blog entries and reactions as moderation subjects (shared/model/moderation.ts):
 * what a moderator sees of each in the queue, whatever its state, and where
 * the moderator's buttons post (worker/routes/blogs/moderate.ts) and which
 * of them the state allows.
 */
import { parseRichText } from '../../../shared/format/rich-text';
import { actsOfState, type SubjectView } from '../../../shared/model/moderation';
import { href } from '../../../shared/routes';
import { nl } from '../../../shared/texts/nl';
import { entryPath, ENTRY_COLUMNS, REACTION_COLUMNS, type EntryRow, type ReactionRow } from './rows';

/** The moderator's buttons in the queue, as for a forum post there (an open item is held, reported or flagged). */
const toolsOf = (kind: 'bijdrage' | 'reactie', id: number, state: string): SubjectView['tools'] => ({
  action: href('moderate-blog', { kind, id: String(id) }),
  acts: actsOfState(state, true),
});

const author = (row: { author_status: string; username: string | null }) => (row.author_status === 'deleted' ? null : row.username);

export async function describeEntries(db: D1Database, ids: number[]): Promise<Map<number, SubjectView>> {
  if (ids.length === 0) return new Map();
  const { results } = await db
    .prepare(`SELECT ${ENTRY_COLUMNS} FROM blog_entries e JOIN accounts a ON a.id = e.author_id WHERE e.id IN (SELECT value FROM json_each(?1))`)
    .bind(JSON.stringify(ids))
    .all<EntryRow>();
  return new Map(
    results.map((row) => [
      row.id,
      {
        kind: 'entry',
        id: row.id,
        state: row.state === 'published' ? 'visible' : row.state,
        context: nl.blogs.moderation.entry(row.title, row.kind),
        path: entryPath(row),
        author: author(row),
        authorId: row.author_id,
        createdAt: row.created_at,
        body: parseRichText(row.body),
        conversation: null,
        tools: toolsOf('bijdrage', row.id, row.state === 'published' ? 'visible' : row.state),
      } satisfies SubjectView,
    ]),
  );
}

export async function describeReactions(db: D1Database, ids: number[]): Promise<Map<number, SubjectView>> {
  if (ids.length === 0) return new Map();
  const { results } = await db
    .prepare(
      `SELECT ${REACTION_COLUMNS}, e.title, e.slug, ea.username AS entry_author FROM blog_reactions r JOIN accounts a ON a.id = r.author_id
       JOIN blog_entries e ON e.id = r.entry_id JOIN accounts ea ON ea.id = e.author_id WHERE r.id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(ids))
    .all<ReactionRow & { title: string; slug: string; entry_author: string | null }>();
  return new Map(
    results.map((row) => [
      row.id,
      {
        kind: 'reaction',
        id: row.id,
        state: row.state,
        context: nl.blogs.moderation.reaction(row.title),
        path: `${entryPath({ username: row.entry_author, slug: row.slug })}#reactie-${row.id}`,
        author: author(row),
        authorId: row.author_id,
        createdAt: row.created_at,
        body: parseRichText(row.body),
        conversation: null,
        tools: toolsOf('reactie', row.id, row.state),
      } satisfies SubjectView,
    ]),
  );
}
