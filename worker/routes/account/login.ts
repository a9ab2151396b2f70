/**
 * POST /inloggen, POST /uitloggen, POST /wachtwoord/vergeten and
 * POST /wachtwoord/nieuw.
 */
import { Hono } from 'hono';
import { validateEmailOnly, validateLogin, validateNewPassword } from '../../../shared/forms/account/login';
import { safeReturnPath } from '../../../shared/forms/newsletter';
import { ACCOUNT_FLAGS, emailFormLoaded, EmailFormView, loginLoaded, LoginView, resetLoaded, ResetView } from '../../../shared/pages/account/login';
import { href } from '../../../shared/routes';
import { byEmail, byId, markVerified, setPassword } from '../../community/accounts';
import { consumeLink, issueLink, peekLink } from '../../community/links';
import { checkLogin } from '../../community/login';
import { linkMail } from '../../community/mail/messages';
import { hashPassword } from '../../community/passwords';
import { withinLimits } from '../../community/rate-limit';
import { clearSessionCookie, createSession, endSession, sessionCookie, sessionTokenOf } from '../../community/sessions';
import type { AppEnv } from '../../env';
import { screenContext } from '../../render/screen';
import { absolute, answer, db, iterations, mailer, refused, seeOther } from './context';
import { keptValues, later, readAccountPost } from './form';

const MAX_BODY = 8 * 1024;

export const loginRoutes = new Hono<AppEnv>();

loginRoutes.post(href('login'), async (c) => {
  const post = await readAccountPost(c, MAX_BODY);
  if (!post.ok) return refused(c, post.status);
  const ctx = screenContext(c);
  const values = keptValues(post.raw);
  const result = validateLogin(post.raw);
  if (!result.ok) return answer(c, await loginLoaded(ctx, { values, errors: result.errors }, 400), LoginView);
  const { email, password } = result.value;
  if (!(await withinLimits(c.env, 'login', c.req.raw, email))) {
    return answer(c, await loginLoaded(ctx, { values, errors: { form: 'TooMany' } }, 429), LoginView);
  }
  const login = await checkLogin(db(c), email, password, iterations(c));
  // One message for every failure (spec section 8), on the form, never which part was wrong.
  if (!login.ok) return answer(c, await loginLoaded(ctx, { values, errors: { form: 'Failed' } }, 400), LoginView);
  // No fixation: whatever session the browser brought is ended, a new one is made.
  await endSession(db(c), sessionTokenOf(c.req.header('cookie')));
  const session = await createSession(db(c), login.account.id, new Date());
  const returnTo = safeReturnPath(post.raw[ACCOUNT_FLAGS.returnTo] ?? href('my-profile'));
  return seeOther(c, returnTo, sessionCookie(session.token, session.expires));
});

loginRoutes.post(href('logout'), async (c) => {
  const post = await readAccountPost(c, MAX_BODY);
  if (!post.ok) return refused(c, post.status);
  await endSession(db(c), sessionTokenOf(c.req.header('cookie')));
  return seeOther(c, href('login', { [ACCOUNT_FLAGS.loggedOut]: ACCOUNT_FLAGS.yes }), clearSessionCookie());
});

/**
 * Always the same answer, whether or not the address has an account, and the
 * mail goes out after the answer, so neither the page nor its timing tells.
 */
loginRoutes.post(href('password-forgotten'), async (c) => {
  const post = await readAccountPost(c, MAX_BODY);
  if (!post.ok) return refused(c, post.status);
  const result = validateEmailOnly(post.raw);
  if (!result.ok) return answer(c, await emailFormLoaded(screenContext(c), 'forgot', { values: keptValues(post.raw), errors: result.errors }, 400), EmailFormView);
  const email = result.value.email;
  const allowed = await withinLimits(c.env, 'reset', c.req.raw, email);
  if (allowed) {
    later(
      c,
      (async () => {
        const account = await byEmail(db(c), email);
        if (!account || !account.email || !account.username || (account.status !== 'active' && account.status !== 'unverified')) return;
        const token = await issueLink(db(c), account.id, 'reset', new Date());
        await mailer(c).send(linkMail('reset', account.email, account.username, absolute(c, href('password-reset', { code: token }))));
      })(),
      'reset-mail',
    );
  }
  return seeOther(c, href('password-forgotten', { [ACCOUNT_FLAGS.sent]: ACCOUNT_FLAGS.yes }));
});

loginRoutes.post(href('password-reset'), async (c) => {
  const post = await readAccountPost(c, MAX_BODY);
  if (!post.ok) return refused(c, post.status);
  const code = typeof post.raw.code === 'string' ? post.raw.code : '';
  const ctx = screenContext(c, { code });
  const now = new Date();
  const link = await peekLink(db(c), code, 'reset', now);
  if (!link.ok) return answer(c, await resetLoaded(ctx), ResetView);
  const account = await byId(db(c), link.accountId);
  if (!account?.email || !account.username) return answer(c, await resetLoaded(ctx), ResetView);
  const result = validateNewPassword(post.raw, { email: account.email, username: account.username });
  if (!result.ok) return answer(c, await resetLoaded(ctx, { values: { code }, errors: result.errors }, 400), ResetView);
  // Used only now, when the new password is good: a typo does not burn the link.
  const used = await consumeLink(db(c), code, 'reset', now);
  if (!used.ok) return answer(c, await resetLoaded(ctx), ResetView);
  // Every session ends (spec: on password change everywhere); the visitor logs in anew.
  await setPassword(db(c), account.id, await hashPassword(result.value.password, iterations(c)));
  // Someone who can read the mail owns the address: an unverified account counts as verified now.
  if (account.status === 'unverified') await markVerified(db(c), account.id, now);
  return seeOther(c, href('login', { [ACCOUNT_FLAGS.passwordChanged]: ACCOUNT_FLAGS.yes }), clearSessionCookie());
});
