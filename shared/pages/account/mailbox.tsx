/**
 * The development mailbox (/_post): every mail the site sent through the
 * development outbox, newest first, with its links clickable, so the whole
 * journey (registration, reset, deletion) can be followed without a mail
 * server. Development only; 404 in production.
 */
import { nl } from '../../texts/nl';
import { formatDate } from '../../format/date';
import { AccountFrame } from './parts';

export interface MailboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

const t = nl.account.mailbox;
const LINK = /(https?:\/\/[^\s<>"]+)/g;

/** The mail's text with its links as links (the text is rendered as text, never as HTML). */
function LinkedText({ text }: { text: string }) {
  return (
    <pre className="an-mailbox__text">
      {text.split(LINK).map((part, i) => (i % 2 === 1 ? <a key={i} href={part}>{part}</a> : part))}
    </pre>
  );
}

export function MailboxView({ data }: { data: { mails: MailboxMail[]; base: string } }) {
  return (
    <AccountFrame title={t.title} intro={t.intro}>
      {data.mails.length === 0 ? <p>{t.empty}</p> : null}
      <ul className="an-mailbox__list">
        {data.mails.map((mail) => (
          <li key={mail.id}>
            <h2>{mail.subject}</h2>
            <p>
              {t.to}: {mail.to} · {t.sent}: {formatDate(mail.createdAt)} {mail.createdAt.slice(11, 16)}
            </p>
            <LinkedText text={mail.text} />
            <p>
              <a href={`${data.base}/${mail.id}/html`}>{t.html}</a>
            </p>
          </li>
        ))}
      </ul>
    </AccountFrame>
  );
}
