/**
 * The account screens that only tell something: registration confirmed (check
 * your mail), the verification result, logged out, and the 403 page for
 * members-only pages. None holds anything personal, so the anonymous ones are
 * page-cached like any other page.
 */
import { param, href } from '../../routes';
import { nl } from '../../texts/nl';
import type { Loaded, ScreenModule } from '../screen';
import { AccountFrame, TokenField } from './parts';
import { accountSeo } from './seo';

const t = nl.account;

export const registeredScreen: ScreenModule<null> = {
  load: async () => ({ data: null, seo: accountSeo(t.registered.title) }),
  View: () => (
    <AccountFrame title={t.registered.title} intro={t.registered.text}>
      <p>{t.registered.wait}</p>
      <p>
        {t.registered.resend} <a href={href('resend-verification')}>{t.registered.resendLink}</a>.
      </p>
    </AccountFrame>
  ),
};

/** Where the verification link's answer lands: ?uitkomst=gelukt or mislukt (the link itself is handled by the worker). */
export const VERIFY_OUTCOME = { param: 'uitkomst', ok: 'gelukt', failed: 'mislukt' } as const;

export const verifiedScreen: ScreenModule<{ ok: boolean }> = {
  load: async (ctx) => {
    const outcome = param(ctx.params, VERIFY_OUTCOME.param);
    if (outcome !== VERIFY_OUTCOME.ok && outcome !== VERIFY_OUTCOME.failed) return null;
    const ok = outcome === VERIFY_OUTCOME.ok;
    return { data: { ok }, seo: accountSeo(ok ? t.verified.okTitle : t.verified.failTitle) };
  },
  View: ({ data }) =>
    data.ok ? (
      <AccountFrame title={t.verified.okTitle} intro={t.verified.okText}>
        <p>
          <a className="an-button" href={href('login')}>
            {t.verified.okLogin}
          </a>
        </p>
      </AccountFrame>
    ) : (
      <AccountFrame title={t.verified.failTitle} intro={t.verified.failText}>
        <p>{t.verified.failRetry}</p>
        <p>
          <a className="an-button" href={href('resend-verification')}>
            {t.verified.failResend}
          </a>
        </p>
      </AccountFrame>
    ),
};

export interface LogoutData {
  token: string;
  loggedIn: boolean;
}

/** GET /uitloggen: a button for a logged-in member (logging out is a post), the confirmation otherwise. */
export const logoutScreen: ScreenModule<LogoutData> = {
  load: async (ctx): Promise<Loaded<LogoutData>> => ({
    data: { token: await ctx.formToken(), loggedIn: ctx.viewer !== null },
    seo: accountSeo(ctx.viewer ? t.header.logout : t.login.loggedOut),
  }),
  View: ({ data }) =>
    data.loggedIn ? (
      <AccountFrame title={t.header.logout}>
        <form method="post" action={href('logout')}>
          <TokenField token={data.token} />
          <button type="submit" className="an-button">
            {t.header.logout}
          </button>
        </form>
      </AccountFrame>
    ) : (
      <AccountFrame title={t.login.loggedOut}>
        <p>
          <a href={href('login')}>{t.login.title}</a>
        </p>
      </AccountFrame>
    ),
};

/** Spec section 6: private pages show a 403 page (log in or register). */
export function forbiddenLoaded(returnTo: string, loggedIn = false): Loaded<{ returnTo: string; loggedIn: boolean }> {
  return { data: { returnTo, loggedIn }, seo: accountSeo(t.forbidden.title), status: 403, headers: { 'cache-control': 'private, no-store' } };
}

export function ForbiddenView({ data }: { data: { returnTo: string; loggedIn: boolean } }) {
  if (data.loggedIn) return <AccountFrame title={t.forbidden.title} intro={t.forbidden.roleText} />;
  return (
    <AccountFrame title={t.forbidden.title} intro={t.forbidden.text}>
      <div className="an-account__actions">
        <a className="an-button" href={href('login', { terug: data.returnTo })}>
          {t.forbidden.login}
        </a>
        <a className="an-button an-button--secondary" href={href('register')}>
          {t.forbidden.register}
        </a>
      </div>
    </AccountFrame>
  );
}

/** A post without a valid anti-forgery token or from another site: nothing was changed. */
export function refusedLoaded(status: 400 | 403): Loaded<null> {
  return { data: null, seo: accountSeo(t.refusedTitle), status, headers: { 'cache-control': 'no-store' } };
}

export function RefusedView() {
  return <AccountFrame title={t.refusedTitle} intro={t.refusedText} />;
}
