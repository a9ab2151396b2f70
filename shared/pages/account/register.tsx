/**
 * /registreren (spec sections 2, 3, 5 and 8): the registration form. Anonymous
 * and the same for everyone, so it is page-cached; the post
 * (worker/routes/account/register.ts) answers errors with this view, values kept.
 */
import { REGISTRATION_FIELDS as F } from '../../forms/account/registration';
import { href } from '../../routes';
import { nl } from '../../texts/nl';
import type { Loaded, ScreenContext, ScreenModule } from '../screen';
import { CHOICES, errorText } from './choices';
import { Checkbox, ChoiceGroup, TextField } from './fields';
import { AccountFrame, EMPTY_FORM, FormCheck, FormErrorSummary, hasErrors, TokenField, type FormState } from './parts';
import { accountSeo } from './seo';

export interface RegisterData {
  form: FormState;
  token: string;
}

const t = nl.account.register;
const text = errorText(t.errors, { InvalidChoice: nl.account.profile.errors.InvalidChoice, CreationFailed: t.errors.CreationFailed });
const ORDER = [F.email, F.password, F.passwordRepeat, F.username, F.terms, F.age];

export async function registerLoaded(ctx: ScreenContext, form: FormState = EMPTY_FORM, status = 200): Promise<Loaded<RegisterData>> {
  return { data: { form, token: await ctx.formToken() }, seo: accountSeo(t.title, hasErrors(form), href('register'), t.intro), status };
}

export function RegisterView({ data }: { data: RegisterData }) {
  const { form } = data;
  return (
    <AccountFrame title={t.title} intro={t.intro}>
      <p>
        {t.haveAccount} <a href={href('login')}>{t.loginLink}</a>.
      </p>
      <FormErrorSummary form={form} order={ORDER} text={text} />
      {form.errors.form === 'CreationFailed' ? (
        <p>
          <a href={href('cms-page', { slug: 'contact' })}>{t.contactLink}</a>
        </p>
      ) : null}
      <form id="account-form" className="an-account__form" method="post" action={href('register')} noValidate data-account-form="register">
        <TokenField token={data.token} />
        <TextField name={F.email} label={t.email} hint={t.emailHint} form={form} text={text} type="email" autoComplete="email" inputMode="email" />
        <TextField name={F.password} label={t.password} hint={t.passwordHint} form={form} text={text} type="password" autoComplete="new-password" />
        <TextField name={F.passwordRepeat} label={t.passwordRepeat} form={form} text={text} type="password" autoComplete="new-password" />
        <TextField name={F.username} label={t.username} hint={t.usernameHint} form={form} text={text} autoComplete="username" />
        <fieldset className="an-fieldset an-field">
          <legend className="an-fieldset__legend">{t.consentsLegend}</legend>
          <Checkbox name={F.terms} label={t.terms} form={form} text={text}>
            <p className="an-field__hint">
              <a href={href('cms-page', { slug: 'gedragsregels' })}>{t.termsLinks.rules}</a> · <a href={href('cms-page', { slug: 'privacy' })}>{t.termsLinks.privacy}</a>
            </p>
          </Checkbox>
          <Checkbox name={F.age} label={t.age} form={form} text={text} />
          <Checkbox name={F.newsletter} label={t.newsletter} form={form} text={text} />
          <Checkbox name={F.profileConsent} label={t.profileConsent} hint={t.profileConsentHint} form={form} text={text} />
        </fieldset>
        <fieldset className="an-fieldset an-field">
          <legend className="an-fieldset__legend">{t.questionsLegend}</legend>
          <ChoiceGroup name={F.relationship} label={nl.account.profile.relationship} form={form} text={text} options={CHOICES.relationship}>
            <Checkbox name={F.shareRelationship} label={t.share} form={form} text={text} />
          </ChoiceGroup>
          <ChoiceGroup name={F.dementiaForms} label={nl.account.profile.dementiaForms} form={form} text={text} options={CHOICES.dementiaForms} multiple>
            <Checkbox name={F.shareDementiaForms} label={t.share} form={form} text={text} />
          </ChoiceGroup>
          <ChoiceGroup name={F.phase} label={nl.account.profile.phase} form={form} text={text} options={CHOICES.phase}>
            <Checkbox name={F.sharePhase} label={t.share} form={form} text={text} />
          </ChoiceGroup>
        </fieldset>
        <div className="an-account__actions">
          <button type="submit" className="an-button">
            {t.submit}
          </button>
        </div>
      </form>
      <FormCheck formId="account-form" kind="register" texts={{ ...t.errors, PasswordRequired: t.errors.PasswordRequired }} />
    </AccountFrame>
  );
}

export const registerScreen: ScreenModule<RegisterData> = {
  load: (ctx) => registerLoaded(ctx),
  View: RegisterView,
};
