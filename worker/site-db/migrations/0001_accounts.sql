-- The community's accounts, in the site's own database (SITE_DB), not the
-- embedded origin's. Numbers 0001-0019 belong to the community; the form
-- outbox of issue 16 starts at 0020.

-- One row per account. A deleted account keeps its row (id, role, dates) so
-- what it wrote in the community stays attributed to 'Verwijderde gebruiker';
-- every personal column is emptied (worker/community/accounts.ts: anonymise).
CREATE TABLE accounts (
  id INTEGER PRIMARY KEY,
  -- Lowercased and trimmed; NULL once the account is deleted.
  email TEXT UNIQUE,
  -- As the member typed it; username_key is its lowercase form (unique, case-insensitively).
  username TEXT,
  username_key TEXT UNIQUE,
  -- 'pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>' (worker/community/passwords.ts).
  password_hash TEXT,
  -- unverified | active | blocked | deleted
  status TEXT NOT NULL DEFAULT 'unverified',
  -- member | expert | moderator
  role TEXT NOT NULL DEFAULT 'member',
  created_at TEXT NOT NULL,
  verified_at TEXT,
  deleted_at TEXT,
  terms_accepted_at TEXT,
  newsletter INTEGER NOT NULL DEFAULT 0,
  -- The profile: JSON of the optional answers (shared/forms/community/profile.ts).
  profile TEXT NOT NULL DEFAULT '{}',
  -- Public or private profile page, mail notifications, affiliate consent (JSON list).
  visibility TEXT NOT NULL DEFAULT 'private',
  notifications INTEGER NOT NULL DEFAULT 1,
  affiliate TEXT NOT NULL DEFAULT '[]',
  -- The profile photo in COMMUNITY_MEDIA: its key and content type (checked by content).
  photo_key TEXT,
  photo_type TEXT
);
CREATE INDEX accounts_status ON accounts (status);

-- Sessions: only the SHA-256 of the random token is stored; the cookie holds the token.
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX sessions_account ON sessions (account_id);
CREATE INDEX sessions_expires ON sessions (expires_at);

-- Single-use links sent by mail (verify, reset, delete): only the SHA-256 of the token is stored.
CREATE TABLE account_tokens (
  token_hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX account_tokens_account ON account_tokens (account_id, purpose);

-- The development mailbox (/_post): every mail the outbox adapter "sent".
-- Never written in production (the HTTP adapter sends instead).
CREATE TABLE dev_mailbox (
  id INTEGER PRIMARY KEY,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
