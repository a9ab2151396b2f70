/**
 * How the outbox retries and how long it keeps what (docs/operations.md: what is
 * kept where). The queue brings a failed submission back after the delay of its
 * attempt (its own retry with delay); after MAX_ATTEMPTS it is a dead letter
 * that ops retry or discard through the admin API.
 */

/** Attempts before a submission becomes a dead letter: about 8.5 hours of trying. */
export const MAX_ATTEMPTS = 10;

/** Delay (seconds) before attempt n+1 after attempt n failed: 10 s, 30 s, 1 min, 5 min, 15 min, 30 min, 1 h, 2 h, 4 h. */
const DELAYS = [10, 30, 60, 300, 900, 1800, 3600, 7200, 14400];

export function retryDelaySeconds(attempts: number): number {
  return DELAYS[Math.min(Math.max(attempts, 1), DELAYS.length) - 1]!;
}

/** A claim on a row while one consumer sends it; longer than one upstream call can take. */
export const LEASE_SECONDS = 120;

/** A stored row not enqueued after this long is enqueued by the sweep (the send after storing failed). */
export const STORED_GRACE_SECONDS = 60;

/** A queued row this long past its next attempt has lost its message: the sweep enqueues it again. */
export const LOST_MESSAGE_SECONDS = 15 * 60;

/** Receipts (no personal data) are kept this long after delivery, then deleted. */
export const RECEIPT_DAYS = 90;

/** A dead letter keeps its personal data this long for ops to retry; then it is erased (status 'discarded'). */
export const DEAD_LETTER_DAYS = 30;

/** Upstream answers worth trying again: a timeout, too many requests, and every server error. */
export const isRetryableStatus = (status: number): boolean => status === 408 || status === 429 || status >= 500;
