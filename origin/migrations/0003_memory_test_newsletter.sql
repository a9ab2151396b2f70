-- The memory tests as content (questions, answer labels, intro, age options),
-- one JSON payload per kind, as GET /api/drupal/api/memory-test/{kind} serves it.
CREATE TABLE memory_tests (
  kind TEXT PRIMARY KEY,
  payload TEXT NOT NULL
);

-- Newsletter sign-ups received by POST /api/v1/forms/region/newsletter/send:
-- the backend's side of the form, kept so a local run shows what arrived.
-- Visitor data, so the demo-content seeder never deletes these rows.
CREATE TABLE newsletter_signups (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recipient_email TEXT NOT NULL,
  region TEXT NOT NULL DEFAULT '',
  regio_recipient_email TEXT NOT NULL DEFAULT '',
  rendered_at TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  received_at TEXT NOT NULL
);
CREATE INDEX newsletter_signups_region ON newsletter_signups (region, received_at);
