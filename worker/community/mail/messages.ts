/**
 * The community's mails: plain Dutch, a text and a simple HTML version, each
 * with its link and how long the link works. Every community mail (account
 * links, notification digests, moderation notices) is built with htmlMail,
 * so they look and read alike.
 */
import { nl } from '../../../shared/texts/nl';
import type { Mail } from './mailer';

export type MailKind = 'verify' | 'reset' | 'delete';

export const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A piece of a mail: a paragraph, a button with its link, or a list of links with a line each. */
export type MailPart = string | { button: string; href: string } | { links: { text: string; href: string; note?: string }[] };

/** The HTML version of a mail, from its parts (every value escaped). */
export function htmlMail(subject: string, parts: readonly MailPart[]): string {
  const paragraph = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s).replace(/\n/g, '<br>')}</p>`;
  const body = parts.map((part) => {
    if (typeof part === 'string') return paragraph(part);
    if ('button' in part) {
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(part.href)}" style="display:inline-block;background:#004b87;color:#ffffff;padding:12px 20px;text-decoration:none;border-radius:4px">${escapeHtml(part.button)}</a></p>`;
    }
    const items = part.links.map((l) => `<li style="margin:0 0 8px"><a href="${escapeHtml(l.href)}">${escapeHtml(l.text)}</a>${l.note ? ` (${escapeHtml(l.note)})` : ''}</li>`);
    return `<ul style="margin:0 0 16px;padding-left:20px">${items.join('')}</ul>`;
  });
  return [
    '<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>',
    escapeHtml(subject),
    '</title></head><body style="font-family:Arial,sans-serif;font-size:18px;line-height:1.5;color:#1a1a1a;max-width:600px;margin:0 auto;padding:16px">',
    ...body,
    '</body></html>',
  ].join('');
}

export function linkMail(kind: MailKind, to: string, name: string, link: string): Mail {
  const t = nl.account.mail;
  const m = t[kind];
  const text = [t.greeting(name), '', m.text, link, '', m.valid, t.ignore, '', t.signature].join('\n');
  const html = htmlMail(m.subject, [
    t.greeting(name),
    m.text,
    { button: m.button, href: link },
    `Werkt de knop niet? Kopieer dan deze link in je browser: ${link}`,
    m.valid,
    t.ignore,
    t.signature,
  ]);
  return { to, subject: m.subject, text, html };
}
