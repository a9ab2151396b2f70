-- Totals of activity lists count the activities that end today or later.
-- With the end date beside the list's key these counts read only the index
-- (covering), instead of every row of a national type or a region.
CREATE INDEX activity_type_end ON activity_index (type_id, end_date);
CREATE INDEX activity_region_end ON activity_index (region_id, end_date);
-- Searches near a place start from the locations in range: the count, the
-- types near a place (covering: type id and name) and a page when few
-- locations are in range (origin/routes/activities.ts closestIndex).
CREATE INDEX activity_location_end ON activity_index (location_id, end_date, type_id, type_name);
CREATE INDEX activity_location_type_end ON activity_index (location_id, type_id, end_date);
