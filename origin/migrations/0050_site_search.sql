-- The site search index: what the backend's search index (GET /api/v1/es/search)
-- holds for every searchable page, whatever its type (pages, news, regions,
-- locations, activities, vacancies ...). One row per published node that is
-- not hidden from search, written by the indexer (origin/search/),
-- which folds, splits and stems the text in JavaScript (Snowball's Dutch
-- algorithm); FTS5 only stores and ranks the resulting tokens.

CREATE TABLE search_docs (
  -- The rowid of search_fts: the page's place in a fixed order of importance
  -- (information pages, then regional pages, then news newest first), derived
  -- from the page itself (origin/search/indexer.ts, staticRank). FTS5
  -- gives its matches in rowid order, so the first N matches of a very common
  -- word are found without scoring all of them.
  rank INTEGER PRIMARY KEY,
  -- The node id.
  id INTEGER NOT NULL UNIQUE,
  -- The kind of hit (spec section 3, "Search hit"): information, news or regio.
  kind TEXT NOT NULL,
  title TEXT NOT NULL,
  introduction TEXT NOT NULL DEFAULT '',
  alias TEXT NOT NULL,
  -- JSON: the hit's search labels (categories, activity type, region name).
  labels TEXT NOT NULL DEFAULT '[]',
  -- The regio node this page belongs to (0: none).
  region_id INTEGER NOT NULL DEFAULT 0,
  -- The title as folded words joined by spaces, for the exact-title boost,
  -- and the stems of its words that count (no stop words), for the ranking by title.
  title_key TEXT NOT NULL,
  title_stems TEXT NOT NULL DEFAULT '',
  -- When the page stops being shown (field_expire_date, ISO) and the days it
  -- is shown between (a highlight's dates, an activity's day, a vacancy's
  -- closing day; YYYY-MM-DD, both included). NULL: no bound.
  expires TEXT,
  shown_from TEXT,
  shown_until TEXT
);
-- The few pages shown only between dates: counts leave out those not shown today.
CREATE INDEX search_docs_bounded ON search_docs (rank) WHERE expires IS NOT NULL OR shown_from IS NOT NULL OR shown_until IS NOT NULL;

-- Title, introduction and body hold stemmed tokens (ranked in that order);
-- `words` holds the folded, unstemmed words of the title and introduction:
-- the vocabulary that typo correction and suggestions read through
-- search_vocab; `facets` holds the kind ('kinformation'), the region
-- ('r1016') and 'xall' (on every row, so an optional part of a query can be
-- written "part OR xall").
CREATE VIRTUAL TABLE search_fts USING fts5(
  title,
  intro,
  body,
  words,
  facets,
  tokenize = 'unicode61 remove_diacritics 2'
);

-- Every term of the index per column with its document count.
CREATE VIRTUAL TABLE search_vocab USING fts5vocab(search_fts, 'col');

-- Place names (folded) and the region each belongs to: the region's own name,
-- its municipalities and the towns of its pages' addresses. A place named in a
-- query boosts that region's pages. `source_id` is the node it came from.
CREATE TABLE search_places (
  place TEXT NOT NULL,
  region_id INTEGER NOT NULL,
  source_id INTEGER NOT NULL,
  PRIMARY KEY (place, region_id, source_id)
);
CREATE INDEX search_places_source ON search_places (source_id);

-- Nodes changed since they were indexed. Triggers on nodes fill it, whoever
-- writes (the seeder, an editor's change, a migration); the search endpoints
-- reindex these nodes before they answer, so the index is never stale.
CREATE TABLE search_pending (
  node_id INTEGER PRIMARY KEY
);
CREATE TRIGGER search_nodes_insert AFTER INSERT ON nodes BEGIN
  INSERT OR IGNORE INTO search_pending (node_id) VALUES (new.id);
END;
CREATE TRIGGER search_nodes_update AFTER UPDATE ON nodes BEGIN
  INSERT OR IGNORE INTO search_pending (node_id) VALUES (old.id);
  INSERT OR IGNORE INTO search_pending (node_id) VALUES (new.id);
END;
CREATE TRIGGER search_nodes_delete AFTER DELETE ON nodes BEGIN
  INSERT OR IGNORE INTO search_pending (node_id) VALUES (old.id);
END;
-- Renaming a municipality changes the places of the regions that serve it.
CREATE TRIGGER search_terms_update AFTER UPDATE OF name ON terms WHEN new.vocabulary = 'municipalities' BEGIN
  INSERT OR IGNORE INTO search_pending (node_id)
    SELECT n.id FROM nodes n, json_each(n.fields, '$.field_municipalities') m
    WHERE n.type = 'regio' AND json_extract(m.value, '$.id') = new.tid;
END;

-- Synonyms editors maintain without a deploy (GET/POST/DELETE
-- /api/v1/es/synonyms, behind the site's /admin/synonyms). A query word whose
-- stem is the stem of `term` is also searched as `synonym` (one or more words).
-- Both are stored folded (lower case, no accents). The seeder never touches
-- this table: the defaults are in migration 0051, written once.
CREATE TABLE search_synonyms (
  term TEXT NOT NULL,
  synonym TEXT NOT NULL,
  PRIMARY KEY (term, synonym)
);

-- The version of what queries read besides the index (places, synonyms): the
-- origin keeps both in memory and reloads them when this number moved. Every
-- change of the index and of the synonym table moves it.
CREATE TABLE search_state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO search_state (id, version) VALUES (1, 1);
CREATE TRIGGER search_synonyms_insert AFTER INSERT ON search_synonyms BEGIN
  UPDATE search_state SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER search_synonyms_delete AFTER DELETE ON search_synonyms BEGIN
  UPDATE search_state SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER search_synonyms_update AFTER UPDATE ON search_synonyms BEGIN
  UPDATE search_state SET version = version + 1 WHERE id = 1;
END;
