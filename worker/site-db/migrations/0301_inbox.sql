-- SITE_DB numbers 0300-0399 belong to ask an expert and the inbox (issue 39).
-- This file: contact requests and conversations between members, and blocks
-- (worker/community/inbox/). Account ids without foreign keys, as in 0300.

-- One contact per pair of members: a request (with its first message) that
-- the receiver accepts or declines. A declined request stays 'declined' for
-- the receiver's side only: the requester keeps seeing it as sent (spec
-- section 4: the requester is not informed). Removing a contact deletes the
-- row and every message, for both.
CREATE TABLE member_contacts (
  id INTEGER PRIMARY KEY,
  requester_id INTEGER NOT NULL,
  receiver_id INTEGER NOT NULL,
  -- pending | accepted | declined
  state TEXT NOT NULL,
  created_at TEXT NOT NULL,
  decided_at TEXT,
  last_message_at TEXT NOT NULL,
  -- Messages each side has not read yet (the account menu's count).
  requester_unread INTEGER NOT NULL DEFAULT 0,
  receiver_unread INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX member_contacts_pair ON member_contacts (min(requester_id, receiver_id), max(requester_id, receiver_id));
-- A member's contacts and requests, newest activity first, from either side.
CREATE INDEX member_contacts_requester ON member_contacts (requester_id, last_message_at);
CREATE INDEX member_contacts_receiver ON member_contacts (receiver_id, state, last_message_at);
-- The daily limit of requests sent.
CREATE INDEX member_contacts_sent ON member_contacts (requester_id, created_at);

-- The messages of a contact, the request's first message included. A
-- moderator may hide a reported one (hidden_at); its text then shows to no one.
CREATE TABLE member_messages (
  id INTEGER PRIMARY KEY,
  contact_id INTEGER NOT NULL REFERENCES member_contacts (id),
  sender_id INTEGER NOT NULL,
  -- Rich text JSON (shared/format/rich-text.ts).
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  hidden_at TEXT
);
CREATE INDEX member_messages_contact ON member_messages (contact_id, id);

-- A member blocked by another: their requests and messages no longer reach the blocker.
CREATE TABLE member_blocks (
  blocker_id INTEGER NOT NULL,
  blocked_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (blocker_id, blocked_id)
) WITHOUT ROWID;
