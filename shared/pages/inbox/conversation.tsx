/**
 * /mijn-account/berichten/{id}: a conversation between two members, newest
 * at the bottom, the form to write under it, 'Melden' under each message of
 * the other, and the ways to remove the contact or block the member. A
 * request the member sent that was not accepted shows only their first
 * message and 'verstuurd' (never whether it was declined). Members only.
 */
import { MESSAGE_MAX } from '../../forms/inbox';
import type { ConversationView } from '../../model/inbox';
import { href, param } from '../../routes';
import { nl } from '../../texts/nl';
import { RichTextBody } from '../../ui/RichTextBody';
import { ForbiddenView } from '../account/messages';
import { TextArea } from '../account/fields';
import { FormErrorSummary, Notice, TokenField, type FormState } from '../account/parts';
import { dateTime } from '../forum/parts';
import type { Loaded, ScreenContext, ScreenModule } from '../screen';
import { inboxErrorText, inboxNotice, inboxSeo, InboxFrame, MemberBadge, nameOf, PRIVATE, refuseVisitor, type MemberGuarded } from './parts';

const t = nl.inbox.conversation;

export type ConversationData = MemberGuarded<{ conversation: ConversationView; token: string; notice: string | null; form: FormState }>;

function Pages({ c }: { c: ConversationView }) {
  if (c.pageCount === 1) return null;
  const to = (page: number) => href('inbox-contact', { contact: String(c.id), page: page > 1 ? page : null });
  return (
    <nav className="an-inbox__pages" aria-label={t.historyLabel}>
      {c.page < c.pageCount ? <a href={to(c.page + 1)}>{t.older}</a> : null}
      {c.page > 1 ? <a href={to(c.page - 1)}>{t.newer}</a> : null}
    </nav>
  );
}

export function ConversationScreenView({ data }: { data: ConversationData }) {
  if (data.kind === 'forbidden') return <ForbiddenView data={data} />;
  const c = data.conversation;
  const name = nameOf(c.with);
  return (
    <InboxFrame title={t.title(name)}>
      <Notice text={data.notice} />
      <p className="an-thread__meta">
        <MemberBadge member={c.with} />
      </p>
      {c.state === 'sent' ? <p className="an-forum__old">{t.sentNote}</p> : null}
      <Pages c={c} />
      <ol className="an-posts an-inbox__messages" aria-label={t.historyLabel}>
        {c.messages.map((m) => (
          <li key={m.id} className={m.own ? 'an-post an-inbox__message an-inbox__message--own' : 'an-post an-inbox__message'} id={`bericht-${m.id}`}>
            <p className="an-post__meta">
              <strong>{m.own ? t.you : name}</strong> · <time dateTime={m.sentAt}>{dateTime(m.sentAt)}</time>
            </p>
            {m.body ? <RichTextBody doc={m.body} /> : <p className="an-post__note">{t.hidden}</p>}
            {!m.own && !m.hidden ? (
              <p className="an-post__actions">
                <a href={href('inbox-report', { message: String(m.id) })}>{t.report}</a>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      {c.state === 'accepted' && c.page === 1 ? (
        <section aria-labelledby="nieuw-bericht" className="an-forum__reply">
          <h2 id="nieuw-bericht">{t.writeTitle}</h2>
          <FormErrorSummary form={data.form} order={['body']} text={inboxErrorText} />
          <form id="account-form" method="post" action={href('inbox-send', { contact: String(c.id) })} className="an-account__form" noValidate>
            <TokenField token={data.token} />
            <TextArea name="body" label={t.messageLabel} hint={t.messageHint} form={data.form} text={inboxErrorText} maxLength={MESSAGE_MAX} />
            <div className="an-account__actions">
              <button type="submit" className="an-button">
                {t.send}
              </button>
            </div>
          </form>
        </section>
      ) : null}
      <ul className="an-post__actions an-inbox__tools">
        {c.state === 'accepted' ? (
          <li>
            <a href={href('inbox-remove', { contact: String(c.id) })}>{t.remove}</a>
          </li>
        ) : null}
        {c.with.username ? (
          <li>
            <a href={href('inbox-block', { username: c.with.username })}>{t.block}</a>
          </li>
        ) : null}
        <li>
          <a href={href('inbox')}>{t.back}</a>
        </li>
      </ul>
    </InboxFrame>
  );
}

export async function conversationLoaded(ctx: ScreenContext, id: number, form: FormState | null = null, status = 200): Promise<Loaded<ConversationData> | null> {
  const refused = refuseVisitor<never>(ctx, href('inbox-contact', { contact: String(id) }));
  if (refused) return refused as never;
  const page = Math.max(1, Number(param(ctx.params, 'page') ?? '1') || 1);
  const [conversation, token] = await Promise.all([ctx.inbox.conversation(id, form ? 1 : page), ctx.formToken()]);
  if (!conversation) return null;
  return {
    data: { kind: 'ok', conversation, token, notice: inboxNotice(param(ctx.params, 'melding')), form: form ?? { values: {}, errors: {} } },
    seo: inboxSeo(t.title(nameOf(conversation.with))),
    status,
    headers: { ...PRIVATE },
  };
}

export const inboxConversationScreen: ScreenModule<ConversationData> = {
  load: (ctx) => {
    const raw = param(ctx.params, 'contact') ?? '';
    return /^\d{1,12}$/.test(raw) ? conversationLoaded(ctx, Number(raw)) : Promise.resolve(null);
  },
  View: ConversationScreenView,
};
