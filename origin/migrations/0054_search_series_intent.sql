-- The site search finds the answer among thousands of activities and vacancies
-- (issue 36; origin/search/series.ts, origin/search/intent.ts).
--
-- `class`: what a page is for (info, region, location, activity, vacancy,
-- news), finer than its kind of hit; the ranking weighs each class by what
-- the query asks for. The FTS facets column carries it too ('cvacancy'), so a
-- query about work can read a window of vacancies.
ALTER TABLE search_docs ADD COLUMN class TEXT NOT NULL DEFAULT 'info';

-- The stems of the headings of a page's text blocks, one heading per line: a
-- heading with every word of the query ranks nearly as a title with them does.
ALTER TABLE search_docs ADD COLUMN heading_stems TEXT NOT NULL DEFAULT '';

-- One row per series of activities (the occurrences of one kind of activity
-- at one location), not per occurrence: `series` is its key
-- ('{location}:{type}'), the row's id and alias are its next occurrence's, and
-- the dates are that occurrence's first and last day and how many more follow.
ALTER TABLE search_docs ADD COLUMN series TEXT;
ALTER TABLE search_docs ADD COLUMN next_date TEXT;
ALTER TABLE search_docs ADD COLUMN next_until TEXT;
ALTER TABLE search_docs ADD COLUMN more_dates INTEGER NOT NULL DEFAULT 0;
CREATE INDEX search_docs_series ON search_docs (series) WHERE series IS NOT NULL;

-- Which series every activity node belongs to (ended ones too): a changed
-- activity rebuilds its series, and the one it left, from their members.
CREATE TABLE search_series_members (
  node_id INTEGER PRIMARY KEY,
  series TEXT NOT NULL
);
CREATE INDEX search_series_members_series ON search_series_members (series);

-- The index is written in a new shape: the next seed writes it whole
-- (a seed of the same content otherwise writes nothing).
DELETE FROM origin_meta WHERE key = 'seed_version';
