/**
 * The member's own pages: POST /mijn-account (profile and photo),
 * POST /mijn-account/instellingen (settings or password), POST
 * /mijn-account/verwijderen (password, then the mail link) and POST
 * /mijn-account/verwijderen/bevestigen (the link's button), and the photo.
 */
import { Hono, type Context } from 'hono';
import { validateCurrentPassword, validateNewPassword } from '../../../shared/forms/account/login';
import { PHOTO_MAX_BYTES, validateProfile, validateSettings } from '../../../shared/forms/account/profile';
import { deleteLoaded, DeleteView } from '../../../shared/pages/account/delete';
import { ForbiddenView, forbiddenLoaded } from '../../../shared/pages/account/messages';
import { profileLoaded, ProfileView } from '../../../shared/pages/account/profile';
import { settingsLoaded, SettingsView } from '../../../shared/pages/account/settings';
import { href, patternOf } from '../../../shared/routes';
import { anonymise, byId, byUsername, saveProfile, saveSettings, setPassword, setPhoto } from '../../community/accounts';
import { consumeLink, issueLink } from '../../community/links';
import { linkMail } from '../../community/mail/messages';
import { hashPassword, verifyPassword } from '../../community/passwords';
import { checkPhoto, removePhoto, storePhoto } from '../../community/photos';
import { hasPublishedPost } from '../../community/forum/store';
import { isListedExpert } from '../../community/experts/profiles';
import { removeAllContactsOf } from '../../community/inbox/store';
import { withinLimits } from '../../community/rate-limit';
import { clearSessionCookie, createSession, sessionCookie } from '../../community/sessions';
import type { AppEnv } from '../../env';
import { screenContext } from '../../render/screen';
import { absolute, answer, db, iterations, mailer, refused, seeOther } from './context';
import { keptValues, later, readAccountPost } from './form';

export const memberRoutes = new Hono<AppEnv>();

/** The logged-in member's row, or the 403 answer for a visitor. */
async function member(c: Context<AppEnv>, returnTo: string) {
  const viewer = c.get('viewer');
  const row = viewer ? await byId(db(c), viewer.id) : null;
  if (!row || !row.email || !row.username) return { ok: false as const, response: await answer(c, forbiddenLoaded(returnTo), ForbiddenView) };
  return { ok: true as const, row: { ...row, email: row.email, username: row.username } };
}

memberRoutes.post(href('my-profile'), async (c) => {
  const post = await readAccountPost(c, PHOTO_MAX_BYTES + 32 * 1024);
  if (!post.ok) return refused(c, post.status);
  const me = await member(c, href('my-profile'));
  if (!me.ok) return me.response;
  const ctx = screenContext(c);
  const values = keptValues(post.raw);
  const result = validateProfile(post.raw, new Date());
  const photo = await checkPhoto(post.form.get('photo'));
  const errors = { ...(result.ok ? {} : result.errors), ...(photo.ok === false ? { photo: photo.error } : {}) };
  if (!result.ok || photo.ok === false) return answer(c, await profileLoaded(ctx, { values, errors }, 400), ProfileView);
  await saveProfile(db(c), me.row.id, result.value);
  if (photo.ok === true || post.raw.removePhoto === 'on') {
    const key = photo.ok === true ? await storePhoto(c.env.COMMUNITY_MEDIA, me.row.id, photo) : null;
    await setPhoto(db(c), me.row.id, key && photo.ok === true ? { key, type: photo.type } : null);
    await removePhoto(c.env.COMMUNITY_MEDIA, me.row.photo_key);
  }
  return seeOther(c, href('my-profile', { opgeslagen: 'ja' }));
});

memberRoutes.post(href('my-settings'), async (c) => {
  const post = await readAccountPost(c, 16 * 1024);
  if (!post.ok) return refused(c, post.status);
  const me = await member(c, href('my-settings'));
  if (!me.ok) return me.response;
  const ctx = screenContext(c);
  if (post.raw.form === 'password') {
    const fail = async (errors: Record<string, string>, status = 400) =>
      answer(c, await settingsLoaded(ctx, { which: 'password', form: { values: {}, errors } }, status), SettingsView);
    if (!(await withinLimits(c.env, 'login', c.req.raw, me.row.email))) return fail({ form: 'TooMany' }, 429);
    const current = validateCurrentPassword(post.raw);
    const next = validateNewPassword(post.raw, me.row);
    const right = current.ok && (await verifyPassword(current.value.password, me.row.password_hash, iterations(c))).ok;
    if (!right || !next.ok) return fail({ ...(right ? {} : { currentPassword: 'WrongPassword' }), ...(next.ok ? {} : next.errors) });
    // Every session ends (spec); this device gets a new one, so the member stays logged in here.
    await setPassword(db(c), me.row.id, await hashPassword(next.value.password, iterations(c)));
    const session = await createSession(db(c), me.row.id, new Date());
    return seeOther(c, href('my-settings', { opgeslagen: 'wachtwoord' }), sessionCookie(session.token, session.expires));
  }
  const result = validateSettings(post.raw);
  if (!result.ok) return answer(c, await settingsLoaded(ctx, { which: 'settings', form: { values: keptValues(post.raw), errors: result.errors } }, 400), SettingsView);
  await saveSettings(db(c), me.row.id, result.value);
  return seeOther(c, href('my-settings', { opgeslagen: 'instellingen' }));
});

memberRoutes.post(href('delete-account'), async (c) => {
  const post = await readAccountPost(c, 8 * 1024);
  if (!post.ok) return refused(c, post.status);
  const me = await member(c, href('delete-account'));
  if (!me.ok) return me.response;
  const ctx = screenContext(c);
  if (!(await withinLimits(c.env, 'delete', c.req.raw, me.row.email))) return answer(c, await deleteLoaded(ctx, { values: {}, errors: { form: 'TooMany' } }, 429), DeleteView);
  const current = validateCurrentPassword(post.raw);
  const right = current.ok && (await verifyPassword(current.value.password, me.row.password_hash, iterations(c))).ok;
  if (!right) return answer(c, await deleteLoaded(ctx, { values: {}, errors: { currentPassword: 'WrongPassword' } }, 400), DeleteView);
  const { email, username, id } = me.row;
  later(
    c,
    issueLink(db(c), id, 'delete', new Date()).then((token) => mailer(c).send(linkMail('delete', email, username, absolute(c, href('delete-account-confirm', { code: token }))))),
    'delete-mail',
  );
  return seeOther(c, href('delete-account', { verstuurd: 'ja' }));
});

/** The button behind the mail link: works without a session (the link is the proof, after the password). */
memberRoutes.post(href('delete-account-confirm'), async (c) => {
  const post = await readAccountPost(c, 8 * 1024);
  if (!post.ok) return refused(c, post.status);
  const code = typeof post.raw.code === 'string' ? post.raw.code : '';
  const used = await consumeLink(db(c), code, 'delete', new Date());
  if (!used.ok) return seeOther(c, href('delete-account-confirm', { code: 'verlopen' }));
  const row = await byId(db(c), used.accountId);
  await anonymise(db(c), used.accountId, new Date());
  // Private conversations go with the account, for the other members too (issue 39).
  await removeAllContactsOf(db(c), used.accountId, new Date());
  await removePhoto(c.env.COMMUNITY_MEDIA, row?.photo_key ?? null);
  return seeOther(c, href('delete-account-confirm', { verwijderd: 'ja' }), clearSessionCookie());
});

/**
 * The photo, as uploaded, with the type its content showed: to anyone when the
 * profile is public, to its owner always, to no one else (404).
 */
memberRoutes.get(patternOf('member-photo'), async (c) => {
  const row = await byUsername(db(c), c.req.param('username') ?? '');
  const name = c.req.param('photo');
  const own = row !== null && c.get('viewer')?.id === row.id;
  if (!row || row.status !== 'active' || !row.photo_key || row.photo_key.split('/').pop() !== name) return c.notFound();
  // Spec section 6: a reply shows its author's photo to everyone, whatever the profile's visibility;
  // so does an expert's public profile (issue 39).
  if (!(row.visibility === 'public' || own || (await hasPublishedPost(db(c), row.id)) || (await isListedExpert(db(c), row.id)))) return c.notFound();
  const object = await c.env.COMMUNITY_MEDIA.get(row.photo_key);
  if (!object) return c.notFound();
  return new Response(object.body, {
    headers: {
      'content-type': row.photo_type ?? 'application/octet-stream',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      // Private caches only, briefly: a profile made private stops showing its photo soon.
      'cache-control': own && row.visibility !== 'public' ? 'private, no-store' : 'private, max-age=300',
    },
  });
});
