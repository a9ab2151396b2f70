-- Migration range 0500-0599: the site search's own statistics (issue 36,
-- worker/search-stats/).
--
-- How often each search term was searched and how often a page was opened
-- from its results, per Dutch day: what editors see as 'zoektermen zonder
-- resultaat' (GET /admin/zoektermen-zonder-resultaat). Aggregated counts
-- only: no address, no browser, no session, no time of day, nothing about
-- the visitor. Terms are stored folded (lower case, no accents, single
-- spaces, at most 60 characters); terms that look like an e-mail address or
-- hold a long number (a telephone number, an account number) are never
-- stored. Rows older than 90 days are deleted as new counts come in.
CREATE TABLE search_terms (
  term TEXT NOT NULL,
  day TEXT NOT NULL,
  searches INTEGER NOT NULL DEFAULT 0,
  clicks INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (term, day)
) WITHOUT ROWID;
-- The report reads a window of days; old days are deleted by day.
CREATE INDEX search_terms_day ON search_terms (day);
