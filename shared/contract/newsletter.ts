/**
 * The newsletter sign-up as the backend takes it (spec section 7):
 * `POST /api/v1/forms/region/newsletter/send`, multipart, only the status is used.
 */
export const NEWSLETTER_SEND_PATH = '/api/v1/forms/region/newsletter/send';

/** The multipart fields, in the spec's spelling. */
export interface NewsletterSendFields {
  /** ISO time the form was shown. */
  RenderedTimeStamp: string;
  /** ISO time the visitor sent it. */
  SentTimeStamp: string;
  /** Region name, empty for the national newsletter. */
  Region: string;
  /** Address of the region that receives the sign-up, empty for the national newsletter. */
  RegioRecipientEmail: string;
  /** The visitor's e-mail address. */
  RecipientEmail: string;
}

export const NEWSLETTER_SEND_FIELD_NAMES = [
  'RenderedTimeStamp',
  'SentTimeStamp',
  'Region',
  'RegioRecipientEmail',
  'RecipientEmail',
] as const satisfies readonly (keyof NewsletterSendFields)[];
