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
  /** Another feature's own words for what is new (the blogs': '2 nieuwe bijdragen'). */
  note?: string;
}

/** New things in the member's inbox (issue 39): how many, and where to read them; never who or what. */
export interface InboxDigest {
  requests: number;
  messages: number;
  href: string;
}

function inboxLines(inbox: InboxDigest | null): string[] {
  if (!inbox) return [];
  const m = nl.inbox.mail;
  return [
    ...(inbox.requests > 0 ? [inbox.requests === 1 ? m.request : m.requests(inbox.requests)] : []),
    ...(inbox.messages > 0 ? [m.messages(inbox.messages)] : []),
  ];
}

export function digestMail(to: string, name: string, items: readonly DigestItem[], links: { unsubscribe: string; settings: string }, inbox: InboxDigest | null = null): Mail {
  const t = nl.forum.mail;
  const note = (item: DigestItem) => item.note ?? (item.count === 0 ? t.newConversation : t.newReplies(item.count));
  const news = inboxLines(inbox);
  const subject = items.length > 0 ? t.digestSubject : nl.inbox.mail.subject;
  const forum = items.length > 0 ? ['', t.digestIntro, '', ...items.flatMap((item) => [`- ${item.title} (${note(item)})`, `  ${item.href}`])] : [];
  const text = [
    t.greeting(name),
    ...(inbox ? ['', ...news, nl.inbox.mail.read, inbox.href] : []),
    ...forum,
    '',
    t.why,
    t.unsubscribe,
    links.unsubscribe,
    t.settings,
    links.settings,
    '',
    t.signature,
  ].join('\n');
  const html = htmlMail(subject, [
    t.greeting(name),
    ...(inbox ? [...news, { button: nl.inbox.menu, href: inbox.href }] : []),
    ...(items.length > 0 ? [t.digestIntro, { links: items.map((item) => ({ text: item.title, href: item.href, note: note(item) })) }] : []),
    t.why,
    `${t.unsubscribe} ${links.unsubscribe}`,
    `${t.settings} ${links.settings}`,
    t.signature,
  ]);
  return {
    to,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
