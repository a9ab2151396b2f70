-- The form outbox (worker/outbox/): every accepted form submission is a row
-- here (and its attachment an object in FORM_UPLOADS) before the visitor is
-- told it arrived; the queue consumer delivers it to the upstream.
--
-- Personal data lives only in `fields` and the attachment, and only until the
-- upstream has accepted the submission: then both are deleted and the row stays
-- as a receipt (id, kind, region, times, status, attempts) for 90 days.
CREATE TABLE form_outbox (
  -- The idempotency key issued with the form (signed): one row per submission,
  -- however often it is posted, enqueued or redelivered.
  id TEXT PRIMARY KEY,
  -- 'application' | 'newsletter'
  kind TEXT NOT NULL,
  -- The upstream path it is posted to (spec section 7).
  target TEXT NOT NULL,
  -- The region it is routed to ('' for national): for ops, not personal.
  region TEXT NOT NULL DEFAULT '',
  -- stored → queued → sending → delivered | dead (→ discarded, personal data gone)
  status TEXT NOT NULL,
  -- The multipart text fields as JSON (personal); NULL once delivered or discarded.
  fields TEXT,
  -- The attachment in FORM_UPLOADS (key, file name, type, bytes); NULL without one or once delivered.
  attachment_key TEXT,
  attachment_name TEXT,
  attachment_type TEXT,
  attachment_bytes INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0,
  -- Why the last attempt failed ('upstream answered 503', 'timeout'): never a value.
  last_error TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  -- When the queue should bring it back (after a failed attempt); the sweep re-enqueues rows long past it.
  next_attempt_at TEXT,
  -- A consumer's claim on the row while it sends it (ISO time until which the claim holds).
  lease_until TEXT,
  delivered_at TEXT
);
CREATE INDEX form_outbox_status ON form_outbox (status, updated_at);
