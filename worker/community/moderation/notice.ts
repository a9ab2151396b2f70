/**
 * The mail to the author of a post a moderator hid or did not place: what
 * happened, the moderator's reason, and how to object. Sent through the
 * outbox and queue (worker/community/mail/queued.ts).
 */
import { nl } from '../../../shared/texts/nl';
import type { Mail } from '../mail/mailer';
import { htmlMail } from '../mail/messages';

export function hiddenNotice(to: string, name: string, facts: { title: string; reason: string; refused: boolean; rules: string; contact: string }): Mail {
  const t = nl.forum.mail;
  const what = facts.refused ? t.refusedText(facts.title) : t.hiddenText(facts.title);
  const text = [t.greeting(name), '', what, '', t.reason, facts.reason, '', t.object, facts.contact, '', t.rules, facts.rules, '', t.signature].join('\n');
  const html = htmlMail(t.hiddenSubject, [t.greeting(name), what, `${t.reason}\n${facts.reason}`, `${t.object} ${facts.contact}`, `${t.rules} ${facts.rules}`, t.signature]);
  return { to, subject: t.hiddenSubject, text, html };
}
