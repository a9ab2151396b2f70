/**
 * POST /registreren, GET /registreren/verificatie?code=… and
 * POST /verificatie-mail-opnieuw-versturen.
 */
import { Hono, type Context } from 'hono';
import { NEWSLETTER_SEND_PATH, type NewsletterSendFields } from '../../../shared/contract/newsletter';
import { registrationProfile, validateRegistration } from '../../../shared/forms/account/registration';
import { validateEmailOnly } from '../../../shared/forms/account/login';
import { emailFormLoaded, EmailFormView, ACCOUNT_FLAGS } from '../../../shared/pages/account/login';
import { VERIFY_OUTCOME } from '../../../shared/pages/account/messages';
import { registerLoaded, RegisterView } from '../../../shared/pages/account/register';
import { href } from '../../../shared/routes';
import { byEmail, byId, createAccount, markVerified, usernameTaken, type AccountRow } from '../../community/accounts';
import { consumeLink, issueLink } from '../../community/links';
import { linkMail } from '../../community/mail/messages';
import { hashPassword } from '../../community/passwords';
import { withinLimits } from '../../community/rate-limit';
import type { AppEnv } from '../../env';
import { screenContext } from '../../render/screen';
import { absolute, answer, db, iterations, mailer, refused, seeOther } from './context';
import { keptValues, later, readAccountPost } from './form';

const MAX_BODY = 16 * 1024;

export const registerRoutes = new Hono<AppEnv>();

/** Sends (after the answer) a fresh verification link to an unverified account. */
function sendVerification(c: Context<AppEnv>, account: Pick<AccountRow, 'id' | 'email' | 'username'>): void {
  if (!account.email || !account.username) return;
  const { email, username } = account;
  later(
    c,
    issueLink(db(c), account.id, 'verify', new Date()).then((token) =>
      mailer(c).send(linkMail('verify', email, username, absolute(c, href('verify', { code: token })))),
    ),
    'verification-mail',
  );
}

registerRoutes.post(href('register'), async (c) => {
  const post = await readAccountPost(c, MAX_BODY);
  if (!post.ok) return refused(c, post.status);
  const ctx = screenContext(c);
  const values = keptValues(post.raw);
  const result = validateRegistration(post.raw);
  if (!result.ok) return answer(c, await registerLoaded(ctx, { values, errors: result.errors }, 400), RegisterView);
  const input = result.value;
  if (!(await withinLimits(c.env, 'register', c.req.raw, input.email))) {
    return answer(c, await registerLoaded(ctx, { values, errors: { form: 'TooMany' } }, 429), RegisterView);
  }
  // Spec section 5: a taken address says so, with the way to log in or get a new password.
  const [existing, taken] = await Promise.all([byEmail(db(c), input.email), usernameTaken(db(c), input.username)]);
  const errors = { ...(existing ? { email: 'EmailTaken' } : {}), ...(taken ? { username: 'UsernameTaken' } : {}) };
  if (existing || taken) return answer(c, await registerLoaded(ctx, { values, errors }, 400), RegisterView);
  const now = new Date();
  const id = await createAccount(
    db(c),
    { email: input.email, username: input.username, passwordHash: await hashPassword(input.password, iterations(c)), newsletter: input.newsletter, profile: registrationProfile(input) },
    now,
  );
  if (id === null) return answer(c, await registerLoaded(ctx, { values, errors: { form: 'CreationFailed' } }, 409), RegisterView);
  sendVerification(c, { id, email: input.email, username: input.username });
  return seeOther(c, href('register-confirmation'));
});

/**
 * The link in the verification mail. A link used a second time (a mail
 * scanner may open it first) still says 'confirmed' when the account is.
 * Answered with a redirect, so the code leaves the address bar and history.
 */
registerRoutes.get(href('verify'), async (c, next) => {
  const code = c.req.query('code');
  if (code === undefined) return next();
  const now = new Date();
  const used = await consumeLink(db(c), code, 'verify', now);
  let ok = used.ok && (await markVerified(db(c), used.accountId, now));
  if (ok && used.ok) later(c, subscribeNewsletter(c, used.accountId), 'newsletter-opt-in');
  if (!used.ok && used.reason === 'used') ok = (await byId(db(c), used.accountId))?.status === 'active';
  return seeOther(c, href('verify', { [VERIFY_OUTCOME.param]: ok ? VERIFY_OUTCOME.ok : VERIFY_OUTCOME.failed }));
});

/**
 * The newsletter opt-in of the registration, sent once the address is confirmed
 * (a double opt-in) as the national sign-up of spec section 7 (no region).
 */
async function subscribeNewsletter(c: Context<AppEnv>, accountId: number): Promise<void> {
  const account = await byId(db(c), accountId);
  if (!account?.email || account.newsletter !== 1) return;
  const body = new FormData();
  const fields: NewsletterSendFields = {
    RenderedTimeStamp: account.created_at,
    SentTimeStamp: new Date().toISOString(),
    Region: '',
    RegioRecipientEmail: '',
    RecipientEmail: account.email,
  };
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const response = await c.get('upstream')(NEWSLETTER_SEND_PATH, { method: 'POST', body });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`newsletter opt-in refused upstream (${response.status})`);
}

/** Always the same answer, whether or not there is such an unverified account (no enumeration). */
registerRoutes.post(href('resend-verification'), async (c) => {
  const post = await readAccountPost(c, MAX_BODY);
  if (!post.ok) return refused(c, post.status);
  const ctx = screenContext(c);
  const result = validateEmailOnly(post.raw);
  if (!result.ok) return answer(c, await emailFormLoaded(ctx, 'resend', { values: keptValues(post.raw), errors: result.errors }, 400), EmailFormView);
  if (await withinLimits(c.env, 'resend', c.req.raw, result.value.email)) {
    const account = await byEmail(db(c), result.value.email);
    if (account?.status === 'unverified') sendVerification(c, account);
  }
  return seeOther(c, href('resend-verification', { [ACCOUNT_FLAGS.sent]: ACCOUNT_FLAGS.yes }));
});
