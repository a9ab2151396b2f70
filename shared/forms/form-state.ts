import type { FieldErrors } from './check';

/** What a visitor posted, as text: a list where a name repeats (files are never sent back). */
export type FormValues = Record<string, string | string[]>;

/** The first value of a field ('' when missing). */
export function valueOf(values: FormValues, name: string): string {
  const value = values[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * Why the pipeline's abuse checks refused a post (worker/forms/abuse.ts): each
 * has its own plain Dutch message (`nl.forms.notices`), shown with the form
 * filled in; nothing is stored. 'TooFast': sent within the minimum fill time;
 * 'Expired': the form's key is too old or broken; 'Honeypot': the hidden field
 * was filled in; 'TooMany': the client's rate limit; 'Turnstile': the bot check failed.
 */
export type FormNotice = 'TooFast' | 'Expired' | 'Honeypot' | 'TooMany' | 'Turnstile';

/**
 * A form page shown again by the worker's form pipeline (worker/forms/):
 * 400 invalid, 403 refused, 413 too large, 429 too many posts, 502 not delivered.
 */
export interface FormState {
  status: 400 | 403 | 413 | 429 | 502;
  /** An abuse check refused the post: its message, instead of the general error. */
  notice?: FormNotice;
  /** What the visitor sent, to fill the form in again (empty when the post was unreadable or foreign). */
  values: FormValues;
  /** Error keys by field (spec section 5). */
  errors: FieldErrors;
  /** Show 'Er is iets misgegaan. Probeer het opnieuw.' (Errors.General). */
  general: boolean;
}
