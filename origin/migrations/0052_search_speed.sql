-- The site search at scale (issue 17, item 5).
--
-- Pages shown only between dates: most are activities, shown until their day
-- (47,000 at scale 20, 6,000 of them past). The counts of a search leave out
-- those not shown today; read through one partial index of every bounded
-- page, that set cost 60 ms per search. Each bound gets its own index, so the
-- pages not shown today are found by three range scans, and the pages that
-- will never be shown again (past their day, expired) can be found at once
-- and taken out of the index (origin/search/indexer.ts, purgePast).
DROP INDEX IF EXISTS search_docs_bounded;
CREATE INDEX search_docs_until ON search_docs (shown_until) WHERE shown_until IS NOT NULL;
CREATE INDEX search_docs_from ON search_docs (shown_from) WHERE shown_from IS NOT NULL;
CREATE INDEX search_docs_expires ON search_docs (expires) WHERE expires IS NOT NULL;

-- What suggestions while typing name: the title stems of the information and
-- regional pages that are shown without an end (search_docs has the title as
-- written). Small (about 7,000 rows at scale 20, against 63,000 in search_fts),
-- with prefix indexes for the two and three letters of the first keystrokes,
-- so a suggestion neither merges every term that starts with 'al' across the
-- whole index nor ranks the 34,000 activity titles with 'Alzheimer' in them.
-- The rowid is the page's rank in search_docs; the indexer keeps it in step.
CREATE VIRTUAL TABLE search_titles USING fts5(
  title,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
INSERT INTO search_titles (rowid, title)
  SELECT f.rowid, f.title FROM search_fts f JOIN search_docs d ON d.rank = f.rowid
  WHERE d.kind IN ('information', 'regio') AND d.expires IS NULL AND d.shown_until IS NULL;
