-- SITE_DB numbers 0100-0199 (forum and its shared community pieces). This
-- file: the community search index (worker/community/search/): what members
-- wrote, analysed by the same Dutch folding and stemming as the origin's
-- content search (shared/contract/search-text.ts).

-- One row per searchable text: a post (kind 'post', its conversation in
-- conversation_id) or a group (kind 'group'). Held, hidden and deleted posts
-- are never here. `audience`: 'public', or 'g<id>' for a closed group's members.
CREATE TABLE community_search_docs (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  ref_id INTEGER NOT NULL,
  conversation_id INTEGER,
  audience TEXT NOT NULL
);
CREATE UNIQUE INDEX community_search_docs_ref ON community_search_docs (kind, ref_id);
CREATE INDEX community_search_docs_conversation ON community_search_docs (conversation_id);

-- Stemmed tokens (rowid = community_search_docs.id): the title (a conversation's
-- title on its opening post, a group's name) and the body.
CREATE VIRTUAL TABLE community_search USING fts5(
  title,
  body,
  tokenize = 'unicode61 remove_diacritics 2'
);
