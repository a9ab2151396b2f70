/**
 * Account deletion (spec section 4): confirm with the password on
 * /mijn-account/verwijderen, then by the link in a mail, which leads to
 * /mijn-account/verwijderen/bevestigen?code=… with one button (a post: a mail
 * scanner that opens the link deletes nothing). Then the personal data is
 * removed and the sessions end.
 */
import { href, param } from '../../routes';
import { nl } from '../../texts/nl';
import { NO_STORE, type Loaded, type ScreenContext, type ScreenModule } from '../screen';
import { errorText } from './choices';
import { TextField } from './fields';
import { forbiddenLoaded, ForbiddenView } from './messages';
import { AccountFrame, EMPTY_FORM, FormCheck, FormErrorSummary, hasErrors, TokenField, type FormState } from './parts';
import { accountSeo } from './seo';

const t = nl.account.deletion;
const text = errorText({ WrongPassword: t.wrongPassword, TooMany: nl.account.tooMany });

export type DeleteData =
  | { kind: 'forbidden'; returnTo: string; loggedIn: boolean }
  | { kind: 'ask'; form: FormState; token: string }
  | { kind: 'sent' };

export async function deleteLoaded(ctx: ScreenContext, form: FormState = EMPTY_FORM, status = 200): Promise<Loaded<DeleteData>> {
  if (param(ctx.params, 'verstuurd') === 'ja') return { data: { kind: 'sent' }, seo: accountSeo(t.sentTitle) };
  if (!ctx.viewer) {
    const f = forbiddenLoaded(href('delete-account'));
    return { ...f, data: { kind: 'forbidden', ...f.data } };
  }
  return { data: { kind: 'ask', form, token: await ctx.formToken() }, seo: accountSeo(t.title, hasErrors(form)), status };
}

export function DeleteView({ data }: { data: DeleteData }) {
  if (data.kind === 'forbidden') return <ForbiddenView data={data} />;
  if (data.kind === 'sent') {
    return (
      <AccountFrame title={t.sentTitle}>
        <div className="an-notification" role="status">
          <p className="an-notification__text">{t.sent}</p>
        </div>
      </AccountFrame>
    );
  }
  return (
    <AccountFrame title={t.title} intro={t.intro}>
      <FormErrorSummary form={data.form} order={['currentPassword']} text={text} />
      <form id="account-form" className="an-account__form" method="post" action={href('delete-account')} noValidate data-account-form="delete">
        <TokenField token={data.token} />
        <TextField name="currentPassword" label={t.password} form={data.form} text={text} type="password" autoComplete="current-password" />
        <div className="an-account__actions">
          <button type="submit" className="an-button">
            {t.submit}
          </button>
          <a href={href('my-settings')}>{t.cancel}</a>
        </div>
      </form>
      <FormCheck formId="account-form" kind="delete" texts={{ WrongPassword: t.wrongPassword }} />
    </AccountFrame>
  );
}

export const deleteScreen: ScreenModule<DeleteData> = { load: (ctx) => deleteLoaded(ctx), View: DeleteView };

export type DeleteConfirmData = { kind: 'confirm'; code: string; token: string } | { kind: 'failed' } | { kind: 'done' };

export async function deleteConfirmLoaded(ctx: ScreenContext): Promise<Loaded<DeleteConfirmData>> {
  if (param(ctx.params, 'verwijderd') === 'ja') return { data: { kind: 'done' }, seo: accountSeo(t.doneTitle) };
  const code = param(ctx.params, 'code') ?? '';
  const usable = await ctx.community.linkUsable('delete', code);
  const headers = { ...NO_STORE, 'referrer-policy': 'no-referrer' };
  if (!usable) return { data: { kind: 'failed' }, seo: accountSeo(t.failTitle), status: 400, headers };
  return { data: { kind: 'confirm', code, token: await ctx.formToken() }, seo: accountSeo(t.confirmTitle), headers };
}

export function DeleteConfirmView({ data }: { data: DeleteConfirmData }) {
  if (data.kind === 'done') return <AccountFrame title={t.doneTitle} intro={t.doneText} />;
  if (data.kind === 'failed') {
    return (
      <AccountFrame title={t.failTitle} intro={t.failText}>
        <p>
          <a href={href('login')}>{nl.account.login.title}</a>
        </p>
      </AccountFrame>
    );
  }
  return (
    <AccountFrame title={t.confirmTitle} intro={t.confirmText}>
      <form method="post" action={href('delete-account-confirm')}>
        <TokenField token={data.token} />
        <input type="hidden" name="code" value={data.code} />
        <div className="an-account__actions">
          <button type="submit" className="an-button">
            {t.confirmSubmit}
          </button>
          <a href={href('home')}>{t.cancel}</a>
        </div>
      </form>
    </AccountFrame>
  );
}

export const deleteConfirmScreen: ScreenModule<DeleteConfirmData> = { load: deleteConfirmLoaded, View: DeleteConfirmView };
