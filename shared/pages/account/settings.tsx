/**
 * /mijn-account/instellingen: visibility, mail notifications, affiliate consent
 * (spec sections 3 and 5), the password change, and the way to account
 * deletion. Members only; never cached.
 */
import type { AccountSettings } from '../../model/account';
import { href, param } from '../../routes';
import { nl } from '../../texts/nl';
import type { Loaded, ScreenContext, ScreenModule } from '../screen';
import { CHOICES, errorText } from './choices';
import { ChoiceGroup, TextField } from './fields';
import { forbiddenLoaded, ForbiddenView } from './messages';
import { AccountFrame, EMPTY_FORM, FormCheck, FormErrorSummary, hasErrors, Notice, TokenField, type FormState, type FormValues } from './parts';
import { accountSeo } from './seo';

const t = nl.account.settings;
const text = errorText(t.errors, nl.account.register.errors, { WrongPassword: t.wrongPassword, TooMany: nl.account.tooMany });

export type SettingsData =
  | { kind: 'forbidden'; returnTo: string; loggedIn: boolean }
  | { kind: 'settings'; settings: FormState; password: FormState; token: string; notice: string | null };

export function settingsValues(s: AccountSettings): FormValues {
  return { visibility: s.visibility, notifications: s.notifications ? 'ja' : 'nee', affiliate: s.affiliate };
}

/** `which` says which of the two forms an error state belongs to. */
export async function settingsLoaded(ctx: ScreenContext, posted?: { which: 'settings' | 'password'; form: FormState }, status = 200): Promise<Loaded<SettingsData>> {
  const own = await ctx.community.ownAccount();
  if (!own) {
    const f = forbiddenLoaded(href('my-settings'), ctx.viewer !== null);
    return { ...f, data: { kind: 'forbidden', ...f.data } };
  }
  const settings = posted?.which === 'settings' ? posted.form : { values: settingsValues(own.settings), errors: {} };
  const password = posted?.which === 'password' ? posted.form : EMPTY_FORM;
  const flag = param(ctx.params, 'opgeslagen');
  const notice = flag === 'instellingen' ? t.saved : flag === 'wachtwoord' ? t.passwordSaved : null;
  return {
    data: { kind: 'settings', settings, password, token: await ctx.formToken(), notice },
    seo: accountSeo(t.title, hasErrors(settings) || hasErrors(password)),
    status,
  };
}

export function SettingsView({ data }: { data: SettingsData }) {
  if (data.kind === 'forbidden') return <ForbiddenView data={data} />;
  const yesNo: [string, string][] = [
    ['ja', t.yes],
    ['nee', t.no],
  ];
  const visibility: [string, string][] = [
    ['public', t.visibilityPublic],
    ['private', t.visibilityPrivate],
  ];
  return (
    <AccountFrame title={t.title}>
      <Notice text={data.notice} />
      <FormErrorSummary form={data.settings} order={['visibility', 'notifications', 'affiliate']} text={text} />
      <form id="account-form" className="an-account__form" method="post" action={href('my-settings')} noValidate data-account-form="settings">
        <TokenField token={data.token} />
        <input type="hidden" name="form" value="settings" />
        <ChoiceGroup name="visibility" label={t.visibility} form={data.settings} text={text} options={visibility} />
        <ChoiceGroup name="notifications" label={t.notifications} form={data.settings} text={text} options={yesNo} />
        <ChoiceGroup name="affiliate" label={t.affiliate} hint={t.affiliateHint} form={data.settings} text={text} options={CHOICES.affiliate} multiple />
        <div className="an-account__actions">
          <button type="submit" className="an-button">
            {t.submit}
          </button>
        </div>
      </form>
      <FormCheck formId="account-form" kind="settings" texts={t.errors} />
      <section className="an-account__section" aria-labelledby="wachtwoord-titel">
        <h2 id="wachtwoord-titel">{t.passwordTitle}</h2>
        <FormErrorSummary form={data.password} order={['currentPassword', 'password', 'passwordRepeat']} text={text} />
        <form id="password-form" className="an-account__form" method="post" action={href('my-settings')} noValidate data-account-form="change-password">
          <TokenField token={data.token} />
          <input type="hidden" name="form" value="password" />
          <TextField name="currentPassword" label={t.currentPassword} form={data.password} text={text} type="password" autoComplete="current-password" />
          <TextField name="password" label={t.newPassword} hint={nl.account.register.passwordHint} form={data.password} text={text} type="password" autoComplete="new-password" />
          <TextField name="passwordRepeat" label={t.newPasswordRepeat} form={data.password} text={text} type="password" autoComplete="new-password" />
          <div className="an-account__actions">
            <button type="submit" className="an-button">
              {t.passwordSubmit}
            </button>
          </div>
        </form>
        <FormCheck formId="password-form" kind="change-password" texts={{ ...nl.account.register.errors, WrongPassword: t.wrongPassword }} />
      </section>
      <section className="an-account__section" aria-labelledby="verwijderen-titel">
        <h2 id="verwijderen-titel">{t.deleteTitle}</h2>
        <p>{t.deleteText}</p>
        <p>
          <a href={href('delete-account')}>{t.deleteLink}</a>
        </p>
      </section>
    </AccountFrame>
  );
}

export const settingsScreen: ScreenModule<SettingsData> = { load: (ctx) => settingsLoaded(ctx), View: SettingsView };
