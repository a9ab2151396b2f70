-- The news index: what the backend's search index (the /api/v1/es/... calls)
-- holds for every published news article, national (region_id 0) and regional
-- (region_id = the regio node). One row per article with everything a list
-- card shows, so the news lists read one table in index order and never parse
-- node JSON. Filled by the seeder from the nodes (worker/origin/news-index.ts).

CREATE TABLE news_index (
  node_id INTEGER PRIMARY KEY,
  type TEXT NOT NULL,
  region_id INTEGER NOT NULL DEFAULT 0,
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
CREATE INDEX news_index_region_published ON news_index (region_id, published DESC, node_id DESC);
-- The newest news of every kind (the home page's latest news).
CREATE INDEX news_index_published ON news_index (published DESC, node_id DESC);

-- Full-text search over title and introduction, case and diacritics
-- insensitive ('cafe' finds 'Café'), kept beside news_index (external content).
CREATE VIRTUAL TABLE news_fts USING fts5(
  title,
  introduction,
  content = 'news_index',
  content_rowid = 'node_id',
  tokenize = 'unicode61 remove_diacritics 2'
);
