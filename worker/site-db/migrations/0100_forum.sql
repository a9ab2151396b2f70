-- SITE_DB numbers 0100-0199 belong to the forum and the community pieces it
-- brings for every later feature (blogs, experts, inbox): moderation,
-- notifications and the community search index. This file: topics, groups,
-- conversations and posts (worker/community/forum/).

-- Topics of the forum (categories), shown ordered by weight.
CREATE TABLE forum_topics (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  weight INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX forum_topics_weight ON forum_topics (weight, id);

-- Discussion groups: open (anyone may join) or closed (members only see its conversations).
CREATE TABLE community_groups (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  -- open | closed
  membership TEXT NOT NULL,
  weight INTEGER NOT NULL DEFAULT 0,
  member_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX community_groups_weight ON community_groups (weight, id);

CREATE TABLE group_members (
  group_id INTEGER NOT NULL REFERENCES community_groups (id),
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  joined_at TEXT NOT NULL,
  PRIMARY KEY (group_id, account_id)
) WITHOUT ROWID;
CREATE INDEX group_members_account ON group_members (account_id, group_id);

-- A conversation: in the forum (topic_id set, group_id NULL) or in a group (group_id set).
CREATE TABLE forum_conversations (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  topic_id INTEGER REFERENCES forum_topics (id),
  group_id INTEGER REFERENCES community_groups (id),
  author_id INTEGER NOT NULL REFERENCES accounts (id),
  created_at TEXT NOT NULL,
  -- The last published reply's time (the opening post's at first): lists sort by it.
  last_activity_at TEXT NOT NULL,
  -- Published replies (every numbered position after the opening post).
  reply_count INTEGER NOT NULL DEFAULT 0,
  -- held (its opening post waits for review) | open | hidden (its opening post was hidden by a moderator)
  state TEXT NOT NULL,
  locked INTEGER NOT NULL DEFAULT 0
);
-- The forum overview (group_id IS NULL), a group's list (group_id = ?) and a topic's list, last activity first.
CREATE INDEX forum_conversations_space ON forum_conversations (group_id, state, last_activity_at, id);
CREATE INDEX forum_conversations_topic ON forum_conversations (topic_id, state, last_activity_at, id);

-- A post: the opening post (position 0) or a reply (1, 2, ... in order of publication).
-- The body is the rich-text JSON of blocks and entities (shared/format/rich-text.ts).
CREATE TABLE forum_posts (
  id INTEGER PRIMARY KEY,
  conversation_id INTEGER NOT NULL REFERENCES forum_conversations (id),
  -- NULL while the post waits for review, or when review refused it.
  position INTEGER,
  opening INTEGER NOT NULL DEFAULT 0,
  author_id INTEGER NOT NULL REFERENCES accounts (id),
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  published_at TEXT,
  edited_at TEXT,
  -- held | visible | hidden | deleted | refused
  state TEXT NOT NULL,
  -- A watched word with the action 'flag' was found: visible, and in the moderators' queue.
  flagged INTEGER NOT NULL DEFAULT 0
);
-- A page of a conversation is a range of positions; NULL positions (held posts) are distinct in SQLite.
CREATE UNIQUE INDEX forum_posts_position ON forum_posts (conversation_id, position);
-- A member's recent posts: rate limits, the first posts that wait for review.
CREATE INDEX forum_posts_author ON forum_posts (author_id, created_at);

-- Read marks: the highest position a member has seen in a conversation.
CREATE TABLE forum_reads (
  account_id INTEGER NOT NULL,
  conversation_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (account_id, conversation_id)
) WITHOUT ROWID;

-- Which demo content (worker/community/forum/demo/) this database holds.
CREATE TABLE community_demo (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version TEXT NOT NULL
);
