-- The Dementietelefoon's opening hours (contract extension `/api/drupal/api/helpline`,
-- docs/offline-and-helpline.md): one row, the hours document as the CMS keeps it (JSON:
-- regular opens/closes and dated exceptions).
CREATE TABLE helpline_hours (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  payload TEXT NOT NULL
);
