-- SITE_DB numbers 0100-0199 (forum and its shared community pieces). This
-- file: moderation for every community text (worker/community/moderation/):
-- the review queue, reports, watched words and the audit log. A subject is
-- named by its kind ('post' for a forum post; later blog posts, comments) and id.

-- One open item per subject that needs a moderator: a new member's post held
-- for review, a reported post, a post with a flagged word. Closed items stay
-- (the audit log says what was done).
CREATE TABLE moderation_items (
  id INTEGER PRIMARY KEY,
  subject_kind TEXT NOT NULL,
  subject_id INTEGER NOT NULL,
  -- review (held until approved) | report | flag
  cause TEXT NOT NULL,
  report_count INTEGER NOT NULL DEFAULT 0,
  opened_at TEXT NOT NULL,
  closed_at TEXT,
  closed_by INTEGER REFERENCES accounts (id),
  -- approved | hidden | dismissed | restored | deleted
  outcome TEXT
);
-- The queue: open items, oldest first.
CREATE INDEX moderation_items_open ON moderation_items (opened_at, id) WHERE closed_at IS NULL;
CREATE UNIQUE INDEX moderation_items_subject ON moderation_items (subject_kind, subject_id) WHERE closed_at IS NULL;

-- A member's report of a subject, with a reason (a choice) and an optional note.
CREATE TABLE moderation_reports (
  id INTEGER PRIMARY KEY,
  item_id INTEGER NOT NULL REFERENCES moderation_items (id),
  subject_kind TEXT NOT NULL,
  subject_id INTEGER NOT NULL,
  reporter_id INTEGER NOT NULL REFERENCES accounts (id),
  reason TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
-- One report per member per subject; the item's reports in order.
CREATE UNIQUE INDEX moderation_reports_once ON moderation_reports (subject_kind, subject_id, reporter_id);
CREATE INDEX moderation_reports_item ON moderation_reports (item_id, created_at);

-- Words moderators watch, folded (shared/contract/fold.ts), each with what happens to a text holding it.
CREATE TABLE moderation_words (
  word TEXT PRIMARY KEY,
  -- refuse | review | flag
  action TEXT NOT NULL,
  added_by INTEGER REFERENCES accounts (id),
  added_at TEXT NOT NULL
);

-- Every moderation act: who, what, when, why. Kept for two years (docs/community.md).
CREATE TABLE moderation_log (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  moderator_id INTEGER REFERENCES accounts (id),
  -- approve | hide | restore | dismiss | lock | unlock | move | word-add | word-remove
  action TEXT NOT NULL,
  subject_kind TEXT NOT NULL,
  subject_id INTEGER NOT NULL,
  reason TEXT NOT NULL DEFAULT '',
  -- What changed, for a person reading the log ('van Mantelzorg naar Rouw en verlies').
  detail TEXT NOT NULL DEFAULT ''
);
CREATE INDEX moderation_log_at ON moderation_log (at, id);
CREATE INDEX moderation_log_subject ON moderation_log (subject_kind, subject_id, at);
