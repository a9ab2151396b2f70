-- Locations and activities as the backend's region API lists them: one row per
-- published location or activity with what a list item needs, so the lists
-- and radius searches read one table by index and never parse node JSON.
-- Filled by the seeder from the nodes (origin/place-index.ts).

CREATE TABLE location_index (
  node_id INTEGER PRIMARY KEY,
  region_id INTEGER NOT NULL,
  type_id INTEGER NOT NULL,
  type_name TEXT NOT NULL,
  title TEXT NOT NULL,
  alias TEXT NOT NULL,
  address_line1 TEXT NOT NULL DEFAULT '',
  postal_code TEXT NOT NULL DEFAULT '',
  locality TEXT NOT NULL DEFAULT '',
  lat REAL,
  lon REAL
);
-- A page of one region's locations by title, optionally of one type.
CREATE INDEX location_region_title ON location_index (region_id, title);
CREATE INDEX location_region_type_title ON location_index (region_id, type_id, title);
-- Radius searches narrow by latitude first (a box around the centre).
CREATE INDEX location_lat ON location_index (lat, lon);

CREATE TABLE activity_index (
  node_id INTEGER PRIMARY KEY,
  region_id INTEGER NOT NULL,
  location_id INTEGER NOT NULL DEFAULT 0,
  type_id INTEGER NOT NULL,
  type_name TEXT NOT NULL,
  city TEXT NOT NULL DEFAULT '',
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  start_time TEXT NOT NULL DEFAULT '',
  end_time TEXT NOT NULL DEFAULT '',
  entry_time TEXT NOT NULL DEFAULT '',
  title TEXT NOT NULL,
  alias TEXT NOT NULL,
  introduction TEXT NOT NULL DEFAULT '',
  -- JSON: { title, url } or NULL.
  external_link TEXT,
  -- JSON: the address (line1, postal code, locality, organisation).
  address TEXT NOT NULL DEFAULT '{}',
  lat REAL,
  lon REAL
);
-- Lists run soonest first; rows that ended are skipped by end_date.
CREATE INDEX activity_region_start ON activity_index (region_id, start_date, start_time);
CREATE INDEX activity_region_type_start ON activity_index (region_id, type_id, start_date, start_time);
CREATE INDEX activity_region_city_start ON activity_index (region_id, city, start_date, start_time);
CREATE INDEX activity_location_start ON activity_index (location_id, start_date, start_time);
CREATE INDEX activity_type_start ON activity_index (type_id, start_date, start_time);
CREATE INDEX activity_start ON activity_index (start_date, start_time);

-- The places each region serves (its municipalities) with their points: the
-- region search takes the region of the served place nearest to the visitor's.
CREATE TABLE region_area (
  region_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  lat REAL NOT NULL,
  lon REAL NOT NULL
);
CREATE INDEX region_area_region ON region_area (region_id);
