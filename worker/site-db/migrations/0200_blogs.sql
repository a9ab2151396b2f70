-- SITE_DB numbers 0200-0299 (blogs and poems, the editor's image picker; issue 38).
-- This file: blogs, their entries and reactions, and the pictures of the
-- editors' image storage (worker/community/blogs/, worker/community/pictures/).
-- Following a blogger, the moderators' queue and the search index are the
-- community's shared tables (0101-0103): kinds 'blog', 'entry' and 'reaction'.

-- A member's blog: its own title and introduction. Every member has a blog at
-- /blogs/{username}; the row is made when they first write or set it up.
CREATE TABLE blogs (
  account_id INTEGER PRIMARY KEY REFERENCES accounts (id),
  title TEXT NOT NULL,
  intro TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- An entry: a blog post or a poem. Public ones are for everyone (indexed, in
-- the sitemap and the page cache); 'members' ones only for logged-in members.
CREATE TABLE blog_entries (
  id INTEGER PRIMARY KEY,
  author_id INTEGER NOT NULL REFERENCES accounts (id),
  -- Unique per blog, kept when the title changes (the address stays).
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  -- blog | poem
  kind TEXT NOT NULL,
  -- public | members
  visibility TEXT NOT NULL,
  -- The spec's rich-text JSON (shared/format/rich-text.ts).
  body TEXT NOT NULL,
  -- A picture of the editors' storage (its name in the container 'pictures'), and its text.
  header_image TEXT,
  header_alt TEXT NOT NULL DEFAULT '',
  -- draft (only the author) | held (waits for a moderator) | published | hidden | refused | deleted
  state TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  published_at TEXT,
  reaction_count INTEGER NOT NULL DEFAULT 0,
  flagged INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX blog_entries_slug ON blog_entries (author_id, slug);
-- The overview, newest first: members see every published entry, visitors the public ones; each with the kind filter.
CREATE INDEX blog_entries_all ON blog_entries (published_at, id) WHERE state = 'published';
CREATE INDEX blog_entries_all_kind ON blog_entries (kind, published_at, id) WHERE state = 'published';
CREATE INDEX blog_entries_public ON blog_entries (visibility, published_at, id) WHERE state = 'published';
CREATE INDEX blog_entries_public_kind ON blog_entries (visibility, kind, published_at, id) WHERE state = 'published';
-- A blog's entries (and the author's drafts), newest first.
CREATE INDEX blog_entries_author ON blog_entries (author_id, state, published_at, id);

-- Members' reactions under an entry, oldest first (like the forum's replies).
CREATE TABLE blog_reactions (
  id INTEGER PRIMARY KEY,
  entry_id INTEGER NOT NULL REFERENCES blog_entries (id),
  author_id INTEGER NOT NULL REFERENCES accounts (id),
  body TEXT NOT NULL,
  -- held | visible | hidden | refused | deleted
  state TEXT NOT NULL,
  created_at TEXT NOT NULL,
  edited_at TEXT,
  flagged INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX blog_reactions_entry ON blog_reactions (entry_id, created_at, id);
-- A member's recent reactions (the rate limit).
CREATE INDEX blog_reactions_author ON blog_reactions (author_id, created_at);

-- The editors' image storage (spec section 7): the blobs themselves are in R2
-- (COMMUNITY_MEDIA, key 'pictures/{name}' and the copies' containers); this
-- is their list, newest first (R2 lists by name only).
CREATE TABLE editor_pictures (
  name TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  alt TEXT NOT NULL DEFAULT '',
  uploaded_by INTEGER REFERENCES accounts (id),
  created_at TEXT NOT NULL
);
CREATE INDEX editor_pictures_recent ON editor_pictures (created_at, name);

-- Which version of the blogs' demo content is loaded (worker/community/blogs/demo/).
CREATE TABLE blog_demo (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version TEXT NOT NULL
);
