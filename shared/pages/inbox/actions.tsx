/**
 * The inbox's asking screens: send a contact request with a first message
 * (/leden/{naam}/contactverzoek), remove a contact and block a member (each
 * a confirmation that says the history goes on both sides), and report a
 * message (a moderator reads that message and nothing else). Members only;
 * `private, no-store`.
 */
import { REPORT_REASONS } from '../../forms/forum';
import { MESSAGE_MAX } from '../../forms/inbox';
import type { ContactAbility, InboxMember } from '../../model/inbox';
import type { RichText } from '../../format/rich-text';
import { href, param } from '../../routes';
import { nl } from '../../texts/nl';
import { RichTextBody } from '../../ui/RichTextBody';
import { ForbiddenView } from '../account/messages';
import { ChoiceGroup, TextArea } from '../account/fields';
import { FormErrorSummary, TokenField, type FormState } from '../account/parts';
import { forumErrorText } from '../forum/parts';
import type { Loaded, ScreenContext, ScreenModule } from '../screen';
import { inboxErrorText, inboxSeo, InboxFrame, nameOf, PRIVATE, refuseVisitor, type MemberGuarded } from './parts';

const t = nl.inbox;
const EMPTY: FormState = { values: {}, errors: {} };

/* ---- The contact request ---- */

export type RequestData = MemberGuarded<{ member: InboxMember; ability: ContactAbility; contactId: number | null; token: string; form: FormState }>;

/** What the profile says instead of the form when a request makes no sense now. */
export function AbilityNote({ ability, contactId }: { ability: ContactAbility; contactId: number | null }) {
  const r = t.request;
  if (ability === 'sent') return <p className="an-notification">{r.sent} {contactId ? <a href={href('inbox-contact', { contact: String(contactId) })}>{r.toInbox}</a> : null}</p>;
  if (ability === 'received') return <p className="an-notification">{r.received} <a href={href('inbox')}>{r.toInbox}</a></p>;
  if (ability === 'contact') return <p className="an-notification">{r.contact} {contactId ? <a href={href('inbox-contact', { contact: String(contactId) })}>{r.toConversation}</a> : null}</p>;
  if (ability === 'blocked-by-you') return <p className="an-notification">{r.blockedByYou} <a href={href('inbox')}>{r.toInbox}</a></p>;
  return null;
}

function RequestView({ data }: { data: RequestData }) {
  if (data.kind === 'forbidden') return <ForbiddenView data={data} />;
  const name = nameOf(data.member);
  if (data.ability !== 'can-request') {
    return (
      <InboxFrame title={t.request.title(name)}>
        <AbilityNote ability={data.ability} contactId={data.contactId} />
      </InboxFrame>
    );
  }
  return (
    <InboxFrame title={t.request.title(name)} intro={t.request.intro}>
      <FormErrorSummary form={data.form} order={['body']} text={inboxErrorText} />
      <form id="account-form" method="post" action={href('contact-request', { username: data.member.username! })} className="an-account__form" noValidate>
        <TokenField token={data.token} />
        <TextArea name="body" label={t.request.messageLabel} hint={t.conversation.messageHint} form={data.form} text={inboxErrorText} maxLength={MESSAGE_MAX} />
        <div className="an-account__actions">
          <button type="submit" className="an-button">
            {t.request.send}
          </button>
        </div>
      </form>
    </InboxFrame>
  );
}

export async function requestLoaded(ctx: ScreenContext, username: string, form: FormState = EMPTY, status = 200): Promise<Loaded<RequestData> | null> {
  const refused = refuseVisitor<never>(ctx, href('contact-request', { username }));
  if (refused) return refused as never;
  const [found, token] = await Promise.all([ctx.inbox.ability(username), ctx.formToken()]);
  // Unknown, not active, private or oneself: nobody to contact here.
  if (!found || found.ability === 'own') return null;
  return { data: { kind: 'ok', ...found, token, form }, seo: inboxSeo(t.request.title(nameOf(found.member))), status, headers: { ...PRIVATE } };
}

export const contactRequestScreen: ScreenModule<RequestData> = {
  load: (ctx) => requestLoaded(ctx, param(ctx.params, 'username') ?? ''),
  View: RequestView,
};

/* ---- Remove a contact, block a member: a confirmation each ---- */

type ConfirmData = MemberGuarded<{ kind2: 'remove' | 'block'; name: string; action: string; back: string; token: string }>;

function ConfirmView({ data }: { data: ConfirmData }) {
  if (data.kind === 'forbidden') return <ForbiddenView data={data} />;
  const x = data.kind2 === 'remove' ? t.remove : t.block;
  return (
    <InboxFrame title={x.title(data.name)} intro={x.text}>
      <form method="post" action={data.action} className="an-account__actions">
        <TokenField token={data.token} />
        <button type="submit" className="an-button">
          {x.confirm}
        </button>
        <a className="an-button an-button--secondary" href={data.back}>
          {x.cancel}
        </a>
      </form>
    </InboxFrame>
  );
}

export const inboxRemoveScreen: ScreenModule<ConfirmData> = {
  async load(ctx) {
    const raw = param(ctx.params, 'contact') ?? '';
    const path = /^\d{1,12}$/.test(raw) ? href('inbox-remove', { contact: raw }) : href('inbox');
    const refused = refuseVisitor<never>(ctx, path);
    if (refused) return refused as never;
    if (!/^\d{1,12}$/.test(raw)) return null;
    const [c, token] = await Promise.all([ctx.inbox.conversation(Number(raw), 1), ctx.formToken()]);
    if (!c || c.state !== 'accepted') return null;
    const name = nameOf(c.with);
    return { data: { kind: 'ok', kind2: 'remove', name, action: path, back: href('inbox-contact', { contact: raw }), token }, seo: inboxSeo(t.remove.title(name)), headers: { ...PRIVATE } };
  },
  View: ConfirmView,
};

export const inboxBlockScreen: ScreenModule<ConfirmData> = {
  async load(ctx) {
    const username = param(ctx.params, 'username') ?? '';
    const refused = refuseVisitor<never>(ctx, href('inbox-block', { username: username || '-' }));
    if (refused) return refused as never;
    const [found, token] = await Promise.all([ctx.inbox.ability(username), ctx.formToken()]);
    if (!found || found.ability === 'own' || !found.member.username) return null;
    const name = found.member.username;
    return { data: { kind: 'ok', kind2: 'block', name, action: href('inbox-block', { username: name }), back: href('inbox'), token }, seo: inboxSeo(t.block.title(name)), headers: { ...PRIVATE } };
  },
  View: ConfirmView,
};

/* ---- Report a message ---- */

type ReportData = MemberGuarded<{ message: { id: number; from: InboxMember; body: RichText | null }; token: string; form: FormState }>;

function ReportView({ data }: { data: ReportData }) {
  if (data.kind === 'forbidden') return <ForbiddenView data={data} />;
  const r = nl.forum.report;
  return (
    <InboxFrame title={t.report.title} intro={t.report.intro}>
      <p className="an-forum__old">{r.distressHelp}</p>
      <h2>{t.report.message}</h2>
      <div className="an-post">{data.message.body ? <RichTextBody doc={data.message.body} /> : <p className="an-post__note">{t.conversation.hidden}</p>}</div>
      <FormErrorSummary form={data.form} order={['reason', 'note']} text={forumErrorText} />
      <form id="account-form" method="post" action={href('inbox-report', { message: String(data.message.id) })} className="an-account__form" noValidate>
        <TokenField token={data.token} />
        <ChoiceGroup name="reason" label={r.reasonLegend} form={data.form} text={forumErrorText} options={REPORT_REASONS.map((reason) => [reason, r.reasons[reason]])} />
        <TextArea name="note" label={r.noteLabel} form={data.form} text={forumErrorText} maxLength={1000} />
        <div className="an-account__actions">
          <button type="submit" className="an-button">
            {t.report.submit}
          </button>
        </div>
      </form>
    </InboxFrame>
  );
}

export async function reportLoaded(ctx: ScreenContext, id: number, form: FormState = EMPTY, status = 200): Promise<Loaded<ReportData> | null> {
  const refused = refuseVisitor<never>(ctx, href('inbox-report', { message: String(id) }));
  if (refused) return refused as never;
  const [message, token] = await Promise.all([ctx.inbox.receivedMessage(id), ctx.formToken()]);
  if (!message) return null;
  return { data: { kind: 'ok', message, token, form }, seo: inboxSeo(t.report.title), status, headers: { ...PRIVATE } };
}

export const inboxReportScreen: ScreenModule<ReportData> = {
  load: (ctx) => {
    const raw = param(ctx.params, 'message') ?? '';
    return /^\d{1,12}$/.test(raw) ? reportLoaded(ctx, Number(raw)) : Promise.resolve(null);
  },
  View: ReportView,
};

export { RequestView, ReportView, ConfirmView };
