-- Vacancy searches near a place (issue 15) read the same latitude bands as the
-- help-nearby searches (migration 0023, origin/geo/near.ts): one seek per
-- band of a tenth of a degree and a longitude range inside it. The index
-- carries scope and apply-before date, so the vacancies in range that are of
-- another scope or closed are passed over on the index entry, without reading
-- their wide rows. Generated from lat, so the seeder writes nothing new.
ALTER TABLE vacancy_index ADD COLUMN lat_cell INTEGER GENERATED ALWAYS AS (CAST(floor(lat * 10) AS INTEGER)) VIRTUAL;
CREATE INDEX vacancy_cell ON vacancy_index (lat_cell, lon, lat, scope, apply_before);

-- A region's vacancies (and the national ones, region 0, after a place's):
-- the index carries the apply-before date, so counting the open ones reads the
-- index alone instead of every wide row.
DROP INDEX vacancy_index_region_seq;
CREATE INDEX vacancy_index_region_seq_open ON vacancy_index (region_id, seq, apply_before);
