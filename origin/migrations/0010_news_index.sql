-- The news index: what the backend's search index (the /api/v1/es/... calls)
-- holds for every published news article, national (region_id 0) and regional
-- (region_id = the regio node). One row per article with everything a list
-- card shows, so the news lists read one table in index order and never parse
-- node JSON. Filled by the seeder from the nodes (origin/news-index.ts).
--
-- `seq` numbers the articles newest first (1 is the newest). Lists and the
-- full-text index both run in seq order, so a page of a list or of a search
-- reads only the rows up to that page and never sorts all matches.

CREATE TABLE news_index (
  seq INTEGER PRIMARY KEY,
  node_id INTEGER NOT NULL UNIQUE,
  type TEXT NOT NULL,
  region_id INTEGER NOT NULL DEFAULT 0,
  -- The region as a search token ('r0' national, 'r1019'), so a search of one
  -- region is an intersection inside the full-text index.
  scope TEXT NOT NULL,
  published TEXT NOT NULL,
  title TEXT NOT NULL,
  introduction TEXT NOT NULL DEFAULT '',
  alias TEXT NOT NULL,
  -- JSON: the header image (contract ImageSchema) or NULL; category names.
  image TEXT,
  labels TEXT NOT NULL DEFAULT '[]',
  hide_from_homepage INTEGER NOT NULL DEFAULT 0
);
-- A page of one region's (or the national) news, newest first.
CREATE INDEX news_index_region_seq ON news_index (region_id, seq);
-- The newest news of one kind (the home page's latest news).
CREATE INDEX news_index_type_seq ON news_index (type, seq);

-- Full-text search over title and introduction, case and diacritics
-- insensitive ('cafe' finds 'Café'), kept beside news_index (external content).
CREATE VIRTUAL TABLE news_fts USING fts5(
  title,
  introduction,
  scope,
  content = 'news_index',
  content_rowid = 'seq',
  tokenize = 'unicode61 remove_diacritics 2'
);
