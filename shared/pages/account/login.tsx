/**
 * /inloggen, /wachtwoord/vergeten, /verificatie-mail-opnieuw-versturen and
 * /wachtwoord/nieuw. The first three are anonymous and the same for everyone
 * (page-cached); their posts answer with the same view, values kept (never a
 * password). The reset form sits behind a mail link and is never cached.
 */
import { safeReturnPath } from '../../forms/newsletter';
import { href, param } from '../../routes';
import { nl } from '../../texts/nl';
import { NO_STORE, type Loaded, type ScreenContext, type ScreenModule } from '../screen';
import { errorText } from './choices';
import { TextField } from './fields';
import { AccountFrame, EMPTY_FORM, FormCheck, FormErrorSummary, hasErrors, Notice, TokenField, type FormState } from './parts';
import { accountSeo } from './seo';

const t = nl.account;
const registerErrors = t.register.errors;

/** Query flags of the answers after post/redirect/get. */
export const ACCOUNT_FLAGS = { returnTo: 'terug', sent: 'verstuurd', loggedOut: 'uitgelogd', passwordChanged: 'wachtwoord', yes: 'ja' } as const;

export interface LoginData {
  form: FormState;
  token: string;
  returnTo: string;
  notice: string | null;
}

const loginText = errorText(t.login.errors, { Failed: t.login.failed, TooMany: t.tooMany });

export async function loginLoaded(ctx: ScreenContext, form: FormState = EMPTY_FORM, status = 200): Promise<Loaded<LoginData>> {
  const returnTo = safeReturnPath(param(ctx.params, ACCOUNT_FLAGS.returnTo) ?? form.values[ACCOUNT_FLAGS.returnTo] ?? href('my-profile'));
  const notice =
    param(ctx.params, ACCOUNT_FLAGS.loggedOut) === ACCOUNT_FLAGS.yes
      ? t.login.loggedOut
      : param(ctx.params, ACCOUNT_FLAGS.passwordChanged) === ACCOUNT_FLAGS.yes
        ? t.reset.doneTitle + '. ' + t.reset.doneText
        : null;
  return { data: { form, token: await ctx.formToken(), returnTo, notice }, seo: accountSeo(t.login.title, hasErrors(form), href('login'), t.login.intro), status };
}

export function LoginView({ data }: { data: LoginData }) {
  const { form } = data;
  return (
    <AccountFrame title={t.login.title} intro={t.login.intro}>
      <Notice text={data.notice} />
      <FormErrorSummary form={form} order={['email', 'password']} text={loginText} />
      <form id="account-form" className="an-account__form" method="post" action={href('login')} noValidate data-account-form="login">
        <TokenField token={data.token} />
        <input type="hidden" name={ACCOUNT_FLAGS.returnTo} value={data.returnTo} />
        <TextField name="email" label={t.login.email} form={form} text={loginText} type="email" autoComplete="email" inputMode="email" />
        <TextField name="password" label={t.login.password} form={form} text={loginText} type="password" autoComplete="current-password" />
        <div className="an-account__actions">
          <button type="submit" className="an-button">
            {t.login.submit}
          </button>
        </div>
      </form>
      <FormCheck formId="account-form" kind="login" texts={t.login.errors} />
      <ul className="an-account__links">
        <li>
          <a href={href('password-forgotten')}>{t.login.forgot}</a>
        </li>
        <li>
          {t.login.noAccount} <a href={href('register')}>{t.login.registerLink}</a>
        </li>
        <li>
          <a href={href('resend-verification')}>{t.login.resendLink}</a>
        </li>
      </ul>
    </AccountFrame>
  );
}

export const loginScreen: ScreenModule<LoginData> = { load: (ctx) => loginLoaded(ctx), View: LoginView };

/** The two e-mail-only forms: a new password link, the verification mail again. */
export type EmailFormKind = 'forgot' | 'resend';

export interface EmailFormData {
  kind: EmailFormKind;
  form: FormState;
  token: string;
  sent: boolean;
}

const emailText = errorText(registerErrors, { TooMany: t.tooMany });

export async function emailFormLoaded(ctx: ScreenContext, kind: EmailFormKind, form: FormState = EMPTY_FORM, status = 200): Promise<Loaded<EmailFormData>> {
  const sent = param(ctx.params, ACCOUNT_FLAGS.sent) === ACCOUNT_FLAGS.yes;
  const texts = kind === 'forgot' ? t.forgot : t.resend;
  return {
    data: { kind, form, token: await ctx.formToken(), sent },
    seo: accountSeo(sent ? texts.sentTitle : texts.title, hasErrors(form), href(kind === 'forgot' ? 'password-forgotten' : 'resend-verification')),
    status,
  };
}

export function EmailFormView({ data }: { data: EmailFormData }) {
  const texts = data.kind === 'forgot' ? t.forgot : t.resend;
  const action = href(data.kind === 'forgot' ? 'password-forgotten' : 'resend-verification');
  if (data.sent) {
    return (
      <AccountFrame title={texts.sentTitle}>
        <div className="an-notification" role="status">
          <p className="an-notification__text">{texts.sent}</p>
        </div>
        <p>
          <a href={href('login')}>{t.login.title}</a>
        </p>
      </AccountFrame>
    );
  }
  return (
    <AccountFrame title={texts.title} intro={texts.intro}>
      <FormErrorSummary form={data.form} order={['email']} text={emailText} />
      <form id="account-form" className="an-account__form" method="post" action={action} noValidate data-account-form="email">
        <TokenField token={data.token} />
        <TextField name="email" label={texts.email} form={data.form} text={emailText} type="email" autoComplete="email" inputMode="email" />
        <div className="an-account__actions">
          <button type="submit" className="an-button">
            {texts.submit}
          </button>
        </div>
      </form>
      <FormCheck formId="account-form" kind="email" texts={registerErrors} />
    </AccountFrame>
  );
}

export const forgotScreen: ScreenModule<EmailFormData> = { load: (ctx) => emailFormLoaded(ctx, 'forgot'), View: EmailFormView };
export const resendScreen: ScreenModule<EmailFormData> = { load: (ctx) => emailFormLoaded(ctx, 'resend'), View: EmailFormView };

export interface ResetData {
  code: string;
  usable: boolean;
  form: FormState;
  token: string;
}

const resetText = errorText(registerErrors);

/** /wachtwoord/nieuw?code=…: the new-password form while the link works; the page is never cached (it carries the code). */
export async function resetLoaded(ctx: ScreenContext, form: FormState = EMPTY_FORM, status?: number): Promise<Loaded<ResetData>> {
  const code = param(ctx.params, 'code') ?? String(form.values.code ?? '');
  const usable = await ctx.community.linkUsable('reset', code);
  return {
    data: { code, usable, form, token: await ctx.formToken() },
    seo: accountSeo(usable ? t.reset.title : t.reset.failTitle, hasErrors(form)),
    status: status ?? (usable ? 200 : 400),
    headers: { ...NO_STORE, 'referrer-policy': 'no-referrer' },
  };
}

export function ResetView({ data }: { data: ResetData }) {
  if (!data.usable) {
    return (
      <AccountFrame title={t.reset.failTitle} intro={t.reset.failText}>
        <p>
          <a className="an-button" href={href('password-forgotten')}>
            {t.reset.failAgain}
          </a>
        </p>
      </AccountFrame>
    );
  }
  return (
    <AccountFrame title={t.reset.title} intro={t.reset.intro}>
      <FormErrorSummary form={data.form} order={['password', 'passwordRepeat']} text={resetText} />
      <form id="account-form" className="an-account__form" method="post" action={href('password-reset')} noValidate data-account-form="new-password">
        <TokenField token={data.token} />
        <input type="hidden" name="code" value={data.code} />
        <TextField name="password" label={t.reset.password} hint={t.reset.passwordHint} form={data.form} text={resetText} type="password" autoComplete="new-password" />
        <TextField name="passwordRepeat" label={t.reset.passwordRepeat} form={data.form} text={resetText} type="password" autoComplete="new-password" />
        <div className="an-account__actions">
          <button type="submit" className="an-button">
            {t.reset.submit}
          </button>
        </div>
      </form>
      <FormCheck formId="account-form" kind="new-password" texts={registerErrors} />
    </AccountFrame>
  );
}

export const resetScreen: ScreenModule<ResetData> = { load: (ctx) => resetLoaded(ctx), View: ResetView };
