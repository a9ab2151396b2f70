-- The backend's side of the form posts (spec section 7), as the embedded origin
-- keeps them: applications with their attachment (in MEDIA under
-- applications/), and newsletter sign-ups, each counted once per
-- Idempotency-Key (a retry of a post whose answer was lost is the same
-- submission). Visitor data: the demo-content seeder never deletes these rows.
ALTER TABLE newsletter_signups ADD COLUMN idempotency_key TEXT;
CREATE UNIQUE INDEX newsletter_signups_key ON newsletter_signups (idempotency_key);

CREATE TABLE vacancy_applications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  idempotency_key TEXT UNIQUE,
  vacancy_id TEXT NOT NULL,
  vacancy_type TEXT NOT NULL,
  vacancy_title TEXT NOT NULL,
  open INTEGER NOT NULL DEFAULT 0,
  region TEXT NOT NULL DEFAULT '',
  regio_recipient_email TEXT NOT NULL DEFAULT '',
  organisation_unit_key TEXT NOT NULL DEFAULT '',
  gender TEXT NOT NULL DEFAULT '',
  first_name TEXT NOT NULL,
  insertion TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL,
  city TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  education TEXT NOT NULL DEFAULT '',
  motivation TEXT NOT NULL DEFAULT '',
  linkedin TEXT NOT NULL DEFAULT '',
  honeypot TEXT NOT NULL DEFAULT '',
  attachment_key TEXT,
  attachment_name TEXT,
  attachment_type TEXT,
  attachment_bytes INTEGER,
  rendered_at TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  received_at TEXT NOT NULL
);
CREATE INDEX vacancy_applications_region ON vacancy_applications (region, received_at);
