import { describe, expect, it } from 'vitest';
import { csrfToken, csrfValid } from './csrf';

describe('anti-forgery token', () => {
  it('is signed once per hour and secret, and stays valid', async () => {
    const now = 1_790_000_000;
    const a = await csrfToken('geheim', now);
    expect(await csrfToken('geheim', now + 10)).toBe(a);
    expect(await csrfValid('geheim', a, now)).toBe(true);
    const nextHour = await csrfToken('geheim', now + 3600);
    expect(nextHour).not.toBe(a);
    expect(await csrfValid('geheim', nextHour, now + 3600)).toBe(true);
    const other = await csrfToken('ander-geheim', now + 3600);
    expect(other).not.toBe(nextHour);
    expect(await csrfValid('geheim', other, now + 3600)).toBe(false);
  });
});
