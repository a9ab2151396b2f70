/**
 * The certificates in the site's own database (SITE_DB, migration 0400):
 * made once per sent certificate form, read by the verification page and the
 * JPEG. Never the e-mail address.
 */
import type { CertificateView } from '../../shared/pages/training/certificate';
import { href } from '../../shared/routes';
import type { MailAttachment } from '../community/mail/mailer';

/** Letters and digits that are not mistaken for one another (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const chars = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

export interface NewCertificate {
  submissionId: string;
  trainingSlug: string;
  trainingTitle: string;
  firstName: string;
  insertion: string;
  lastName: string;
  score: number;
  maxScore: number;
}

/** Makes the certificate of a submission, or finds the one it already made (a double post): its code. */
export async function issueCertificate(db: D1Database, c: NewCertificate, now: Date): Promise<string> {
  await db
    .prepare(
      `INSERT INTO certificates (code, submission_id, training_slug, training_title, first_name, insertion, last_name, score, max_score, issued_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10) ON CONFLICT (submission_id) DO NOTHING`,
    )
    .bind(newCode(), c.submissionId, c.trainingSlug, c.trainingTitle, c.firstName, c.insertion, c.lastName, c.score, c.maxScore, now.toISOString())
    .run();
  const row = await db.prepare('SELECT code FROM certificates WHERE submission_id = ?1').bind(c.submissionId).first<{ code: string }>();
  if (!row) throw new Error('certificate not stored');
  return row.code;
}

type Row = { code: string; training_slug: string; training_title: string; first_name: string; insertion: string; last_name: string; issued_at: string };

export async function certificateByCode(db: D1Database, code: string): Promise<CertificateView | null> {
  if (!/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/.test(code)) return null;
  const row = await db.prepare('SELECT code, training_slug, training_title, first_name, insertion, last_name, issued_at FROM certificates WHERE code = ?1').bind(code).first<Row>();
  if (!row) return null;
  return {
    code: row.code,
    name: [row.first_name, row.insertion, row.last_name].filter(Boolean).join(' '),
    trainingTitle: row.training_title,
    trainingSlug: row.training_slug,
    issuedAt: row.issued_at,
  };
}

/** The address printed on the certificate to check it: its verification page, without the scheme. */
export const checkAddress = (siteBase: string, code: string): string => (siteBase + href('certificate', { code })).replace(/^https?:\/\//, '');

/** Bytes as base64, in pieces (a whole JPEG as one string of arguments would overflow the stack). */
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * The certificate as a mail attachment, drawn when the mail is sent (the queue
 * consumer: worker/outbox/deliver.ts), not in the visitor's request; null when
 * the certificate is gone.
 */
export async function certificateAttachment(db: D1Database, code: string, address: string): Promise<MailAttachment | null> {
  const cert = await certificateByCode(db, code);
  if (!cert) return null;
  const { certificateJpeg } = await import('../certificate/render');
  return { filename: `certificaat-${cert.code}.jpg`, contentType: 'image/jpeg', base64: base64(certificateJpeg(cert, address)) };
}
