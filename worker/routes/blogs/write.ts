/**
 * The blogs' writing posts: a new entry or a change (a draft kept, or
 * published), a deletion after its confirmation, a blog's title and
 * introduction. Each goes the forum's way: the pipeline's checks (same
 * origin, body limit, anti-forgery), a member, the form's rules (profanity
 * included), the 'Wil je dit echt delen?' question, the rate limits and the
 * watched words, then the store, a purge of the changed pages before the
 * answer, and post/redirect/get. On a problem the form comes back with the
 * member's text kept and a calm Dutch message.
 */
import { Hono, type Context } from 'hono';
import { ownPicturePath } from '../../../shared/format/blob-images';
import { IMAGE_FIELD, validateBlogSettings, validateEntry } from '../../../shared/forms/blog';
import { personalDataIn, type PersonalKind } from '../../../shared/forms/forum';
import type { FormState } from '../../../shared/pages/account/parts';
import { mineLoaded, mineScreen } from '../../../shared/pages/blogs/mine';
import { writeLoaded, writeScreen } from '../../../shared/pages/blogs/write';
import { href } from '../../../shared/routes';
import { nl } from '../../../shared/texts/nl';
import { byId } from '../../community/accounts';
import { entryPath } from '../../community/blogs/rows';
import { writeCheck } from '../../community/blogs/rules';
import { entryRow, recentWriting } from '../../community/blogs/store';
import { createEntry, deleteEntry, gate, saveBlog, setFollowing, updateEntry } from '../../community/blogs/write';
import { limitWindows } from '../../community/forum/rules';
import { loadWords } from '../../community/moderation/words';
import { pictureRow } from '../../community/pictures/reader';
import type { AppEnv } from '../../env';
import { screenContext } from '../../render/screen';
import { requestUrl } from '../../request-url';
import { answer, refused, seeOther } from '../account/context';
import { keptValues, readAccountPost } from '../account/form';
import { blogsOf, forbidden, honoPattern, MAX_BODY, purgeBlog, returnPath, viewerOf, withNotice } from './common';

export const blogWriteRoutes = new Hono<AppEnv>();

async function saveEntry(c: Context<AppEnv>, id: number | null) {
  const post = await readAccountPost(c, MAX_BODY);
  if (!post.ok) return refused(c, post.status);
  const viewer = viewerOf(c);
  const returnTo = id ? href('blog-edit', { entry: String(id) }) : href('blog-write');
  if (!viewer) return forbidden(c, returnTo);
  const db = c.env.SITE_DB;
  const existing = id ? await entryRow(db, id) : null;
  if (id && (!existing || existing.author_id !== viewer.id || existing.state === 'deleted')) return c.notFound();
  const ctx = screenContext(c, id ? { entry: String(id) } : {});
  const values = keptValues(post.raw);
  const again = async (form: FormState, personal: PersonalKind[] = [], status = 400) => answer(c, (await writeLoaded(ctx, { form, personal }, status))!, writeScreen.View);
  // An absolute address of this site's own storage is taken as its path.
  const typed = typeof post.raw[IMAGE_FIELD] === 'string' ? post.raw[IMAGE_FIELD].trim() : '';
  const raw = { ...post.raw, [IMAGE_FIELD]: typed && /^https?:/i.test(typed) ? (ownPicturePath(typed, requestUrl(c.req.raw).origin) ?? typed) : typed };
  const checked = validateEntry(raw, blogsOf(c).editorMode() ?? 'blog');
  if (!checked.ok) return again({ values, errors: checked.errors });
  const input = checked.value;
  if (input.headerImage && !(await pictureRow(db, input.headerImage))) return again({ values, errors: { [IMAGE_FIELD]: 'ImageNotFound' } });
  const text = `${input.title}\n\n${input.body}`;
  const ask = input.confirmedShare ? [] : personalDataIn(text);
  if (ask.length > 0) return again({ values, errors: {} }, ask, 200);
  const now = new Date();
  const publishing = input.publish && (!existing || existing.state === 'draft');
  if (publishing) {
    const [account, recent] = await Promise.all([byId(db, viewer.id), recentWriting(db, viewer.id, limitWindows(now))]);
    const limit = writeCheck({ accountCreatedAt: account?.created_at ?? now.toISOString(), entriesToday: recent.entries, reactionsLastHour: recent.reactions }, 'entry', now);
    if (limit !== 'ok') return again({ values, errors: { form: limit } }, [], 429);
  }
  const gated = await gate(db, viewer.id, `${text}\n\n${input.headerAlt}`, await loadWords(db));
  if (gated.kind === 'refuse') return again({ values, errors: { body: `Refused:${gated.word}` } });
  const how = { publish: input.publish, held: gated.held, flagged: gated.flagged };
  let state;
  let slug;
  if (existing) {
    state = await updateEntry(db, existing, input, how, now);
    slug = existing.slug;
  } else {
    ({ state, slug } = await createEntry(db, viewer.id, input, { ...how, blogTitle: nl.blogs.blog.defaultTitle(viewer.username) }, now));
  }
  const path = entryPath({ username: viewer.username, slug });
  if (state === 'published' || existing?.state === 'published') await purgeBlog(c, { path }, viewer.username);
  const notice = state === 'draft' ? 'concept' : state === 'held' ? 'wacht' : existing && existing.state !== 'draft' ? 'bewerkt' : 'geplaatst';
  return seeOther(c, withNotice(path, notice));
}

blogWriteRoutes.post(honoPattern('blog-write'), (c) => saveEntry(c, null));
blogWriteRoutes.post(honoPattern('blog-edit'), (c) => {
  const raw = c.req.param('entry') ?? '';
  return /^\d{1,12}$/.test(raw) ? saveEntry(c, Number(raw)) : c.notFound();
});

blogWriteRoutes.post(honoPattern('blog-delete'), async (c) => {
  const post = await readAccountPost(c, 4096);
  if (!post.ok) return refused(c, post.status);
  const raw = c.req.param('entry') ?? '';
  const viewer = viewerOf(c);
  if (!viewer) return forbidden(c, href('my-blog'));
  const row = /^\d{1,12}$/.test(raw) ? await entryRow(c.env.SITE_DB, Number(raw)) : null;
  if (!row || row.state === 'deleted') return c.notFound();
  if (row.author_id !== viewer.id) return forbidden(c, href('my-blog'));
  await deleteEntry(c.env.SITE_DB, row, new Date());
  await purgeBlog(c, { path: entryPath({ username: viewer.username, slug: row.slug }) }, viewer.username);
  return seeOther(c, withNotice(href('blog', { username: viewer.username }), 'verwijderd'));
});

blogWriteRoutes.post(honoPattern('blog-settings'), async (c) => {
  const post = await readAccountPost(c, 8192);
  if (!post.ok) return refused(c, post.status);
  const viewer = viewerOf(c);
  if (!viewer) return forbidden(c, href('my-blog'));
  const checked = validateBlogSettings(post.raw);
  if (!checked.ok) return answer(c, (await mineLoaded(screenContext(c), { values: keptValues(post.raw), errors: checked.errors }, 400))!, mineScreen.View);
  await saveBlog(c.env.SITE_DB, viewer.id, checked.value.title, checked.value.intro, new Date());
  await purgeBlog(c, null, viewer.username);
  return seeOther(c, withNotice(href('my-blog'), 'instellingen'));
});

blogWriteRoutes.post(honoPattern('blog-follow'), async (c) => {
  const post = await readAccountPost(c, 4096);
  if (!post.ok) return refused(c, post.status);
  const blog = await blogsOf(c).blog(c.req.param('username') ?? '');
  if (!blog) return c.notFound();
  const viewer = viewerOf(c);
  if (!viewer) return forbidden(c, blog.path);
  if (viewer.id === blog.id) return refused(c, 400);
  const follow = post.raw.volgen === 'ja';
  await setFollowing(c.env.SITE_DB, viewer.id, blog.id, follow, new Date());
  return seeOther(c, withNotice(returnPath(post.raw, blog.path), follow ? 'volgt' : 'ontvolgd'));
});
