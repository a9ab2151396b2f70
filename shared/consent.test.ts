import { describe, expect, it } from 'vitest';
import { ALL_ACCEPTED, consentCookie, decodeConsent, encodeConsent, readConsent, renewedConsentCookie, storedConsentValue } from './consent';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('consent cookie', () => {
  it('stores the choice per category with the day it was made, for 1000 days', () => {
    const cookie = consentCookie({ necessary: true, statistics: false, marketing: true }, true, day('2026-11-22'));
    expect(cookie).toBe('an_consent=v1.s0.m1.d20261122; Max-Age=86400000; Path=/; SameSite=Lax; Secure');
  });

  it('reads a choice back from a cookie string, and nothing from a foreign or broken one', () => {
    expect(readConsent(`a=1; an_consent=${encodeConsent(ALL_ACCEPTED)}; b=2`)).toEqual(ALL_ACCEPTED);
    expect(readConsent('a=1')).toBeNull();
    expect(readConsent('an_consent=%E0%A4%A')).toBeNull();
    expect(storedConsentValue('x_an_consent=1; an_consent= v1.s0.m0 ')).toBe('v1.s0.m0');
    expect(storedConsentValue('an_consent=')).toBe('');
    expect(storedConsentValue('other=1')).toBeNull();
    expect(decodeConsent('v2.s1.m1')).toBeNull();
    expect(decodeConsent('v1.s1.m0')).toEqual({ necessary: true, statistics: true, marketing: false });
  });

  it('renews a choice for what is left of its 1000 days, because browsers cap cookie lifetimes at 400', () => {
    const renewed = renewedConsentCookie('v1.s1.m1.d20261122', day('2027-11-22'), false);
    // 1000 days after 22 November 2026 (midnight UTC) minus 365 days and 12 hours.
    expect(renewed).toBe(`an_consent=v1.s1.m1.d20261122; Max-Age=${(635 * 86400 - 12 * 3600).toString()}; Path=/; SameSite=Lax`);
  });

  it('deletes a choice older than 1000 days, so the visitor is asked again', () => {
    expect(renewedConsentCookie('v1.s1.m1.d20230101', day('2026-11-22'), false)).toBe('an_consent=; Max-Age=0; Path=/; SameSite=Lax');
  });

  it('leaves a cookie without a day or an unknown value alone', () => {
    expect(renewedConsentCookie('v1.s1.m1', day('2026-11-22'), false)).toBeNull();
    expect(renewedConsentCookie('rubbish', day('2026-11-22'), false)).toBeNull();
  });
});
