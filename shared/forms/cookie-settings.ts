/**
 * The cookie settings form on /cookies (shared/islands/CookieSettings.tsx):
 * one yes ('1') or no ('0') per optional category. Nothing chosen is no.
 */
import * as v from 'valibot';

const YesNo = v.optional(v.picklist(['1', '0'], 'InvalidChoice'), '0');

export const CookieSettingsSchema = v.object({ statistics: YesNo, marketing: YesNo });

export const COOKIE_SETTINGS_FIELDS = ['statistics', 'marketing'] as const;
