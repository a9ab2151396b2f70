-- SITE_DB numbers 0300-0399 belong to ask an expert and the inbox (issue 39).
-- This file: expert groups and topics, the experts' public profiles, the
-- questions visitors and members ask, the answers and reactions, and the
-- anonymised questions and answers published on a topic (worker/community/experts/).
--
-- Account ids are plain integers here, without a foreign key: the demo seeders
-- replace the demo accounts (worker/community/forum/demo/seed.ts deletes them
-- before it writes new ones), and accounts themselves are never deleted, only
-- anonymised (worker/community/accounts.ts).

-- Groups of experts ('Casemanagers', 'Juridisch', ...), shown ordered by weight.
CREATE TABLE expert_groups (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  weight INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX expert_groups_weight ON expert_groups (weight, id);

-- Topics of a group, each with its published questions and answers.
CREATE TABLE expert_topics (
  id INTEGER PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES expert_groups (id),
  slug TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  weight INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX expert_topics_slug ON expert_topics (group_id, slug);
CREATE INDEX expert_topics_weight ON expert_topics (group_id, weight, id);

-- An expert's public profile: an account with the role 'expert' (or moderator)
-- that belongs to one group. The photo is the account's own.
CREATE TABLE expert_profiles (
  account_id INTEGER PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES expert_groups (id),
  display_name TEXT NOT NULL,
  profession TEXT NOT NULL,
  introduction TEXT NOT NULL,
  weight INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL
);
CREATE INDEX expert_profiles_group ON expert_profiles (group_id, weight, account_id);

-- A question to a group's experts. The personal columns (question, name,
-- email, phone, relationship, phase) are visible only to the group's experts
-- and to moderators, and are emptied 12 months after the question is closed
-- (purged_at set); the row stays as a receipt.
CREATE TABLE expert_questions (
  id INTEGER PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES expert_groups (id),
  topic_id INTEGER REFERENCES expert_topics (id),
  -- open (waits for an expert) | claimed (an expert works on it) | answered
  -- (answered by mail, the asker may react for 30 days) | closed
  state TEXT NOT NULL,
  question TEXT,
  name TEXT,
  email TEXT,
  phone TEXT,
  relationship TEXT,
  phase TEXT,
  -- mail | phone: how the asker wants the answer
  contact TEXT NOT NULL,
  -- The member who asked while logged in (NULL: a visitor).
  asker_id INTEGER,
  -- The form post's idempotency key: a double click is one question.
  submission_id TEXT UNIQUE,
  created_at TEXT NOT NULL,
  -- Since when it waits in the queue (asked, or reacted to): oldest first.
  waiting_since TEXT NOT NULL,
  claimed_by INTEGER,
  claimed_at TEXT,
  -- The expert who answered last: the asker's reaction goes back to them.
  answered_by INTEGER,
  answered_at TEXT,
  -- The signed reply link works until then (30 days after the last answer by mail).
  reply_until TEXT,
  closed_at TEXT,
  purged_at TEXT
);
-- The queue: a group's questions in a state, oldest first.
CREATE INDEX expert_questions_queue ON expert_questions (group_id, state, waiting_since, id);
-- A moderator's queue: every group's questions in a state, oldest first.
CREATE INDEX expert_questions_state ON expert_questions (state, waiting_since, id);
-- An expert's own questions (claimed, or answered and awaiting a reaction).
CREATE INDEX expert_questions_expert ON expert_questions (claimed_by, state, waiting_since);
CREATE INDEX expert_questions_answered ON expert_questions (answered_by, state, answered_at);
-- The cron: answered questions whose reply time is over, closed questions to purge.
CREATE INDEX expert_questions_reply ON expert_questions (state, reply_until);
CREATE INDEX expert_questions_closed ON expert_questions (closed_at) WHERE purged_at IS NULL;

-- What happened to a question after it was asked: an answer by mail (rich
-- text, as the forum stores posts), a phone call with a short note, the
-- asker's reaction through the reply link. Deleted with the personal data.
CREATE TABLE expert_messages (
  id INTEGER PRIMARY KEY,
  question_id INTEGER NOT NULL REFERENCES expert_questions (id),
  -- answer | phone | reaction
  kind TEXT NOT NULL,
  expert_id INTEGER,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX expert_messages_question ON expert_messages (question_id, id);

-- An anonymised question and answer on a topic: proposed by an expert,
-- published once a moderator approves it (the moderation queue, kind 'expert-qa').
CREATE TABLE expert_publications (
  id INTEGER PRIMARY KEY,
  topic_id INTEGER NOT NULL REFERENCES expert_topics (id),
  question_id INTEGER,
  expert_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  -- Plain text, as the expert anonymised it.
  question TEXT NOT NULL,
  -- Rich text JSON (shared/format/rich-text.ts).
  answer TEXT NOT NULL,
  -- proposed | published | declined
  state TEXT NOT NULL,
  proposed_at TEXT NOT NULL,
  published_at TEXT,
  decided_by INTEGER
);
CREATE INDEX expert_publications_topic ON expert_publications (topic_id, state, published_at, id);
CREATE INDEX expert_publications_expert ON expert_publications (expert_id, state, published_at);

-- Which expert demo content (worker/community/experts/demo/) this database holds.
CREATE TABLE expert_demo (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version TEXT NOT NULL
);
