-- The site search at scale (issue 17, item 5): the pages of every term of the
-- index, whatever its column. The ranked windows compute bm25() themselves
-- (origin/search/bm25.ts) instead of letting FTS5 count the pages of
-- every phrase of a query once per statement (a read of each phrase's whole
-- doclist: 8.5 ms per window for 'alzheimer café zwolle' at scale 20); an
-- isolate reads these counts with the rest of the vocabulary (search/state.ts)
-- when the index changed. A virtual table over search_fts: nothing to fill,
-- the same on a fresh database and an existing one.
CREATE VIRTUAL TABLE search_vocab_row USING fts5vocab(search_fts, 'row');
