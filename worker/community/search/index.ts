/**
 * The community search index in SITE_DB (migration 0103): members' texts
 * analysed by the origin's own folding and Dutch stemming
 * (shared/contract/search-text.ts: one stemmer for both indexes), searched
 * with FTS5. Writes are statements, so indexing goes in the same batch as the
 * change it follows. Only what everyone in its audience may read is here:
 * held, hidden and deleted posts never are; a closed group's conversations
 * carry the group's audience.
 */
import { analyse } from '../../../shared/contract/search-text';

/** Forum posts and groups; expert groups and topics (issue 39: the site search's kinds ExpertGroup and ExpertTopic); blogs and their entries (issue 38). */
export type DocKind = 'post' | 'group' | 'expert-group' | 'expert-topic' | 'blog' | 'entry';

/** 'public', or 'g<id>' for the members of a closed group. A leading 'x' parks a doc (its conversation hidden). */
export const audienceOf = (group: { id: number; membership: string } | null): string => (group && group.membership === 'closed' ? `g${group.id}` : 'public');

/** Index text is capped: a pasted book must not make huge rows. */
const MAX_TEXT = 20_000;

/** (Re)indexes a text: its doc row and its stemmed tokens, under the same id. */
export function indexDoc(
  db: D1Database,
  doc: { kind: DocKind; refId: number; conversationId: number | null; audience: string; title: string; body: string },
): D1PreparedStatement[] {
  const title = analyse(doc.title.slice(0, 500)).stems;
  const body = analyse(doc.body.slice(0, MAX_TEXT)).stems;
  return [
    ...removeDoc(db, doc.kind, doc.refId),
    db
      .prepare('INSERT INTO community_search_docs (kind, ref_id, conversation_id, audience) VALUES (?1, ?2, ?3, ?4)')
      .bind(doc.kind, doc.refId, doc.conversationId, doc.audience),
    db.prepare('INSERT INTO community_search (rowid, title, body) VALUES (last_insert_rowid(), ?1, ?2)').bind(title, body),
  ];
}

export function removeDoc(db: D1Database, kind: DocKind, refId: number): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM community_search WHERE rowid IN (SELECT id FROM community_search_docs WHERE kind = ?1 AND ref_id = ?2)').bind(kind, refId),
    db.prepare('DELETE FROM community_search_docs WHERE kind = ?1 AND ref_id = ?2').bind(kind, refId),
  ];
}

/** A conversation hidden (its opening post) parks all its posts' docs; restored, they come back. */
export function parkConversation(db: D1Database, conversationId: number, parked: boolean): D1PreparedStatement {
  return parked
    ? db.prepare("UPDATE community_search_docs SET audience = 'x' || audience WHERE conversation_id = ?1 AND audience NOT LIKE 'x%'").bind(conversationId)
    : db.prepare("UPDATE community_search_docs SET audience = substr(audience, 2) WHERE conversation_id = ?1 AND audience LIKE 'x%'").bind(conversationId);
}
