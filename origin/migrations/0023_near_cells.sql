-- Searches near a place (origin/geo/near.ts) read the locations in a
-- box around the centre. D1 does not allow SQLite's R*Tree module, so the box
-- is a B-tree range per band of a tenth of a degree of latitude (about 11 km):
-- one seek per band and a longitude range inside it, instead of every
-- location in the whole latitude band (at scale 20, 25 km around Utrecht:
-- about 700 index entries instead of 2,450; 0.8 ms instead of 1.7 ms).
-- Generated from lat, so the seeder writes nothing new for it.
ALTER TABLE location_index ADD COLUMN lat_cell INTEGER GENERATED ALWAYS AS (CAST(floor(lat * 10) AS INTEGER)) VIRTUAL;
CREATE INDEX location_cell ON location_index (lat_cell, lon, lat);

-- The activity types held at each location, with the last end date of each:
-- the types near a place read one row per location and type here instead of
-- every coming activity of every location in range (at scale 20 about one row
-- per location against eight). Derived from activity_index by the seeder
-- (origin/place-index.ts) and, for a database seeded before this
-- migration, here.
CREATE TABLE location_activity_type (
  location_id INTEGER NOT NULL,
  type_id INTEGER NOT NULL,
  type_name TEXT NOT NULL,
  last_end TEXT NOT NULL,
  PRIMARY KEY (location_id, type_id, type_name)
) WITHOUT ROWID;
INSERT INTO location_activity_type (location_id, type_id, type_name, last_end)
  SELECT location_id, type_id, type_name, MAX(end_date) FROM activity_index GROUP BY location_id, type_id, type_name;
