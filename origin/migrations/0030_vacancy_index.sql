-- The vacancy index: what the backend's vacancy search (/api/v1/region/vacancies/...)
-- holds for every published vacancy. One row per vacancy with everything a
-- list card shows, so the lists read one table and never parse node JSON.
-- Filled by the seeder from the nodes (origin/vacancy-index.ts).
--
-- `seq` numbers the vacancies newest first (1 is the newest), so an unfiltered
-- page reads its rows in index order and never sorts.

CREATE TABLE vacancy_index (
  seq INTEGER PRIMARY KEY,
  node_id INTEGER NOT NULL UNIQUE,
  type TEXT NOT NULL,
  -- 'volunteer' (regional and national) or 'corporate' (paid jobs): the two overviews.
  scope TEXT NOT NULL,
  -- The regio node of a regional vacancy; 0 for national vacancies and paid jobs.
  region_id INTEGER NOT NULL DEFAULT 0,
  title TEXT NOT NULL,
  subtitle TEXT,
  alias TEXT NOT NULL,
  city TEXT,
  zip TEXT,
  -- National vacancies: in_de_buurt or vanuit_huis.
  national_type TEXT,
  -- JSON: { Id, Title, Path } of the region, or NULL.
  region TEXT,
  theme TEXT,
  duration TEXT,
  -- JSON lists of term names.
  availability TEXT NOT NULL DEFAULT '[]',
  functions TEXT NOT NULL DEFAULT '[]',
  hours TEXT,
  -- YYYY-MM-DD, the last day to apply; NULL: open until filled.
  apply_before TEXT,
  created TEXT NOT NULL,
  -- Lower case, without accents: title and subtitle, for the free-text `query`.
  search_text TEXT NOT NULL DEFAULT '',
  -- The place's coordinates (WGS84), for radius searches; NULL when it has none.
  lat REAL,
  lon REAL
);
-- A page of one scope, newest first; a page of one region's vacancies.
CREATE INDEX vacancy_index_scope_seq ON vacancy_index (scope, seq);
CREATE INDEX vacancy_index_region_seq ON vacancy_index (region_id, seq);
-- Radius searches narrow by latitude first (a band around the place).
CREATE INDEX vacancy_index_lat ON vacancy_index (lat);

-- The taxonomy terms of each vacancy (function, activity, duration,
-- availability), one row per term: a filter of several ids is one lookup per
-- id in the primary key, giving the seqs that match.
CREATE TABLE vacancy_terms (
  vocabulary TEXT NOT NULL,
  tid INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  PRIMARY KEY (vocabulary, tid, seq)
) WITHOUT ROWID;
