-- The offline gazetteer (origin/geo/gazetteer.ts): Dutch places and
-- municipalities from GeoNames and the postcodes of the demo content, so the
-- origin's radius searches (activities, vacancies) find their centre without
-- a network. One indexed lookup by normalised key; among rows of one key the
-- lowest rank wins.
CREATE TABLE gazetteer (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL,
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  lat REAL NOT NULL,
  lon REAL NOT NULL,
  rank INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX gazetteer_key ON gazetteer (key, rank);
