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
  /** The mail's own headers (List-Unsubscribe on notification mails). */
  headers?: Record<string, string>;
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

export function MailboxView({ data }: { data: { mails: MailboxMail[]; base: string; sent?: number | null } }) {
  return (
    <AccountFrame title={t.title} intro={t.intro}>
      {/* Development only: the hourly digest of notifications at once, as if the member had been away an hour. */}
      <form method="post" action={`${data.base}/meldingen`} className="an-mailbox__digest">
        <button type="submit" className="an-button an-button--secondary">
          {t.sendDigest}
        </button>
      </form>
      {typeof data.sent === 'number' ? (
        <p role="status" className="an-notification__text">
          {t.digestSent(data.sent)}
        </p>
      ) : null}
      {data.mails.length === 0 ? <p>{t.empty}</p> : null}
      <ul className="an-mailbox__list">
        {data.mails.map((mail) => (
          <li key={mail.id}>
            <h2>{mail.subject}</h2>
            <p>
              {t.to}: {mail.to} · {t.sent}: {formatDate(mail.createdAt)} {mail.createdAt.slice(11, 16)}
            </p>
            {mail.headers && Object.keys(mail.headers).length > 0 ? (
              <ul className="an-mailbox__headers" aria-label={t.headers}>
                {Object.entries(mail.headers).map(([name, value]) => (
                  <li key={name}>
                    <code>
                      {name}: {value}
                    </code>
                  </li>
                ))}
              </ul>
            ) : null}
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
