/**
 * The mails of the tips series and the certificate: plain Dutch, a text and a
 * simple HTML version (as the community's mails, worker/community/mail/),
 * each tips mail with its one-click unsubscribe (RFC 8058 headers and a link).
 */
import { nl } from '../../shared/texts/nl';
import type { TipMail } from '../../shared/texts/nl/tips';
import type { Mail } from '../community/mail/mailer';

const m = nl.tipsMails;
const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const paragraph = (s: string) => `<p style="margin:0 0 16px">${escape(s).replace(/\n/g, '<br>')}</p>`;
const button = (href: string, label: string) =>
  `<p style="margin:0 0 16px"><a href="${escape(href)}" style="display:inline-block;background:#004b87;color:#ffffff;padding:12px 20px;text-decoration:none;border-radius:4px">${escape(label)}</a></p>`;

function html(subject: string, body: string[]): string {
  return [
    '<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>',
    escape(subject),
    '</title></head><body style="font-family:Arial,sans-serif;font-size:18px;line-height:1.5;color:#1a1a1a;max-width:600px;margin:0 auto;padding:16px">',
    ...body,
    '</body></html>',
  ].join('');
}

export type TipsSeries = keyof typeof nl.tipsMails.series;

/** Mail n (from 1) of a series, with its unsubscribe link (absolute). */
export function tipsMail(series: TipsSeries, n: number, to: string, unsubscribeUrl: string): Mail {
  const mails: readonly TipMail[] = m.series[series];
  const tip = mails[n - 1];
  if (!tip) throw new Error(`tips: no mail ${n} in series ${series}`);
  const last = n === mails.length;
  const closing = last ? m.last : m.counter(n, mails.length);
  const text = [m.greeting, '', ...tip.paragraphs.flatMap((p) => [p, '']), m.helpline, '', m.signature, '', closing, ...(last ? [] : [m.unsubscribe, unsubscribeUrl])].join('\n');
  return {
    to,
    subject: tip.subject,
    text,
    html: html(tip.subject, [
      paragraph(m.greeting),
      ...tip.paragraphs.map(paragraph),
      paragraph(m.helpline),
      paragraph(m.signature),
      paragraph(closing),
      ...(last ? [] : [paragraph(m.unsubscribe), button(unsubscribeUrl, m.unsubscribeButton)]),
    ]),
    // The last mail has nothing left to unsubscribe from: the address is already gone.
    ...(last ? {} : { headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }),
  };
}

/** The certificate's mail: where to see, download and share it (the picture itself is attached when it is sent). */
export function certificateMail(to: string, trainingTitle: string, pageUrl: string, imageUrl: string): Mail {
  const c = m.certificate;
  const fill = (s: string) => s.replace('{training}', trainingTitle);
  const subject = fill(c.subject);
  const paragraphs = c.paragraphs.map(fill);
  return {
    to,
    subject,
    text: [m.greeting, '', ...paragraphs, pageUrl, '', c.download, imageUrl, '', m.signature].join('\n'),
    html: html(subject, [paragraph(m.greeting), ...paragraphs.map(paragraph), button(pageUrl, c.button), paragraph(`${c.download} ${imageUrl}`), paragraph(m.signature)]),
  };
}
