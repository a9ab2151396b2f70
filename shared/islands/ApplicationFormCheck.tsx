import type { ApplicationFormKind } from '../forms/application/fields';

/** What the analytics events of an application carry (spec section 7): about the vacancy, never about the applicant. */
export interface ApplicationEventData {
  title: string;
  category: string;
  hours: string;
  location: string;
  type: string;
}

export interface ApplicationFormCheckProps {
  /** The id of the form it checks (it sits just before this island). */
  formId: string;
  kind: ApplicationFormKind;
  /** Field → error key → Dutch text, for every key each field can give. */
  texts: Record<string, Record<string, string>>;
  summaryTitle: string;
  errorPrefix: string;
  /** What the button says and the live region reads while sending. */
  busy: string;
  /** Errors.General: above the submit button when the post could not be stored. */
  general: string;
  /** The abuse checks' messages by notice (nl.formNotices). */
  notices: Record<string, string>;
  event: ApplicationEventData;
}

/**
 * The in-browser checks and sending of an application form, as a plain
 * island (no React; client/islands/application-form.ts). It renders only a
 * polite live region: the form is server markup that works without
 * JavaScript.
 */
export default function ApplicationFormCheck({ formId }: ApplicationFormCheckProps) {
  return <p className="an-visually-hidden" role="status" aria-live="polite" data-check-for={formId} />;
}
