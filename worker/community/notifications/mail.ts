/**
 * The notification digest as a mail: plain Dutch, a text and an HTML
 * version, one line per conversation with its new replies and a link to the
 * first one, and the one-click unsubscribe of RFC 8058 in the headers
 * (List-Unsubscribe with an HTTPS address, List-Unsubscribe-Post) and as a
 * visible link to a page with a button (a mail scanner that opens the link
 * changes nothing).
 */
import { nl } from '../../../shared/texts/nl';
import type { Mail } from '../mail/mailer';
import { htmlMail } from '../mail/messages';

export interface DigestItem {
  title: string;
  /** Absolute link to the first new reply. */
  href: string;
  /** New replies (0: a new conversation in a followed topic). */
  count: number;
}

export function digestMail(to: string, name: string, items: readonly DigestItem[], links: { unsubscribe: string; settings: string }): Mail {
  const t = nl.forum.mail;
  const note = (item: DigestItem) => (item.count === 0 ? t.newConversation : t.newReplies(item.count));
  const text = [
    t.greeting(name),
    '',
    t.digestIntro,
    '',
    ...items.flatMap((item) => [`- ${item.title} (${note(item)})`, `  ${item.href}`]),
    '',
    t.why,
    t.unsubscribe,
    links.unsubscribe,
    t.settings,
    links.settings,
    '',
    t.signature,
  ].join('\n');
  const html = htmlMail(t.digestSubject, [
    t.greeting(name),
    t.digestIntro,
    { links: items.map((item) => ({ text: item.title, href: item.href, note: note(item) })) },
    t.why,
    `${t.unsubscribe} ${links.unsubscribe}`,
    `${t.settings} ${links.settings}`,
    t.signature,
  ]);
  return {
    to,
    subject: t.digestSubject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
