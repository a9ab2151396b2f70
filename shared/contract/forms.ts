/**
 * The application form post as the backend takes it (spec section 7):
 * `POST /api/v1/forms/vacancy/apply/send`, multipart, only the status is used.
 */
export const APPLICATION_SEND_PATH = '/api/v1/forms/vacancy/apply/send';

/** The multipart text fields, in the spec's spelling (the file goes as `Attachment`). */
export interface ApplicationSendFields {
  RenderedTimeStamp: string;
  SentTimeStamp: string;
  /** The vacancy's id (from the CMS, never from the post). */
  Id: string;
  /** 'true' for an open national vacancy ('Open sollicitatie', 'Vrijblijvend contactverzoek'); only sent for national ones. */
  Open?: string;
  /** Only when the visitor (a bot) filled in the hidden field. */
  HoneyPot?: string;
  VacancyType: string;
  VacancyTitle: string;
  /** Regional vacancies only: routing from the CMS. */
  Region?: string;
  RegioRecipientEmail?: string;
  OrganisationUnitKey?: string;
  Gender: string;
  FirstName: string;
  Insertion: string;
  LastName: string;
  City: string;
  Email: string;
  PhoneNumber: string;
  Education: string;
  Motivation: string;
  LinkedIn: string;
}

/**
 * Origin extension (docs/content-contract.md): what the embedded origin
 * received, for ops, behind the admin token. `?region=` narrows to one region,
 * `?format=csv` answers CSV.
 */
export const RECEIVED_APPLICATIONS_PATH = '/api/v1/forms/received/applications';
export const RECEIVED_NEWSLETTER_PATH = '/api/v1/forms/received/newsletter';
