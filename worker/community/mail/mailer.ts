/**
 * One way to send mail, two adapters: the HTTP provider in production
 * (./http.ts) and, locally, an outbox in SITE_DB that the development mailbox
 * (/_post) shows (./outbox.ts). Callers never know which one runs.
 */
import { httpMailer } from './http';
import { outboxMailer } from './outbox';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on notification mails. */
  headers?: Record<string, string>;
  /** Files sent with the mail (the training certificate), their bytes in base64. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

export interface Mailer {
  /** Throws when the mail could not be handed over; callers decide what the visitor sees. */
  send(mail: Mail): Promise<void>;
}

export type MailEnv = Pick<Env, 'SITE_DB' | 'MAIL_PROVIDER_URL' | 'MAIL_FROM' | 'MAIL_API_KEY' | 'ENVIRONMENT'>;

/**
 * The provider when MAIL_PROVIDER_URL is set; otherwise the development
 * outbox, which production refuses (a mail no one can read is a lost mail).
 */
export function chooseMailer(env: MailEnv, fetcher: typeof fetch = fetch): Mailer {
  if (env.MAIL_PROVIDER_URL) return httpMailer({ url: env.MAIL_PROVIDER_URL, from: env.MAIL_FROM, apiKey: env.MAIL_API_KEY ?? '' }, fetcher);
  if (env.ENVIRONMENT === 'production') {
    return {
      send: () => Promise.reject(new Error('mail: MAIL_PROVIDER_URL is not configured in production')),
    };
  }
  return outboxMailer(env.SITE_DB);
}
