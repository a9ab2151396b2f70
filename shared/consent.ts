/**
 * Cookie consent: our own, stored in one first-party cookie for 1000 days
 * (spec section 9). Read and written in the browser only: pages are cached
 * whole by URL, so the server never varies HTML by this cookie. Analytics code
 * reads it with `readConsent(document.cookie)` and listens for CONSENT_EVENT.
 *
 * Browsers cap a cookie's lifetime (Chromium at 400 days), so the cookie also
 * carries the day of the choice, and the loader renews it on every
 * visit until 1000 days after that day (`renewedConsentCookie`). After that
 * the visitor is asked again.
 */

export const CONSENT_COOKIE = 'an_consent';
/**
 * Set on <html> by a head script before the first paint while no choice is
 * stored, so the banner at the top of the page is there from the start
 * instead of pushing the page down when the loader runs.
 */
export const CONSENT_ASK_CLASS = 'an-consent-ask';
/** The id of the cookie banner in every page (shared/ui/ConsentBanner.tsx, client/consent-banner.ts). */
export const CONSENT_BANNER_ID = 'an-consent';
/** 1000 days, in seconds. */
export const CONSENT_MAX_AGE = 1000 * 24 * 60 * 60;
/** Fired on window (a CustomEvent with the new Consent as detail) whenever consent is saved. */
export const CONSENT_EVENT = 'an:consent';

export const CONSENT_CATEGORIES = ['necessary', 'statistics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** What the visitor allowed. Necessary cookies need no consent and are always true. */
export interface Consent {
  necessary: true;
  statistics: boolean;
  marketing: boolean;
}

export const ALL_ACCEPTED: Consent = { necessary: true, statistics: true, marketing: true };
export const ONLY_NECESSARY: Consent = { necessary: true, statistics: false, marketing: false };

const DAY_MS = 86_400_000;
const CONSENT_DAYS = 1000;
const VALUE = /^v1\.s([01])\.m([01])(?:\.d(\d{4})(\d{2})(\d{2}))?$/;

const dayStamp = (date: Date) => date.toISOString().slice(0, 10).replace(/-/g, '');

/** The cookie value: version, one flag per optional category, the day of the choice ('v1.s1.m0.d20261122'). */
export function encodeConsent(consent: Consent, now: Date = new Date()): string {
  return `v1.s${consent.statistics ? 1 : 0}.m${consent.marketing ? 1 : 0}.d${dayStamp(now)}`;
}

export function decodeConsent(value: string): Consent | null {
  const m = VALUE.exec(value.trim());
  return m ? { necessary: true, statistics: m[1] === '1', marketing: m[2] === '1' } : null;
}

/**
 * The cookie string that renews a stored choice for the rest of its 1000 days,
 * the string that deletes it once they are over, or null when there is nothing
 * to do (no choice, or one without a day).
 */
export function renewedConsentCookie(value: string, now: Date, secure: boolean): string | null {
  const m = VALUE.exec(value.trim());
  if (!m || !m[3]) return null;
  const chosen = Date.UTC(Number(m[3]), Number(m[4]) - 1, Number(m[5]));
  const left = Math.floor((chosen + CONSENT_DAYS * DAY_MS - now.getTime()) / 1000);
  return `${CONSENT_COOKIE}=${left > 0 ? value.trim() : ''}; Max-Age=${Math.max(0, left)}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The stored value of the consent cookie in a cookie string (`document.cookie` or a Cookie header), or null. */
export function storedConsentValue(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === CONSENT_COOKIE) return part.slice(eq + 1).trim();
  }
  return null;
}

/** Consent from a cookie string; null when not given yet (or not readable). */
export function readConsent(cookies: string): Consent | null {
  const value = storedConsentValue(cookies);
  if (value === null) return null;
  try {
    return decodeConsent(decodeURIComponent(value));
  } catch {
    // A malformed %-sequence is no choice, not an error.
    return null;
  }
}

/** The Set-Cookie / document.cookie string that stores a choice. */
export function consentCookie(consent: Consent, secure: boolean, now: Date = new Date()): string {
  return `${CONSENT_COOKIE}=${encodeConsent(consent, now)}; Max-Age=${CONSENT_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Reads the visitor's consent in the browser. */
export function currentConsent(): Consent | null {
  return typeof document === 'undefined' ? null : readConsent(document.cookie);
}

/** Stores a choice in the browser and tells every island on the page. */
export function saveConsent(consent: Consent): void {
  document.cookie = consentCookie(consent, location.protocol === 'https:');
  window.dispatchEvent(new CustomEvent<Consent>(CONSENT_EVENT, { detail: consent }));
}

/** Calls back with every new choice; returns the unsubscribe function. */
export function onConsentChange(callback: (consent: Consent) => void): () => void {
  const listener = (event: Event) => callback((event as CustomEvent<Consent>).detail);
  window.addEventListener(CONSENT_EVENT, listener);
  return () => window.removeEventListener(CONSENT_EVENT, listener);
}
