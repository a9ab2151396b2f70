/**
 * The inbox's posts (issue 39): send a contact request, accept or decline
 * one, write a message, remove a contact, block and unblock a member, report
 * a message, and a moderator's act on a reported message. Each goes the way
 * of the forum's posts: the pipeline's checks (same origin, body limit,
 * anti-forgery bound to the session), a member, the rules, the store,
 * post/redirect/get with a notice; a form with an error comes back with the
 * member's text kept. The screens (GET) are in the screen table.
 */
import { Hono, type Context } from 'hono';
import { HIDE_REASON_MAX, validateReport } from '../../../shared/forms/forum';
import { validateMessage } from '../../../shared/forms/inbox';
import { ReportView, reportLoaded, RequestView, requestLoaded } from '../../../shared/pages/inbox/actions';
import { ConversationScreenView, conversationLoaded } from '../../../shared/pages/inbox/conversation';
import { href } from '../../../shared/routes';
import type { Viewer } from '../../../shared/model/account';
import { byId, byUsername } from '../../community/accounts';
import { fileReport, closeItem, logAct } from '../../community/moderation/queue';
import { requestLimit, requestOutcome, sideOf } from '../../community/inbox/rules';
import { answerRequest, block, contactRow, createRequest, hideMessage, messageRow, pairFacts, removeContact, requestsSince, sendMessage, unblock } from '../../community/inbox/store';
import { can } from '../../community/roles';
import type { AppEnv } from '../../env';
import { screenContext } from '../../render/screen';
import { answer, refused, seeOther } from '../account/context';
import { keptValues, readAccountPost } from '../account/form';
import { forbidden, honoPattern, withNotice } from '../forum/common';

export const inboxRoutes = new Hono<AppEnv>();

const MAX_BODY = 32 * 1024;
const DAY = 24 * 3600 * 1000;
const idOf = (raw: string | undefined): number | null => (raw && /^\d{1,12}$/.test(raw) ? Number(raw) : null);

/** The post, read and checked, from a logged-in member; otherwise the answer to give (403 with log in for a visitor). */
async function memberPost(c: Context<AppEnv>, returnTo: string) {
  const post = await readAccountPost(c, MAX_BODY);
  if (!post.ok) return { ok: false as const, response: await refused(c, post.status) };
  const viewer: Viewer | null = c.get('viewer') ?? null;
  if (!viewer) return { ok: false as const, response: await forbidden(c, returnTo) };
  return { ok: true as const, raw: post.raw, viewer };
}

inboxRoutes.post(honoPattern('contact-request'), async (c) => {
  const username = c.req.param('username') ?? '';
  const got = await memberPost(c, href('contact-request', { username: username || '-' }));
  if (!got.ok) return got.response;
  const db = c.env.SITE_DB;
  const other = /^[\p{L}\p{N}]{1,40}$/u.test(username) ? await byUsername(db, username) : null;
  if (!other || other.status !== 'active' || !other.username) return c.notFound();
  const ctx = screenContext(c, { username });
  const again = async (errors: Record<string, string>, status: number) => answer(c, (await requestLoaded(ctx, username, { values: keptValues(got.raw), errors }, status))!, RequestView);
  const checked = validateMessage(got.raw);
  const now = new Date();
  const [{ facts, contact }, me, sent] = await Promise.all([
    pairFacts(db, got.viewer.id, other),
    byId(db, got.viewer.id),
    requestsSince(db, got.viewer.id, new Date(now.getTime() - DAY).toISOString()),
  ]);
  const outcome = requestOutcome(facts, sent, requestLimit(me?.created_at ?? now.toISOString(), now));
  if (outcome.kind === 'unavailable') return c.notFound();
  if (outcome.kind === 'exists') return seeOther(c, href('contact-request', { username: other.username }));
  if (!checked.ok) return again(checked.errors as Record<string, string>, 400);
  if (outcome.kind === 'too-many') return again({ form: 'TooManyRequests' }, 429);
  const id = await createRequest(db, { requesterId: got.viewer.id, receiverId: other.id, body: checked.value.body, silent: outcome.kind === 'silent', replace: outcome.replace ? contact : null }, now);
  // Null: the same request arrived twice at once; the first stands.
  return seeOther(c, withNotice(id !== null ? href('inbox-contact', { contact: String(id) }) : href('inbox'), 'verstuurd'));
});

inboxRoutes.post(honoPattern('inbox-answer'), async (c) => {
  const id = idOf(c.req.param('contact'));
  const got = await memberPost(c, href('inbox'));
  if (!got.ok) return got.response;
  const contact = id === null ? null : await contactRow(c.env.SITE_DB, id);
  // Only the receiver answers, only a waiting request.
  if (!contact || contact.receiver_id !== got.viewer.id || contact.state !== 'pending') return c.notFound();
  const accept = got.raw.action === 'accept';
  if (!accept && got.raw.action !== 'decline') return refused(c, 400);
  await answerRequest(c.env.SITE_DB, contact, accept, new Date());
  return seeOther(c, accept ? withNotice(href('inbox-contact', { contact: String(contact.id) }), 'geaccepteerd') : withNotice(href('inbox'), 'geweigerd'));
});

inboxRoutes.post(honoPattern('inbox-send'), async (c) => {
  const id = idOf(c.req.param('contact'));
  const got = await memberPost(c, id === null ? href('inbox') : href('inbox-contact', { contact: String(id) }));
  if (!got.ok) return got.response;
  const contact = id === null ? null : await contactRow(c.env.SITE_DB, id);
  if (!contact || !sideOf(contact, got.viewer.id) || contact.state !== 'accepted') return c.notFound();
  const checked = validateMessage(got.raw);
  if (!checked.ok) {
    const form = { values: keptValues(got.raw), errors: checked.errors as Record<string, string> };
    return answer(c, (await conversationLoaded(screenContext(c, { contact: String(contact.id) }), contact.id, form, 400))!, ConversationScreenView);
  }
  const sent = await sendMessage(c.env.SITE_DB, contact, got.viewer.id, checked.value.body, new Date());
  if (!sent) return c.notFound();
  return seeOther(c, `${withNotice(href('inbox-contact', { contact: String(contact.id) }), 'bericht')}#nieuw-bericht`);
});

inboxRoutes.post(honoPattern('inbox-remove'), async (c) => {
  const id = idOf(c.req.param('contact'));
  const got = await memberPost(c, href('inbox'));
  if (!got.ok) return got.response;
  const contact = id === null ? null : await contactRow(c.env.SITE_DB, id);
  if (!contact || !sideOf(contact, got.viewer.id) || contact.state !== 'accepted') return c.notFound();
  await removeContact(c.env.SITE_DB, contact, got.viewer.id, new Date());
  return seeOther(c, withNotice(href('inbox'), 'verwijderd'));
});

for (const [route, blocking] of [['inbox-block', true], ['inbox-unblock', false]] as const) {
  inboxRoutes.post(honoPattern(route), async (c) => {
    const username = c.req.param('username') ?? '';
    const got = await memberPost(c, href('inbox'));
    if (!got.ok) return got.response;
    const other = /^[\p{L}\p{N}]{1,40}$/u.test(username) ? await byUsername(c.env.SITE_DB, username) : null;
    if (!other || other.id === got.viewer.id) return c.notFound();
    if (blocking) await block(c.env.SITE_DB, got.viewer.id, other.id, new Date());
    else await unblock(c.env.SITE_DB, got.viewer.id, other.id);
    return seeOther(c, withNotice(href('inbox'), blocking ? 'geblokkeerd' : 'gedeblokkeerd'));
  });
}

inboxRoutes.post(honoPattern('inbox-report'), async (c) => {
  const id = idOf(c.req.param('message'));
  const got = await memberPost(c, id === null ? href('inbox') : href('inbox-report', { message: String(id) }));
  if (!got.ok) return got.response;
  const ctx = screenContext(c, { message: String(id) });
  const found = id === null ? null : await ctx.inbox.receivedMessage(id);
  if (!found) return c.notFound();
  const checked = validateReport(got.raw);
  if (!checked.ok) return answer(c, (await reportLoaded(ctx, found.id, { values: keptValues(got.raw), errors: checked.errors as Record<string, string> }, 400))!, ReportView);
  const filed = await fileReport(c.env.SITE_DB, { kind: 'message', subjectId: found.id, reporterId: got.viewer.id, reason: checked.value.reason, note: checked.value.note }, new Date());
  const back = href('inbox-contact', { contact: String(found.contactId) });
  const contact = await contactRow(c.env.SITE_DB, found.contactId);
  return seeOther(c, withNotice(contact?.state === 'accepted' ? back : href('inbox'), filed ? 'gemeld' : 'al-gemeld'));
});

/** A moderator's act on a reported message: hide it (its text then shows to no one) or leave it. */
inboxRoutes.post(honoPattern('moderate-message'), async (c) => {
  const id = idOf(c.req.param('message'));
  const post = await readAccountPost(c, 8192);
  if (!post.ok) return refused(c, post.status);
  const viewer = c.get('viewer') ?? null;
  if (!viewer || !can(viewer, 'moderate')) return forbidden(c, href('moderation'));
  const db = c.env.SITE_DB;
  const message = id === null ? null : await messageRow(db, id);
  if (!message) return c.notFound();
  const now = new Date();
  const reason = typeof post.raw.reason === 'string' ? post.raw.reason.trim() : '';
  let changed = false;
  if (post.raw.action === 'hide') {
    if (!reason || reason.length > HIDE_REASON_MAX) return seeOther(c, withNotice(href('moderation'), 'reden'));
    changed = await hideMessage(db, message.id, viewer.id, now);
    if (changed) await logAct(db, { moderatorId: viewer.id, action: 'hide', kind: 'message', subjectId: message.id, reason }, now).run();
  } else if (post.raw.action === 'dismiss') {
    const [closed] = await db.batch([closeItem(db, 'message', message.id, 'dismissed', viewer.id, now)]);
    changed = (closed?.meta.changes ?? 0) > 0;
    if (changed) await logAct(db, { moderatorId: viewer.id, action: 'dismiss', kind: 'message', subjectId: message.id }, now).run();
  } else return refused(c, 400);
  return seeOther(c, withNotice(href('moderation'), changed ? 'gedaan' : 'ongewijzigd'));
});
