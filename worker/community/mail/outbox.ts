/**
 * The development adapter: every mail is stored in SITE_DB (dev_mailbox) and
 * shown by the development mailbox page /_post (404 in production).
 */
import type { Mail, MailAttachment, Mailer } from './mailer';

export interface StoredMail extends Mail {
  id: number;
  createdAt: string;
}

export function outboxMailer(db: D1Database): Mailer {
  return {
    async send(mail: Mail): Promise<void> {
      await db
        .prepare('INSERT INTO dev_mailbox (to_address, subject, text_body, html_body, created_at, headers, attachments) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .bind(
          mail.to,
          mail.subject,
          mail.text,
          mail.html,
          new Date().toISOString(),
          JSON.stringify(mail.headers ?? {}),
          mail.attachments ? JSON.stringify(mail.attachments) : null,
        )
        .run();
    },
  };
}

type Row = { id: number; to_address: string; subject: string; text_body: string; html_body: string; created_at: string; headers: string | null; attachments: string | null };
function headersOf(json: string | null): Record<string, string> {
  try {
    return JSON.parse(json ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}
const toMail = (r: Row): StoredMail => ({
  id: r.id,
  to: r.to_address,
  subject: r.subject,
  text: r.text_body,
  html: r.html_body,
  createdAt: r.created_at,
  headers: headersOf(r.headers),
  ...(r.attachments ? { attachments: JSON.parse(r.attachments) as MailAttachment[] } : {}),
});

/** The newest mails first. */
export async function listMails(db: D1Database, limit = 50): Promise<StoredMail[]> {
  const { results } = await db.prepare('SELECT * FROM dev_mailbox ORDER BY id DESC LIMIT ?').bind(limit).all<Row>();
  return results.map(toMail);
}

export async function mailById(db: D1Database, id: number): Promise<StoredMail | null> {
  const row = await db.prepare('SELECT * FROM dev_mailbox WHERE id = ?').bind(id).first<Row>();
  return row ? toMail(row) : null;
}
