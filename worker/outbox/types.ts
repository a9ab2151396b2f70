/**
 * What the outbox knows of a submission's kind: where it goes upstream (spec
 * section 7), or 'mail': a community mail the queue hands to the mailer
 * (notification digests, moderation notices: worker/community/mail/queued.ts).
 */
export type SubmissionKind = 'application' | 'newsletter' | 'mail';

export type OutboxStatus = 'stored' | 'queued' | 'sending' | 'delivered' | 'dead' | 'discarded';

/** An attachment on its way out: kept in FORM_UPLOADS until delivered. */
export interface OutboxAttachment {
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

/** One submission to keep: the multipart text fields and at most one file. */
export interface OutboxEntry {
  id: string;
  kind: SubmissionKind;
  /** Upstream path it is posted to. */
  target: string;
  /** Region it is routed to ('' for national); shown to ops, not personal. */
  region: string;
  /** The multipart text fields (a submission), or a mail as JSON (kind 'mail'). */
  fields: Readonly<Record<string, unknown>>;
  attachment?: OutboxAttachment | null;
}

/** The multipart field of the attachment upstream (spec section 7). */
export const ATTACHMENT_FIELD = 'Attachment';

/** The queue message: only the row's id, never a value. */
export interface SubmissionMessage {
  id: string;
}

/** A receipt as ops see it: no personal data. */
export interface OutboxReceipt {
  id: string;
  kind: SubmissionKind;
  region: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  hasAttachment: boolean;
  createdAt: string;
  updatedAt: string;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}
