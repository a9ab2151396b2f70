import { describe, expect, it } from 'vitest';
import { checkSubmissionKey, derivedSubmissionId, issueSubmissionKey, KEY_MAX_AGE_SECONDS } from './submission-key';

const SECRET = 'a-secret-of-enough-length';
const NOW = 1_800_000_000;

describe('signed submission keys', () => {
  it('gives the same id for the same key: one submission however often it is posted', async () => {
    const key = await issueSubmissionKey(SECRET, 'application:7', NOW - 60);
    const a = await checkSubmissionKey(SECRET, 'application:7', key, NOW, 3);
    const b = await checkSubmissionKey(SECRET, 'application:7', key, NOW + 5, 3);
    expect(a).toEqual({ ok: true, id: key.split('.')[1], issuedAt: NOW - 60 });
    expect(b).toEqual(a);
  });

  it('issues a different key every time', async () => {
    expect(await issueSubmissionKey(SECRET, 's', NOW)).not.toBe(await issueSubmissionKey(SECRET, 's', NOW));
  });

  it.each([
    ['within the minimum fill time', 2, 'too-fast'],
    ['at the minimum fill time', 3, true],
    ['at its age limit', KEY_MAX_AGE_SECONDS, true],
    ['past its age limit', KEY_MAX_AGE_SECONDS + 1, 'expired'],
  ] as const)('checks a key %s', async (_, age, outcome) => {
    const key = await issueSubmissionKey(SECRET, 'x', NOW - age);
    const result = await checkSubmissionKey(SECRET, 'x', key, NOW, 3);
    expect(result.ok ? true : result.reason).toBe(outcome);
  });

  it('refuses a key of another scope, another secret, a changed time or garbage', async () => {
    const key = await issueSubmissionKey(SECRET, 'application:7', NOW - 60);
    const [issued, nonce, sig] = key.split('.');
    for (const [scope, secret, value] of [
      ['application:8', SECRET, key],
      ['application:7', 'another-secret-entirely', key],
      ['application:7', SECRET, `${Number(issued) - 100}.${nonce}.${sig}`],
      ['application:7', SECRET, 'x'],
      ['application:7', '', key],
    ]) {
      expect(await checkSubmissionKey(secret!, scope!, value!, NOW, 3)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('derives one id from the same parts, and reveals nothing of them', async () => {
    const id = await derivedSubmissionId(SECRET, ['newsletter', 'naam@voorbeeld.nl', '']);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(await derivedSubmissionId(SECRET, ['newsletter', 'naam@voorbeeld.nl', ''])).toBe(id);
    expect(await derivedSubmissionId(SECRET, ['newsletter', 'ander@voorbeeld.nl', ''])).not.toBe(id);
  });
});
