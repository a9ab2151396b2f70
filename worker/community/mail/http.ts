/**
 * The production adapter: one JSON POST per mail to a transactional mail
 * provider's send endpoint (MAIL_PROVIDER_URL), authorised with the secret
 * MAIL_API_KEY as a bearer token, in the shape Resend, Postmark-compatible
 * gateways and most HTTP mail APIs accept: { from, to: [..], subject, text, html },
 * with `headers` and `attachments` ({ filename, content (base64), content_type }) when the mail has them.
 * The address is never logged; a refusal is reported by status only.
 */
import type { Mail, Mailer } from './mailer';

export interface HttpMailConfig {
  url: string;
  from: string;
  apiKey: string;
}

const TIMEOUT_MS = 8000;

export function httpMailer(config: HttpMailConfig, fetcher: typeof fetch = fetch): Mailer {
  return {
    async send(mail: Mail): Promise<void> {
      const response = await fetcher(config.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
        body: JSON.stringify({
          from: config.from,
          to: [mail.to],
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.headers ? { headers: mail.headers } : {}),
          ...(mail.attachments ? { attachments: mail.attachments.map((a) => ({ filename: a.filename, content: a.base64, content_type: a.contentType })) } : {}),
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`mail provider refused the mail (${response.status})`);
    },
  };
}
