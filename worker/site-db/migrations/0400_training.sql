-- The trainings' certificates and the tips mail series (docs/training.md).
-- Numbers 0400-0499 belong to the trainings and the carer test.

-- One certificate per sent certificate form (submission_id: the form's
-- idempotency key, so a double post makes one certificate). What is printed on
-- it and shown on its public verification page /certificaat/{code}; never the
-- e-mail address.
CREATE TABLE certificates (
  -- 'ABCD-EFGH-JKLM': letters and digits that are not mistaken for each other.
  code TEXT PRIMARY KEY,
  submission_id TEXT NOT NULL UNIQUE,
  training_slug TEXT NOT NULL,
  -- The training's title when it was issued (an editor may rename it later).
  training_title TEXT NOT NULL,
  first_name TEXT NOT NULL,
  insertion TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL,
  score INTEGER NOT NULL,
  max_score INTEGER NOT NULL,
  issued_at TEXT NOT NULL
);

-- A tips series: 'mantelzorg' (monthly, six mails) or 'training' (every two
-- months, six mails). One row per address and series: a second sign-up keeps
-- the running series. The row (and with it the address) is deleted when the
-- last mail is queued or on unsubscribe; a queued mail's copy of the address
-- is deleted once it is sent (worker/outbox). AUTOINCREMENT: an id is never
-- reused, so an old unsubscribe link can never stop someone else's series.
CREATE TABLE tips_subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  series TEXT NOT NULL,
  email TEXT NOT NULL,
  -- Mails queued so far.
  sent INTEGER NOT NULL DEFAULT 0,
  -- When the next mail is due (ISO); the cron queues what is due.
  next_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (series, email)
);
CREATE INDEX tips_subscriptions_due ON tips_subscriptions (next_at);

-- Attachments (the certificate) kept with a development mail, so what was sent
-- can be checked (its headers: migration 0102).
ALTER TABLE dev_mailbox ADD COLUMN attachments TEXT;
