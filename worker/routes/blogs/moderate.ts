/**
 * The moderators' posts for the blogs (`/beheer/blogs/{bijdrage|reactie}/{id}`):
 * approve, leave, hide (with a reason, mailed to the author through the
 * outbox) or restore an entry or a reaction, as the forum's posts are
 * moderated. Moderators only; every act goes into the audit log and purges
 * the pages it changed.
 */
import { Hono } from 'hono';
import { HIDE_REASON_MAX } from '../../../shared/forms/forum';
import { href } from '../../../shared/routes';
import { nl } from '../../../shared/texts/nl';
import { byId } from '../../community/accounts';
import { moderateBlog, type BlogAct, type Subject } from '../../community/blogs/moderate';
import { entryPath } from '../../community/blogs/rows';
import { entryRow, reactionRow } from '../../community/blogs/store';
import { queueMail } from '../../community/mail/queued';
import { hiddenNotice } from '../../community/moderation/notice';
import { can } from '../../community/roles';
import type { AppEnv } from '../../env';
import { refused, seeOther } from '../account/context';
import { later, readAccountPost } from '../account/form';
import { mailBase } from '../forum/common';
import { forbidden, honoPattern, purgeBlog, returnPath, viewerOf, withNotice } from './common';

export const blogModerateRoutes = new Hono<AppEnv>();

const ACTS: readonly string[] = ['approve', 'dismiss', 'hide', 'restore'];

blogModerateRoutes.post(honoPattern('moderate-blog'), async (c) => {
  const post = await readAccountPost(c, 8192);
  if (!post.ok) return refused(c, post.status);
  const viewer = viewerOf(c);
  if (!viewer || !can(viewer, 'moderate')) return forbidden(c, href('moderation'));
  const db = c.env.SITE_DB;
  const id = Number(c.req.param('id'));
  const act = typeof post.raw.action === 'string' && ACTS.includes(post.raw.action) ? (post.raw.action as BlogAct) : null;
  if (!act) return refused(c, 400);
  let subject: Subject | null = null;
  let entry;
  if (c.req.param('kind') === 'bijdrage') {
    entry = await entryRow(db, id);
    if (entry) subject = { kind: 'entry', row: entry };
  } else {
    const reaction = await reactionRow(db, id);
    entry = reaction ? await entryRow(db, reaction.entry_id) : null;
    if (reaction && entry) subject = { kind: 'reaction', row: reaction, entryTitle: entry.title };
  }
  if (!subject || !entry) return c.notFound();
  const back = returnPath(post.raw, href('moderation'));
  const reason = typeof post.raw.reason === 'string' ? post.raw.reason.trim() : '';
  if (act === 'hide' && (!reason || reason.length > HIDE_REASON_MAX)) return seeOther(c, withNotice(back, 'reden'));
  const wasHeld = subject.row.state === 'held';
  const changed = await moderateBlog(db, subject, act, viewer.id, reason, new Date());
  if (changed && act === 'hide') {
    const author = await byId(db, subject.row.author_id);
    if (author?.email && author.username && author.status !== 'deleted') {
      const facts = { title: entry.title, reason, refused: wasHeld, rules: `${mailBase(c)}/gedragsregels`, contact: `${mailBase(c)}/contact` };
      later(c, queueMail(c.env, `hidden-${subject.kind}-${subject.row.id}-${Date.now()}`, hiddenNotice(author.email, author.username, facts, nl.blogs.mail), new Date()), 'hidden-notice');
    }
  }
  if (changed) {
    const owner = await byId(db, entry.author_id);
    if (owner?.username) await purgeBlog(c, { path: entryPath({ username: owner.username, slug: entry.slug }) }, owner.username);
  }
  return seeOther(c, withNotice(back, changed ? 'gedaan' : 'ongewijzigd'));
});
