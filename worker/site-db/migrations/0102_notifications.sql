-- SITE_DB numbers 0100-0199 (forum and its shared community pieces). This
-- file: following and notifications (worker/community/notifications/), for
-- every community feature: a target is a kind ('conversation', 'topic'; later
-- 'blog') and an id.

-- A member's level per target: follow (every new reply, by mail when allowed),
-- track (counted as unread, no mail) or mute (nothing).
CREATE TABLE community_follows (
  account_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  target_id INTEGER NOT NULL,
  level TEXT NOT NULL,
  -- The target's last activity, so a member's followed list is one index walk.
  activity_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (account_id, kind, target_id)
) WITHOUT ROWID;
CREATE INDEX community_follows_target ON community_follows (kind, target_id, level);
CREATE INDEX community_follows_recent ON community_follows (account_id, kind, activity_at);

-- New activity a member follows that no mail has told them of yet: one row per
-- member and target, however many replies came (the digest reads and empties it).
CREATE TABLE community_pending (
  account_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  target_id INTEGER NOT NULL,
  -- The first new position (reply) not mailed yet, and how many came since.
  first_position INTEGER NOT NULL,
  count INTEGER NOT NULL,
  first_at TEXT NOT NULL,
  PRIMARY KEY (account_id, kind, target_id)
) WITHOUT ROWID;

-- When a member was last seen on the site (the digest waits while they are
-- active) and last mailed (at most one digest an hour).
CREATE TABLE community_mail_state (
  account_id INTEGER PRIMARY KEY,
  last_seen_at TEXT,
  last_digest_at TEXT
);

-- The development mailbox shows a mail's own headers (List-Unsubscribe).
ALTER TABLE dev_mailbox ADD COLUMN headers TEXT NOT NULL DEFAULT '{}';
