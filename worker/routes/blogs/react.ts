/**
 * Reactions under an entry, as the forum's replies: writing one (blog mode,
 * the profanity check, 'Wil je dit echt delen?', the rate limit, the watched
 * words, a new member's first texts held), and on pages of their own editing
 * (30 minutes), deleting and reporting a reaction, and reporting an entry.
 */
import { Hono, type Context } from 'hono';
import { personalDataIn, validateReply, validateReport, type PersonalKind } from '../../../shared/forms/forum';
import type { FormState } from '../../../shared/pages/account/parts';
import { confirmLoaded, confirmScreen } from '../../../shared/pages/blogs/confirm';
import { entryLoaded, entryScreen } from '../../../shared/pages/blogs/entry';
import { byId } from '../../community/accounts';
import { writeCheck } from '../../community/blogs/rules';
import { reactionRow, recentWriting } from '../../community/blogs/store';
import { createReaction, deleteReaction, editReaction, gate } from '../../community/blogs/write';
import { limitWindows } from '../../community/forum/rules';
import { fileReport } from '../../community/moderation/queue';
import { loadWords, watchedIn } from '../../community/moderation/words';
import type { AppEnv } from '../../env';
import { screenContext } from '../../render/screen';
import { answer, refused, seeOther } from '../account/context';
import { keptValues, readAccountPost } from '../account/form';
import { blogsOf, forbidden, honoPattern, MAX_BODY, purgeBlog, viewerOf, withNotice } from './common';

export const blogReactRoutes = new Hono<AppEnv>();

const params = (c: Context<AppEnv>) => ({ username: c.req.param('username') ?? '', slug: c.req.param('slug') ?? '' });

blogReactRoutes.post(honoPattern('blog-react'), async (c) => {
  const post = await readAccountPost(c, MAX_BODY);
  if (!post.ok) return refused(c, post.status);
  const { username, slug } = params(c);
  const found = await blogsOf(c).entry(username, slug);
  if (found.kind === 'missing') return c.notFound();
  const viewer = viewerOf(c);
  if (!viewer || found.kind === 'forbidden') return forbidden(c, c.req.path.replace(/\/reageren$/, ''));
  const entry = found.entry;
  if (entry.state !== 'published') return c.notFound();
  const db = c.env.SITE_DB;
  const values = keptValues(post.raw);
  const again = async (form: FormState, personal: PersonalKind[] = [], status = 400) =>
    answer(c, (await entryLoaded(screenContext(c, { username, slug }), { form, personal }, status))!, entryScreen.View);
  const checked = validateReply(post.raw);
  if (!checked.ok) return again({ values, errors: checked.errors });
  const ask = checked.value.confirmedShare ? [] : personalDataIn(checked.value.body);
  if (ask.length > 0) return again({ values, errors: {} }, ask, 200);
  const now = new Date();
  const [account, recent] = await Promise.all([byId(db, viewer.id), recentWriting(db, viewer.id, limitWindows(now))]);
  const limit = writeCheck({ accountCreatedAt: account?.created_at ?? now.toISOString(), entriesToday: recent.entries, reactionsLastHour: recent.reactions }, 'reaction', now);
  if (limit !== 'ok') return again({ values, errors: { form: limit } }, [], 429);
  const gated = await gate(db, viewer.id, checked.value.body, await loadWords(db));
  if (gated.kind === 'refuse') return again({ values, errors: { body: `Refused:${gated.word}` } });
  const made = await createReaction(db, { entryId: entry.id, authorId: viewer.id, doc: checked.value.doc, held: gated.held, flagged: gated.flagged }, now);
  if (!made.held) await purgeBlog(c, entry, username);
  return seeOther(c, withNotice(`${entry.path}#reactie-${made.id}`, made.held ? 'wacht' : 'reactie'));
});

/** Reporting an entry (members, not its author), on its own page. */
blogReactRoutes.post(honoPattern('blog-entry-report'), async (c) => {
  const post = await readAccountPost(c, 8192);
  if (!post.ok) return refused(c, post.status);
  const { username, slug } = params(c);
  const found = await blogsOf(c).entry(username, slug);
  if (found.kind === 'missing') return c.notFound();
  const viewer = viewerOf(c);
  if (!viewer || found.kind === 'forbidden' || !found.entry.canReport) return forbidden(c, c.req.path);
  const checked = validateReport(post.raw);
  if (!checked.ok) return answer(c, (await confirmLoaded(screenContext(c, { username, slug }), { form: { values: keptValues(post.raw), errors: checked.errors } }, 400))!, confirmScreen.View);
  const filed = await fileReport(c.env.SITE_DB, { kind: 'entry', subjectId: found.entry.id, reporterId: viewer.id, ...checked.value }, new Date());
  return seeOther(c, withNotice(found.entry.path, filed ? 'gemeld' : 'al-gemeld'));
});

/** A reaction's own page: edit, delete or report it. */
blogReactRoutes.post(honoPattern('blog-reaction'), async (c) => {
  const post = await readAccountPost(c, MAX_BODY);
  if (!post.ok) return refused(c, post.status);
  const { username, slug } = params(c);
  const action = c.req.param('action');
  const id = Number(c.req.param('reaction'));
  const viewer = viewerOf(c);
  if (!viewer) return forbidden(c, c.req.path);
  const found = Number.isInteger(id) ? await blogsOf(c).reaction(id) : null;
  if (!found || found.entry.slug !== slug) return c.notFound();
  const { reaction, entry } = found;
  const allowed = action === 'bewerken' ? reaction.canEdit : action === 'verwijderen' ? reaction.canDelete : action === 'melden' ? reaction.canReport : false;
  if (!allowed) return forbidden(c, entry.path);
  const db = c.env.SITE_DB;
  const now = new Date();
  const row = (await reactionRow(db, id))!;
  const again = async (form: FormState, personal: PersonalKind[] = [], status = 400) =>
    answer(c, (await confirmLoaded(screenContext(c, { username, slug, reaction: String(id), action: action ?? '' }), { form, personal }, status))!, confirmScreen.View);
  const values = keptValues(post.raw);
  if (action === 'verwijderen') {
    await deleteReaction(db, row, now);
    await purgeBlog(c, entry, username);
    return seeOther(c, withNotice(entry.path, 'reactie-verwijderd'));
  }
  if (action === 'melden') {
    const checked = validateReport(post.raw);
    if (!checked.ok) return again({ values, errors: checked.errors });
    const filed = await fileReport(db, { kind: 'reaction', subjectId: id, reporterId: viewer.id, ...checked.value }, now);
    return seeOther(c, withNotice(`${entry.path}#reactie-${id}`, filed ? 'gemeld' : 'al-gemeld'));
  }
  const checked = validateReply(post.raw);
  if (!checked.ok) return again({ values, errors: checked.errors });
  const ask = checked.value.confirmedShare ? [] : personalDataIn(checked.value.body);
  if (ask.length > 0) return again({ values, errors: {} }, ask, 200);
  const watched = watchedIn(checked.value.body, await loadWords(db));
  if (watched?.action === 'refuse') return again({ values, errors: { body: `Refused:${watched.word}` } });
  await editReaction(db, row, checked.value.doc, watched !== null, now);
  await purgeBlog(c, entry, username);
  return seeOther(c, withNotice(`${entry.path}#reactie-${id}`, 'bewerkt'));
});
