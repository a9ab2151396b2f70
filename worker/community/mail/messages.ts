/**
 * The community's mails: plain Dutch, a text and a simple HTML version, each
 * with its link and how long the link works.
 */
import { nl } from '../../../shared/texts/nl';
import type { Mail } from './mailer';

export type MailKind = 'verify' | 'reset' | 'delete';

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function linkMail(kind: MailKind, to: string, name: string, link: string): Mail {
  const t = nl.account.mail;
  const m = t[kind];
  const text = [t.greeting(name), '', m.text, link, '', m.valid, t.ignore, '', t.signature].join('\n');
  const paragraph = (s: string) => `<p style="margin:0 0 16px">${escape(s).replace(/\n/g, '<br>')}</p>`;
  const html = [
    '<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>',
    escape(m.subject),
    '</title></head><body style="font-family:Arial,sans-serif;font-size:18px;line-height:1.5;color:#1a1a1a;max-width:600px;margin:0 auto;padding:16px">',
    paragraph(t.greeting(name)),
    paragraph(m.text),
    `<p style="margin:0 0 16px"><a href="${escape(link)}" style="display:inline-block;background:#004b87;color:#ffffff;padding:12px 20px;text-decoration:none;border-radius:4px">${escape(m.button)}</a></p>`,
    paragraph(`Werkt de knop niet? Kopieer dan deze link in je browser: ${link}`),
    paragraph(m.valid),
    paragraph(t.ignore),
    paragraph(t.signature),
    '</body></html>',
  ].join('');
  return { to, subject: m.subject, text, html };
}
