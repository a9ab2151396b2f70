/**
 * The community search as the search screen asks it (shared/model/forum.ts:
 * CommunitySearch): conversations and groups the viewer may see, each with
 * the piece of text that matched best.
 */
import { plainTextOf } from '../../../shared/format/rich-text';
import type { CommunityHit, CommunitySearch } from '../../../shared/model/forum';
import { href } from '../../../shared/routes';
import { conversationPath, type Lookups } from '../forum/rows';
import { expertHits } from '../experts/search';
import { COMMUNITY_KINDS, matchExpression, searchIndex } from './query';

const INTRO = 240;

export function communitySearch(db: D1Database, audiences: () => Promise<string[]>, lookups: () => Promise<Lookups>): CommunitySearch {
  return {
    async search(term, page, pageSize) {
      const expression = matchExpression(term);
      if (!expression) return { items: [], total: 0 };
      const { hits, total } = await searchIndex(db, expression, await audiences(), pageSize, (page - 1) * pageSize, COMMUNITY_KINDS);
      if (hits.length === 0) return { items: [], total };
      const found = await lookups();
      const postIds = hits.filter((h) => h.kind === 'post').map((h) => h.ref_id);
      type Row = { post_id: number; body: string; id: number; slug: string; title: string; topic_id: number | null; group_id: number | null };
      const { results } = postIds.length
        ? await db
            .prepare(
              `SELECT p.id AS post_id, p.body, c.id, c.slug, c.title, c.topic_id, c.group_id FROM forum_posts p
               JOIN forum_conversations c ON c.id = p.conversation_id WHERE p.id IN (SELECT value FROM json_each(?1))`,
            )
            .bind(JSON.stringify(postIds))
            .all<Row>()
        : { results: [] as Row[] };
      const byPost = new Map(results.map((r) => [r.post_id, r]));
      const experts = await expertHits(db, hits);
      const items: CommunityHit[] = [];
      for (const hit of hits) {
        if (hit.kind === 'expert-group' || hit.kind === 'expert-topic') {
          const found = experts.get(`${hit.kind}:${hit.ref_id}`);
          if (found) items.push(found);
          continue;
        }
        if (hit.kind === 'group') {
          const group = found.groups.get(hit.ref_id);
          if (group) items.push({ kind: 'Group', id: group.id, title: group.name, path: href('group', { group: group.slug }), intro: group.description, label: null });
          continue;
        }
        const row = byPost.get(hit.ref_id);
        if (!row) continue;
        const group = row.group_id !== null ? found.groups.get(row.group_id) : undefined;
        const topic = row.topic_id !== null ? found.topics.get(row.topic_id) : undefined;
        const text = plainTextOf(row.body).replace(/\s+/g, ' ');
        items.push({
          kind: 'Conversation',
          id: row.id,
          title: row.title,
          path: conversationPath(row, group?.slug ?? null),
          intro: text.length > INTRO ? `${text.slice(0, INTRO).replace(/\s+\S*$/, '')} …` : text,
          label: group?.name ?? topic?.name ?? null,
        });
      }
      return { items, total };
    },
  };
}
