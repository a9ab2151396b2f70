/**
 * /mijn-account/berichten (spec section 2: inbox): contact requests waiting
 * for the member (accept or decline; declining is silent), conversations
 * with their unread counts, requests the member sent (always 'Verstuurd',
 * whatever the other did) and blocked members. Members only.
 */
import { formatDate } from '../../format/date';
import type { InboxOverview } from '../../model/inbox';
import { href, param } from '../../routes';
import { nl } from '../../texts/nl';
import { RichTextBody } from '../../ui/RichTextBody';
import { ForbiddenView } from '../account/messages';
import { Notice, TokenField } from '../account/parts';
import type { ScreenModule } from '../screen';
import { inboxNotice, inboxSeo, InboxFrame, MemberBadge, nameOf, PRIVATE, refuseVisitor, type MemberGuarded } from './parts';

const t = nl.inbox;

type OverviewData = MemberGuarded<{ inbox: InboxOverview; token: string; notice: string | null }>;

function Received({ data }: { data: Extract<OverviewData, { kind: 'ok' }> }) {
  const { received } = data.inbox;
  return (
    <section aria-labelledby="verzoeken">
      <h2 id="verzoeken">{t.receivedTitle}</h2>
      {received.length === 0 ? <p>{t.receivedEmpty}</p> : <p className="an-field__hint">{t.declineHint}</p>}
      <ul className="an-threads">
        {received.map((r) => (
          <li key={r.id} className="an-thread an-inbox__request">
            <h3 className="an-thread__title">{t.receivedFrom(nameOf(r.from))}</h3>
            <p className="an-thread__meta">
              <MemberBadge member={r.from} />
              <span>
                {t.sentAt} <time dateTime={r.sentAt}>{formatDate(r.sentAt)}</time>
              </span>
            </p>
            {r.message ? <RichTextBody doc={r.message} className="an-richtext an-inbox__first" /> : null}
            <div className="an-account__actions">
              {(['accept', 'decline'] as const).map((action) => (
                <form key={action} method="post" action={href('inbox-answer', { contact: String(r.id) })}>
                  <TokenField token={data.token} />
                  <input type="hidden" name="action" value={action} />
                  <button type="submit" className={action === 'accept' ? 'an-button' : 'an-button an-button--secondary'} aria-label={`${t[action]}: ${t.receivedFrom(nameOf(r.from))}`}>
                    {t[action]}
                  </button>
                </form>
              ))}
              {r.from.username ? (
                <a className="an-inbox__link" href={href('inbox-block', { username: r.from.username })}>
                  {t.conversation.block}
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function OverviewView({ data }: { data: OverviewData }) {
  if (data.kind === 'forbidden') return <ForbiddenView data={data} />;
  const { contacts, sent, blocked } = data.inbox;
  return (
    <InboxFrame title={t.title} intro={t.intro}>
      <Notice text={data.notice} />
      <Received data={data} />
      <section aria-labelledby="gesprekken">
        <h2 id="gesprekken">{t.contactsTitle}</h2>
        {contacts.length === 0 ? <p>{t.contactsEmpty}</p> : null}
        <ul className="an-threads">
          {contacts.map((c) => (
            <li key={c.id} className="an-thread">
              <h3 className="an-thread__title">
                <a href={href('inbox-contact', { contact: String(c.id) })}>{t.conversation.title(nameOf(c.with))}</a>
                {c.unread > 0 ? <span className="an-tag an-tag--new">{t.unread(c.unread)}</span> : null}
              </h3>
              <p className="an-thread__meta">
                <span>
                  {t.lastMessage}: <time dateTime={c.lastMessageAt}>{formatDate(c.lastMessageAt)}</time>
                </span>
              </p>
            </li>
          ))}
        </ul>
      </section>
      {sent.length > 0 ? (
        <section aria-labelledby="verstuurd">
          <h2 id="verstuurd">{t.sentTitle}</h2>
          <p className="an-field__hint">{t.sentHint}</p>
          <ul className="an-threads">
            {sent.map((s) => (
              <li key={s.id} className="an-thread">
                <h3 className="an-thread__title">
                  <a href={href('inbox-contact', { contact: String(s.id) })}>{nameOf(s.to)}</a> <span className="an-tag">{t.sentState}</span>
                </h3>
                <p className="an-thread__meta">
                  <span>
                    {t.sentAt} <time dateTime={s.sentAt}>{formatDate(s.sentAt)}</time>
                  </span>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {blocked.length > 0 ? (
        <section aria-labelledby="geblokkeerd">
          <h2 id="geblokkeerd">{t.blockedTitle}</h2>
          <p className="an-field__hint">{t.blockedHint}</p>
          <ul className="an-words">
            {blocked.map((m) => (
              <li key={m.username} className="an-words__item">
                <span className="an-words__word">{m.username}</span>
                <form method="post" action={href('inbox-unblock', { username: m.username! })}>
                  <TokenField token={data.token} />
                  <button type="submit" className="an-button an-button--secondary">
                    {t.unblock(m.username!)}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </InboxFrame>
  );
}

export const inboxScreen: ScreenModule<OverviewData> = {
  async load(ctx) {
    const refused = refuseVisitor<never>(ctx, href('inbox'));
    if (refused) return refused as never;
    const [inbox, token] = await Promise.all([ctx.inbox.overview(), ctx.formToken()]);
    if (!inbox) return null;
    return { data: { kind: 'ok', inbox, token, notice: inboxNotice(param(ctx.params, 'melding')) }, seo: inboxSeo(t.title), headers: { ...PRIVATE } };
  },
  View: OverviewView,
};
