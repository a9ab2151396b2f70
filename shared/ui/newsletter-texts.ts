import { nl } from '../texts/nl';
import type { NewsletterTexts } from './NewsletterSignup';

/**
 * The texts of the newsletter sign-up, for the server to hand to the form (and
 * its island, as JSON): the intro is finished here, with the region filled in.
 */
export function newsletterTexts(regionName?: string): NewsletterTexts {
  const t = nl.newsletter;
  return {
    title: t.title,
    intro: regionName ? t.introRegion(regionName) : t.intro,
    emailLabel: t.emailLabel,
    emailHint: t.emailHint,
    honeypotLabel: t.honeypotLabel,
    submit: t.submit,
    sending: t.sending,
    thanks: t.thanks,
    errorSummaryTitle: t.errorSummaryTitle,
    errorPrefix: t.errorPrefix,
    errors: t.errors,
  };
}
