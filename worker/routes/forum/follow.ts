/**
 * Following and groups: the level of a conversation or a topic (Volgen,
 * Bijhouden, Niet volgen), joining and leaving a group, and the short
 * address of a post (`/ervaringen-delen/berichten/{id}`), which leads to its
 * place in its conversation.
 */
import { Hono } from 'hono';
import { FOLLOW_LEVELS, positionHref, type FollowLevel } from '../../../shared/model/forum';
import { href } from '../../../shared/routes';
import { setMembership } from '../../community/forum/write';
import { setLevel, unfollowGroup } from '../../community/notifications/follows';
import type { AppEnv } from '../../env';
import { refused, seeOther } from '../account/context';
import { readAccountPost } from '../account/form';
import { forbidden, honoPattern, idOf, purgeNow, readerOf, returnPath, viewerOf, withNotice } from './common';

export const forumFollowRoutes = new Hono<AppEnv>();

const levelOf = (value: unknown): FollowLevel | null => (typeof value === 'string' && (FOLLOW_LEVELS as readonly string[]).includes(value) ? (value as FollowLevel) : null);

forumFollowRoutes.post(honoPattern('forum-follow'), async (c) => {
  const post = await readAccountPost(c, 4096);
  if (!post.ok) return refused(c, post.status);
  const id = idOf(c.req.param('conversation'));
  const level = levelOf(post.raw.level);
  if (id === null) return c.notFound();
  const access = await readerOf(c).conversation(id);
  if (access.kind === 'missing') return c.notFound();
  const viewer = viewerOf(c);
  if (!viewer || access.kind === 'forbidden') return forbidden(c, access.kind === 'ok' ? access.conversation.path : href('forum'));
  if (!level) return refused(c, 400);
  const now = new Date();
  await c.env.SITE_DB.batch(setLevel(c.env.SITE_DB, viewer.id, 'conversation', id, level, access.conversation.lastActivityAt, now));
  return seeOther(c, withNotice(returnPath(post.raw, access.conversation.path), 'opgeslagen'));
});

forumFollowRoutes.post(honoPattern('topic-follow'), async (c) => {
  const post = await readAccountPost(c, 4096);
  if (!post.ok) return refused(c, post.status);
  const topic = await readerOf(c).topicBySlug(c.req.param('topic') ?? '');
  if (!topic) return c.notFound();
  const viewer = viewerOf(c);
  const back = href('forum', { onderwerp: topic.slug });
  if (!viewer) return forbidden(c, back);
  const level = levelOf(post.raw.level);
  if (!level) return refused(c, 400);
  const now = new Date();
  await c.env.SITE_DB.batch(setLevel(c.env.SITE_DB, viewer.id, 'topic', topic.id, level, now.toISOString(), now));
  return seeOther(c, withNotice(returnPath(post.raw, back), 'opgeslagen'));
});

forumFollowRoutes.post(honoPattern('group-membership'), async (c) => {
  const post = await readAccountPost(c, 4096);
  if (!post.ok) return refused(c, post.status);
  const group = await readerOf(c).groupBySlug(c.req.param('group') ?? '');
  if (!group) return c.notFound();
  const path = href('group', { group: group.slug });
  const viewer = viewerOf(c);
  if (!viewer) return forbidden(c, path);
  const join = post.raw.member === 'ja';
  const now = new Date();
  await setMembership(c.env.SITE_DB, group.id, viewer.id, join, now);
  if (!join && group.membership === 'closed') await c.env.SITE_DB.batch(unfollowGroup(c.env.SITE_DB, viewer.id, group.id));
  // The member count shows on the group's page and the list of groups.
  await purgeNow(c, [path, href('groups')]);
  return seeOther(c, withNotice(path, join ? 'lid' : 'geen-lid'));
});

/** A post's own address: to its place in its conversation (404 for what the visitor may not see). */
forumFollowRoutes.get(honoPattern('forum-post'), async (c) => {
  const id = idOf(c.req.param('post'));
  const found = id === null ? null : await readerOf(c).post(id);
  if (!found) return c.notFound();
  const target = found.post.position !== null ? positionHref(found.conversation.path, found.post.position) : found.conversation.path;
  return new Response(null, { status: 302, headers: { location: target, 'cache-control': 'no-store' } });
});
