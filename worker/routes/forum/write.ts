/**
 * The forum's writing posts: a new conversation (forum or group), a reply, an
 * edit, a deletion, a report. Each goes the same way: the pipeline's checks
 * (same origin, body limit, anti-forgery), a member, the form's rules
 * (profanity included), the 'Wil je dit echt delen?' question, the rate limits
 * and the watched words, then the store, a purge of the changed pages before
 * the answer, and post/redirect/get. On a problem the form comes back with
 * the member's text kept and a calm Dutch message.
 */
import { Hono, type Context } from 'hono';
import { personalDataIn, validateConversation, validateReply, validateReport, type PersonalKind } from '../../../shared/forms/forum';
import { positionHref } from '../../../shared/model/forum';
import { composeLoaded, ComposeView } from '../../../shared/pages/forum/compose';
import { conversationLoaded, ConversationView } from '../../../shared/pages/forum/conversation';
import { postScreenLoaded, PostScreenView, type PostAction } from '../../../shared/pages/forum/post-screens';
import type { FormState } from '../../../shared/pages/account/parts';
import { href, type RouteParams } from '../../../shared/routes';
import { byId } from '../../community/accounts';
import { fileReport } from '../../community/moderation/queue';
import { loadWords, watchedIn } from '../../community/moderation/words';
import { limitWindows, postCheck } from '../../community/forum/rules';
import { conversationRow, postRow, recentPosts } from '../../community/forum/store';
import { createConversation, createReply, deletePost, editPost, gate } from '../../community/forum/write';
import type { AppEnv } from '../../env';
import { screenContext } from '../../render/screen';
import { answer, refused, seeOther } from '../account/context';
import { keptValues, readAccountPost } from '../account/form';
import { forbidden, groupOfRow, honoPattern, idOf, pathOfRow, purgeAfter, readerOf, viewerOf, withNotice } from './common';

const MAX_BODY = 48 * 1024;

export const forumWriteRoutes = new Hono<AppEnv>();

/** What the question 'Wil je dit echt delen?' still has to ask about; empty when confirmed or nothing was found. */
function personalToAsk(text: string, confirmed: boolean): PersonalKind[] {
  return confirmed ? [] : personalDataIn(text);
}

/** The member's rate-limit facts for a post now. */
async function limitCheck(c: Context<AppEnv>, authorId: number, post: { opening: boolean; text: string }, locked: boolean, now: Date) {
  const [account, recent] = await Promise.all([byId(c.env.SITE_DB, authorId), recentPosts(c.env.SITE_DB, authorId, limitWindows(now))]);
  return postCheck({ accountCreatedAt: account?.created_at ?? now.toISOString(), conversationsToday: recent.conversations, repliesLastHour: recent.replies, locked }, post, now);
}

async function compose(c: Context<AppEnv>, params: RouteParams) {
  const post = await readAccountPost(c, MAX_BODY);
  if (!post.ok) return refused(c, post.status);
  const viewer = viewerOf(c);
  const groupSlug = typeof params.group === 'string' ? params.group : null;
  const returnTo = groupSlug ? href('group-new', { group: groupSlug }) : href('forum-new');
  if (!viewer) return forbidden(c, returnTo);
  const reader = readerOf(c);
  const group = groupSlug ? await reader.groupBySlug(groupSlug) : null;
  if (groupSlug && !group) return c.notFound();
  if (group && !group.isMember && viewer.role !== 'moderator') return forbidden(c, returnTo);
  const ctx = screenContext(c, params);
  const values = keptValues(post.raw);
  const again = async (form: FormState, personal: PersonalKind[] = [], status = 400) => answer(c, (await composeLoaded(ctx, { form, personal }, status))!, ComposeView);
  const checked = validateConversation(post.raw, group === null);
  if (!checked.ok) return again({ values, errors: checked.errors });
  const input = checked.value;
  const topic = group ? null : await reader.topicBySlug(input.topic);
  if (!group && !topic) return again({ values, errors: { topic: 'TopicMissing' } });
  const text = `${input.title}\n\n${input.body}`;
  const ask = personalToAsk(text, input.confirmedShare);
  if (ask.length > 0) return again({ values, errors: {} }, ask, 200);
  const now = new Date();
  const limit = await limitCheck(c, viewer.id, { opening: true, text: input.body }, false, now);
  if (limit !== 'ok') return again({ values, errors: { form: limit } }, [], 429);
  const gated = await gate(c.env.SITE_DB, viewer.id, text, await loadWords(c.env.SITE_DB));
  if (gated.kind === 'refuse') return again({ values, errors: { body: `Refused:${gated.word}` } });
  const lookups = await reader.lookups();
  const groupRow = group ? (lookups.groups.get(group.id) ?? null) : null;
  const created = await createConversation(c.env.SITE_DB, { authorId: viewer.id, title: input.title, topicId: topic?.id ?? null, group: groupRow, text: input.body, held: gated.held, flagged: gated.flagged }, now);
  const row = (await conversationRow(c.env.SITE_DB, created.conversationId))!;
  if (!gated.held) await purgeAfter(c, row, lookups);
  return seeOther(c, withNotice(pathOfRow(row, lookups), gated.held ? 'wacht' : 'geplaatst'));
}

forumWriteRoutes.post(honoPattern('forum-new'), (c) => compose(c, {}));
forumWriteRoutes.post(honoPattern('group-new'), (c) => compose(c, { group: c.req.param('group') ?? '' }));

forumWriteRoutes.post(honoPattern('forum-reply'), async (c) => {
  const post = await readAccountPost(c, MAX_BODY);
  if (!post.ok) return refused(c, post.status);
  const id = idOf(c.req.param('conversation'));
  if (id === null) return c.notFound();
  const viewer = viewerOf(c);
  const reader = readerOf(c);
  const access = await reader.conversation(id);
  if (access.kind === 'missing') return c.notFound();
  if (!viewer || access.kind === 'forbidden') return forbidden(c, access.kind === 'ok' ? access.conversation.path : href('forum'));
  const conversation = access.conversation;
  const ctx = screenContext(c, { conversation: String(id) });
  const values = keptValues(post.raw);
  const again = async (form: FormState, personal: PersonalKind[] = [], status = 400) => answer(c, (await conversationLoaded(ctx, { form, personal, id }, status))!, ConversationView);
  if (conversation.state !== 'open') return c.notFound();
  const checked = validateReply(post.raw);
  if (!checked.ok) return again({ values, errors: checked.errors });
  const ask = personalToAsk(checked.value.body, checked.value.confirmedShare);
  if (ask.length > 0) return again({ values, errors: {} }, ask, 200);
  const now = new Date();
  const limit = await limitCheck(c, viewer.id, { opening: false, text: checked.value.body }, conversation.locked, now);
  if (limit !== 'ok') return again({ values, errors: { form: limit } }, [], limit === 'Locked' ? 403 : 429);
  const gated = await gate(c.env.SITE_DB, viewer.id, checked.value.body, await loadWords(c.env.SITE_DB));
  if (gated.kind === 'refuse') return again({ values, errors: { body: `Refused:${gated.word}` } });
  const lookups = await reader.lookups();
  const row = (await conversationRow(c.env.SITE_DB, id))!;
  const reply = await createReply(c.env.SITE_DB, { conversation: row, group: groupOfRow(row, lookups), authorId: viewer.id, text: checked.value.body, held: gated.held, flagged: gated.flagged }, now);
  if (reply.position === null) return seeOther(c, withNotice(`${conversation.path}#reactie-nieuw`, 'wacht'));
  await purgeAfter(c, row, lookups);
  return seeOther(c, withNotice(positionHref(conversation.path, reply.position), 'geplaatst'));
});

/** The post of an edit, delete or report screen: the post, and the member allowed to do this with it. */
async function postAndRights(c: Context<AppEnv>, action: PostAction) {
  const raw = c.req.param('post') ?? '';
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : null;
  if (id === null) return { kind: 'missing' as const };
  const viewer = viewerOf(c);
  const route = action === 'edit' ? 'post-edit' : action === 'delete' ? 'post-delete' : 'post-report';
  if (!viewer) return { kind: 'forbidden' as const, returnTo: href(route, { post: raw }) };
  const found = await readerOf(c).post(id);
  if (!found) return { kind: 'missing' as const };
  const allowed = action === 'edit' ? found.post.own : action === 'delete' ? found.post.canDelete : found.post.canReport;
  if (!allowed) return { kind: 'forbidden' as const, returnTo: found.conversation.path };
  return { kind: 'ok' as const, viewer, id, ...found };
}

for (const action of ['edit', 'delete', 'report'] as const) {
  const route = action === 'edit' ? 'post-edit' : action === 'delete' ? 'post-delete' : 'post-report';
  forumWriteRoutes.post(honoPattern(route), async (c) => {
    const post = await readAccountPost(c, MAX_BODY);
    if (!post.ok) return refused(c, post.status);
    const found = await postAndRights(c, action);
    if (found.kind === 'missing') return c.notFound();
    if (found.kind === 'forbidden') return forbidden(c, found.returnTo);
    const db = c.env.SITE_DB;
    const now = new Date();
    const ctx = screenContext(c, { post: String(found.id) });
    const values = keptValues(post.raw);
    const again = async (form: FormState, personal: PersonalKind[] = [], status = 400) => answer(c, (await postScreenLoaded(ctx, action, { form, personal }, status))!, PostScreenView);
    const row = (await postRow(db, found.id))!;
    const conversation = (await conversationRow(db, row.conversation_id))!;
    const lookups = await readerOf(c).lookups();
    const at = row.position !== null ? positionHref(found.conversation.path, row.position) : found.conversation.path;
    if (action === 'delete') {
      await deletePost(db, row, now);
      await purgeAfter(c, conversation, lookups);
      return seeOther(c, withNotice(found.conversation.path, 'verwijderd'));
    }
    if (action === 'report') {
      const checked = validateReport(post.raw);
      if (!checked.ok) return again({ values, errors: checked.errors });
      const filed = await fileReport(db, { kind: 'post', subjectId: found.id, reporterId: found.viewer.id, reason: checked.value.reason, note: checked.value.note }, now);
      return seeOther(c, withNotice(at, filed ? 'gemeld' : 'al-gemeld'));
    }
    if (!found.post.canEdit) return again({ values, errors: {} }, [], 403);
    const checked = validateReply(post.raw);
    if (!checked.ok) return again({ values, errors: checked.errors });
    const ask = personalToAsk(checked.value.body, checked.value.confirmedShare);
    if (ask.length > 0) return again({ values, errors: {} }, ask, 200);
    const watched = watchedIn(checked.value.body, await loadWords(db));
    if (watched?.action === 'refuse') return again({ values, errors: { body: `Refused:${watched.word}` } });
    // An edit is not held back again; a watched word that would hold a new post flags it for the moderators.
    await editPost(db, row, conversation, groupOfRow(conversation, lookups), checked.value.body, watched !== null, now);
    await purgeAfter(c, conversation, lookups);
    return seeOther(c, withNotice(at, 'bewerkt'));
  });
}
