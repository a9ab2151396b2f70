import { consentCookie, type Consent } from '../../shared/consent';
import { COOKIE_SETTINGS_FIELDS, CookieSettingsSchema } from '../../shared/forms/cookie-settings';
import { href } from '../../shared/routes';
import { formHandler, type FormDefinition } from '../forms';

const PATH = href('cookies');

/**
 * The settings form without JavaScript, through the form pipeline: stores the
 * choice in the consent cookie (1000 days) and redirects back
 * (post/redirect/get). Only this site's own pages can post it, so no other
 * site can give consent on the visitor's behalf; a refused post gets the
 * Dutch error page and sets nothing.
 */
const cookieSettings: FormDefinition<typeof CookieSettingsSchema> = {
  name: 'cookie-settings',
  // Two radio groups and the anti-forgery field.
  maxBytes: 4 * 1024,
  schema: CookieSettingsSchema,
  fields: COOKIE_SETTINGS_FIELDS,
  success: (value, { url }) => {
    const consent: Consent = { necessary: true, statistics: value.statistics === '1', marketing: value.marketing === '1' };
    return { redirect: `${PATH}?opgeslagen=ja`, headers: { 'set-cookie': consentCookie(consent, url.protocol === 'https:') } };
  },
};

export const saveCookieSettings = formHandler(cookieSettings);
