/**
 * /mijn-account: the member's own profile (spec sections 3 and 5): every answer
 * optional, the three registration questions each shareable, and the photo
 * (JPEG, PNG or WebP of at most 144 kB, checked by the worker). Members only:
 * visitors get the 403 page. Never cached (the session middleware says so).
 */
import type { Profile } from '../../model/account';
import { BIOGRAPHY_MAX } from '../../forms/account/profile';
import { href, param } from '../../routes';
import { nl } from '../../texts/nl';
import type { Loaded, OwnAccount, ScreenContext, ScreenModule } from '../screen';
import { CHOICES, errorText } from './choices';
import { Checkbox, ChoiceGroup, SelectField, TextArea, TextField } from './fields';
import { forbiddenLoaded, ForbiddenView } from './messages';
import { AccountFrame, FormCheck, FormErrorSummary, hasErrors, Notice, TokenField, type FormState, type FormValues } from './parts';
import { accountSeo } from './seo';

const t = nl.account.profile;
const text = errorText(t.errors, { TooMany: nl.account.tooMany });
const ORDER = ['photo', 'gender', 'birthYear', 'biography', 'province', 'relationship', 'dementiaForms', 'phase'];

export type ProfileData =
  | { kind: 'forbidden'; returnTo: string; loggedIn: boolean }
  | { kind: 'profile'; account: Pick<OwnAccount, 'username' | 'photoUrl'>; form: FormState; token: string; saved: boolean };

/** The form's values from a stored profile. */
export function profileValues(p: Profile): FormValues {
  const on = (b: boolean) => (b ? 'on' : undefined);
  return {
    gender: p.gender ?? '',
    birthYear: p.birthYear ? String(p.birthYear) : '',
    biography: p.biography,
    province: p.province ?? '',
    relationship: p.relationship ?? '',
    dementiaForms: p.dementiaForms,
    phase: p.phase ?? '',
    shareRelationship: on(p.share.relationship),
    shareDementiaForms: on(p.share.dementiaForms),
    sharePhase: on(p.share.phase),
  };
}

export async function profileLoaded(ctx: ScreenContext, form?: FormState, status = 200): Promise<Loaded<ProfileData>> {
  const own = await ctx.community.ownAccount();
  if (!own) {
    const f = forbiddenLoaded(href('my-profile'), ctx.viewer !== null);
    return { ...f, data: { kind: 'forbidden', ...f.data } };
  }
  const state = form ?? { values: profileValues(own.profile), errors: {} };
  return {
    data: { kind: 'profile', account: own, form: state, token: await ctx.formToken(), saved: param(ctx.params, 'opgeslagen') === 'ja' },
    seo: accountSeo(t.title, hasErrors(state)),
    status,
  };
}

export function ProfileView({ data }: { data: ProfileData }) {
  if (data.kind === 'forbidden') return <ForbiddenView data={data} />;
  const { form, account } = data;
  return (
    <AccountFrame title={t.title} intro={t.intro}>
      <Notice text={data.saved ? t.saved : null} />
      <FormErrorSummary form={form} order={ORDER} text={text} />
      <form id="account-form" className="an-account__form" method="post" action={href('my-profile')} encType="multipart/form-data" noValidate data-account-form="profile">
        <TokenField token={data.token} />
        <div className={form.errors.photo ? 'an-field an-field--error' : 'an-field'}>
          <label className="an-field__label" htmlFor="photo">
            {t.photo}
          </label>
          <p className="an-field__hint" id="photo-hint">
            {t.photoHint}
          </p>
          {form.errors.photo ? (
            <p className="an-field__error" id="photo-fout">
              <span className="an-visually-hidden">Fout: </span>
              {text(form.errors.photo)}
            </p>
          ) : null}
          {account.photoUrl ? <img className="an-account__photo" src={account.photoUrl} alt={t.photoCurrent} width={160} height={160} /> : null}
          <input
            className="an-account__file"
            type="file"
            id="photo"
            name="photo"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={form.errors.photo ? 'photo-hint photo-fout' : 'photo-hint'}
            aria-invalid={form.errors.photo ? true : undefined}
          />
          {account.photoUrl ? <Checkbox name="removePhoto" label={t.photoRemove} form={{ values: {}, errors: {} }} text={text} /> : null}
        </div>
        <ChoiceGroup name="gender" label={t.gender} form={form} text={text} options={CHOICES.gender} />
        <TextField name="birthYear" label={t.birthYear} hint={t.birthYearHint} form={form} text={text} autoComplete="bday-year" inputMode="numeric" />
        <TextArea name="biography" label={t.biography} hint={t.biographyHint} form={form} text={text} maxLength={BIOGRAPHY_MAX} />
        <SelectField name="province" label={t.province} form={form} text={text} options={CHOICES.province} empty={t.chooseProvince} />
        <ChoiceGroup name="relationship" label={t.relationship} form={form} text={text} options={CHOICES.relationship}>
          <Checkbox name="shareRelationship" label={t.share} form={form} text={text} />
        </ChoiceGroup>
        <ChoiceGroup name="dementiaForms" label={t.dementiaForms} form={form} text={text} options={CHOICES.dementiaForms} multiple>
          <Checkbox name="shareDementiaForms" label={t.share} form={form} text={text} />
        </ChoiceGroup>
        <ChoiceGroup name="phase" label={t.phase} form={form} text={text} options={CHOICES.phase}>
          <Checkbox name="sharePhase" label={t.share} form={form} text={text} />
        </ChoiceGroup>
        <div className="an-account__actions">
          <button type="submit" className="an-button">
            {t.submit}
          </button>
          <a href={href('member-profile', { username: account.username })}>{nl.account.header.publicProfile}</a>
        </div>
      </form>
      <FormCheck formId="account-form" kind="profile" texts={t.errors} />
    </AccountFrame>
  );
}

export const profileScreen: ScreenModule<ProfileData> = { load: (ctx) => profileLoaded(ctx), View: ProfileView };
