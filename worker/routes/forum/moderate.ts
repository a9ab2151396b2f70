/**
 * The moderators' posts: approve, hide (with a reason, mailed to the author
 * through the outbox) or restore a post; lock, unlock or move a
 * conversation; add or remove a watched word. Moderators only; every act
 * goes into the audit log and purges the pages it changed.
 */
import { Hono, type Context } from 'hono';
import { HIDE_REASON_MAX } from '../../../shared/forms/forum';
import { WATCH_ACTIONS, type WatchAction } from '../../../shared/model/moderation';
import { wordsLoaded, WordsView } from '../../../shared/pages/moderation/words';
import { href } from '../../../shared/routes';
import { byId } from '../../community/accounts';
import { queueMail } from '../../community/mail/queued';
import { approvePost, hidePost, moveConversation, restorePost, setLocked } from '../../community/forum/moderate';
import { conversationRow, postRow } from '../../community/forum/store';
import { hiddenNotice } from '../../community/moderation/notice';
import { logAct } from '../../community/moderation/queue';
import { deleteWord, putWord, watchedForm } from '../../community/moderation/words';
import { can } from '../../community/roles';
import type { AppEnv } from '../../env';
import { screenContext } from '../../render/screen';
import { answer, refused, seeOther } from '../account/context';
import { keptValues, later, readAccountPost } from '../account/form';
import { forbidden, groupOfRow, honoPattern, idOf, mailBase, pathOfRow, purgeAfter, readerOf, returnPath, viewerOf, withNotice } from './common';

export const forumModerateRoutes = new Hono<AppEnv>();

async function moderatorPost(c: Context<AppEnv>, returnTo: string) {
  const post = await readAccountPost(c, 8192);
  if (!post.ok) return { ok: false as const, response: await refused(c, post.status) };
  const viewer = viewerOf(c);
  if (!viewer || !can(viewer, 'moderate')) return { ok: false as const, response: await forbidden(c, returnTo) };
  return { ok: true as const, raw: post.raw, viewer };
}

forumModerateRoutes.post(honoPattern('moderate-post'), async (c) => {
  const id = idOf(c.req.param('post'));
  const got = await moderatorPost(c, href('moderation'));
  if (!got.ok) return got.response;
  const db = c.env.SITE_DB;
  const post = id === null ? null : await postRow(db, id);
  const conversation = post ? await conversationRow(db, post.conversation_id) : null;
  if (!post || !conversation) return c.notFound();
  const back = returnPath(got.raw, href('moderation'));
  const action = got.raw.action;
  const reason = typeof got.raw.reason === 'string' ? got.raw.reason.trim() : '';
  const lookups = await readerOf(c).lookups();
  const context = { db, post, conversation, group: groupOfRow(conversation, lookups), moderatorId: got.viewer.id, now: new Date() };
  let acted;
  if (action === 'approve' || action === 'dismiss') acted = await approvePost(context);
  else if (action === 'restore') acted = await restorePost(context);
  else if (action === 'hide') {
    if (!reason || reason.length > HIDE_REASON_MAX) return seeOther(c, withNotice(back, 'reden'));
    acted = await hidePost(context, reason);
    const author = acted.changed ? await byId(db, post.author_id) : null;
    if (author?.email && author.username && author.status !== 'deleted') {
      const mail = hiddenNotice(author.email, author.username, {
        title: conversation.title,
        reason,
        refused: post.state === 'held',
        rules: `${mailBase(c)}/gedragsregels`,
        contact: `${mailBase(c)}/contact`,
      });
      later(c, queueMail(c.env, `hidden-${post.id}-${Date.now()}`, mail, new Date()), 'hidden-notice');
    }
  } else return refused(c, 400);
  if (acted.changed) await purgeAfter(c, conversation, lookups);
  return seeOther(c, withNotice(back, acted.changed ? 'gedaan' : 'ongewijzigd'));
});

forumModerateRoutes.post(honoPattern('moderate-conversation'), async (c) => {
  const id = idOf(c.req.param('conversation'));
  const got = await moderatorPost(c, href('moderation'));
  if (!got.ok) return got.response;
  const db = c.env.SITE_DB;
  const conversation = id === null ? null : await conversationRow(db, id);
  if (!conversation) return c.notFound();
  const lookups = await readerOf(c).lookups();
  const back = returnPath(got.raw, pathOfRow(conversation, lookups));
  const reason = typeof got.raw.reason === 'string' ? got.raw.reason.trim().slice(0, HIDE_REASON_MAX) : '';
  const now = new Date();
  let acted;
  if (got.raw.action === 'lock' || got.raw.action === 'unlock') acted = await setLocked(db, conversation, got.raw.action === 'lock', got.viewer.id, reason, now);
  else if (got.raw.action === 'move') {
    const to = [...lookups.topics.values()].find((t) => t.slug === got.raw.topic);
    if (!to) return refused(c, 400);
    const from = conversation.topic_id !== null ? (lookups.topics.get(conversation.topic_id)?.name ?? '') : '';
    acted = await moveConversation(db, conversation, to, from, got.viewer.id, reason, now);
  } else return refused(c, 400);
  if (acted.changed) await purgeAfter(c, conversation, lookups);
  return seeOther(c, withNotice(back, acted.changed ? 'gedaan' : 'ongewijzigd'));
});

forumModerateRoutes.post(honoPattern('moderation-words'), async (c) => {
  const got = await moderatorPost(c, href('moderation-words'));
  if (!got.ok) return got.response;
  const db = c.env.SITE_DB;
  const now = new Date();
  if (typeof got.raw.remove === 'string') {
    const word = watchedForm(got.raw.remove);
    if (word) await db.batch([deleteWord(db, word), logAct(db, { moderatorId: got.viewer.id, action: 'word-remove', kind: 'word', subjectId: 0, detail: word }, now)]);
    return seeOther(c, withNotice(href('moderation-words'), 'weggehaald'));
  }
  const word = watchedForm(typeof got.raw.word === 'string' ? got.raw.word : '');
  const action = typeof got.raw.action === 'string' && (WATCH_ACTIONS as readonly string[]).includes(got.raw.action) ? (got.raw.action as WatchAction) : null;
  if (!word || !action) {
    const errors = { ...(word ? {} : { word: 'WordMissing' }), ...(action ? {} : { action: 'ActionMissing' }) };
    return answer(c, await wordsLoaded(screenContext(c), { values: keptValues(got.raw), errors }, 400), WordsView);
  }
  await db.batch([putWord(db, word, action, got.viewer.id, now), logAct(db, { moderatorId: got.viewer.id, action: 'word-add', kind: 'word', subjectId: 0, detail: `${word} (${action})` }, now)]);
  return seeOther(c, withNotice(href('moderation-words'), 'toegevoegd'));
});
