-- Slide-in banners and the asset injector's CSS rules (spec section 3).

CREATE TABLE slideins (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  compact_title TEXT,
  text TEXT NOT NULL DEFAULT '',
  compact_text TEXT,
  status INTEGER NOT NULL DEFAULT 1,
  weight INTEGER NOT NULL DEFAULT 0,
  -- Page patterns, one per line, as editors type them.
  pages TEXT NOT NULL DEFAULT '',
  seconds INTEGER,
  form_id TEXT,
  script_id TEXT,
  -- JSON objects: { url, alt, title } and { title, url, external }.
  image TEXT,
  button TEXT
);

CREATE TABLE css_rules (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL,
  -- One path pattern per line.
  paths TEXT NOT NULL DEFAULT '',
  -- Content types, one per line.
  content_types TEXT NOT NULL DEFAULT '',
  condition TEXT NOT NULL DEFAULT 'AND' CHECK (condition IN ('AND', 'OR'))
);
