-- The embedded origin's content store: a small stand-in for the CMS and backend.
-- Pages keep their CMS fields as JSON (the payload the contract describes);
-- the columns beside it are what the origin needs to find and list them.

CREATE TABLE nodes (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL,
  title TEXT NOT NULL,
  alias TEXT NOT NULL UNIQUE,
  status INTEGER NOT NULL DEFAULT 1,
  created TEXT NOT NULL,
  changed TEXT NOT NULL,
  parent_id INTEGER,
  revision_id INTEGER NOT NULL,
  fields TEXT NOT NULL
);
CREATE INDEX nodes_type ON nodes (type, status);
CREATE INDEX nodes_parent ON nodes (parent_id);

-- Revisions an editor can preview; the published one lives in nodes.
CREATE TABLE node_revisions (
  revision_id INTEGER PRIMARY KEY,
  node_id INTEGER NOT NULL,
  entity_type TEXT NOT NULL DEFAULT 'node',
  title TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 0,
  changed TEXT NOT NULL,
  fields TEXT NOT NULL
);
CREATE INDEX node_revisions_node ON node_revisions (node_id);

CREATE TABLE menu_items (
  id TEXT PRIMARY KEY,
  menu TEXT NOT NULL,
  parent_id TEXT,
  title TEXT NOT NULL,
  url TEXT NOT NULL,
  external INTEGER NOT NULL DEFAULT 0,
  description TEXT,
  weight INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX menu_items_menu ON menu_items (menu, weight);

CREATE TABLE terms (
  tid INTEGER PRIMARY KEY,
  vocabulary TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT,
  weight INTEGER NOT NULL DEFAULT 0,
  parent INTEGER,
  status INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX terms_vocabulary ON terms (vocabulary, weight);

CREATE TABLE redirects (
  source TEXT PRIMARY KEY,
  target TEXT NOT NULL
);

-- Seed bookkeeping: which version of the demo content is loaded.
CREATE TABLE origin_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
