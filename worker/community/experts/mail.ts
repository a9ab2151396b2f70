/**
 * The asker's mails, built like every community mail (htmlMail: a text and
 * an HTML version, every value escaped): the confirmation with an honest
 * expectation, and an expert's answer with the signed reply link. Both go
 * through the outbox and the queue, stored in the same batch as what they
 * tell of (worker/community/mail/queued.ts: mailStatement).
 */
import type { ContactMethod } from '../../../shared/model/experts';
import { nl } from '../../../shared/texts/nl';
import type { Mail } from '../mail/mailer';
import { htmlMail } from '../mail/messages';

const t = nl.experts.mail;

export function confirmationMail(to: string, name: string, contact: ContactMethod): Mail {
  const when = contact === 'phone' ? t.confirmPhone : t.confirmMail;
  const text = [t.greeting(name), '', t.confirmText, when, '', t.urgent, '', t.notYou, '', t.signature].join('\n');
  const html = htmlMail(t.confirmSubject, [t.greeting(name), t.confirmText, when, t.urgent, t.notYou, t.signature]);
  return { to, subject: t.confirmSubject, text, html };
}

export function answerMail(to: string, name: string, facts: { expert: string; answer: string; replyLink: string }): Mail {
  const text = [t.greeting(name), '', t.answerIntro(facts.expert), '', facts.answer, '', t.replyText, facts.replyLink, t.replyValid, '', t.urgent, '', t.signature].join('\n');
  const html = htmlMail(t.answerSubject, [
    t.greeting(name),
    t.answerIntro(facts.expert),
    ...facts.answer.split(/\n{2,}/),
    t.replyText,
    { button: t.replyButton, href: facts.replyLink },
    `${t.replyValid} ${facts.replyLink}`,
    t.urgent,
    t.signature,
  ]);
  return { to, subject: t.answerSubject, text, html };
}
