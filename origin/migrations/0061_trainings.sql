-- The free online trainings and the carer self-test as content (docs/training.md).
-- Origin migrations 0060-0069 belong to the trainings (0060 itself went to the helpline hours).

-- One training per row: its JSON payload as GET /api/drupal/api/training/{slug}
-- serves it; `weight` orders the list on the landing page.
CREATE TABLE trainings (
  slug TEXT PRIMARY KEY,
  weight INTEGER NOT NULL,
  payload TEXT NOT NULL
);

-- The other training documents by key: 'index' (the landing page's texts and
-- the GOED method) and 'carer-test' (the mantelzorgtest).
CREATE TABLE training_documents (
  key TEXT PRIMARY KEY,
  payload TEXT NOT NULL
);
