/**
 * /experts/profiel: an expert's own public profile (their group, the name
 * visitors see, profession and introduction). An account gets the role
 * through the admin API; the expert fills this in once, and then answers the
 * questions of that group. Experts and moderators only; `private, no-store`.
 */
import { INTRODUCTION_MAX } from '../../forms/experts';
import type { ExpertGroupView } from '../../model/experts';
import { href } from '../../routes';
import { nl } from '../../texts/nl';
import { ForbiddenView } from '../account/messages';
import { ChoiceGroup, TextArea, TextField } from '../account/fields';
import { FormErrorSummary, TokenField, type FormState } from '../account/parts';
import type { Loaded, ScreenContext, ScreenModule } from '../screen';
import { ExpertsFrame } from './parts';
import { PRIVATE, privateSeo, refuseUnlessExpert, type ExpertGuarded } from './queue';
import { expertErrorText } from './question';

const t = nl.experts.ownProfile;

type OwnProfileData = ExpertGuarded<{ groups: ExpertGroupView[]; form: FormState; token: string; username: string; listed: boolean }>;

export function OwnProfileView({ data }: { data: OwnProfileData }) {
  if (data.kind === 'forbidden') return <ForbiddenView data={data} />;
  const { form } = data;
  return (
    <ExpertsFrame title={t.title} intro={t.intro}>
      <FormErrorSummary form={form} order={['group', 'displayName', 'profession', 'introduction']} text={expertErrorText} />
      <form id="account-form" method="post" action={href('expert-own-profile')} className="an-account__form" noValidate>
        <TokenField token={data.token} />
        <ChoiceGroup name="group" label={t.labels.group} form={form} text={expertErrorText} options={data.groups.map((g) => [g.slug, g.name])} />
        <TextField name="displayName" label={t.labels.displayName} hint={t.hints.displayName} form={form} text={expertErrorText} autoComplete="name" />
        <TextField name="profession" label={t.labels.profession} hint={t.hints.profession} form={form} text={expertErrorText} autoComplete="organization-title" />
        <TextArea name="introduction" label={t.labels.introduction} hint={t.hints.introduction} form={form} text={expertErrorText} maxLength={INTRODUCTION_MAX} />
        <p className="an-field__hint">
          {t.hints.photo} <a href={href('my-profile')}>{nl.account.header.profile}</a>
        </p>
        <div className="an-account__actions">
          <button type="submit" className="an-button">
            {t.submit}
          </button>
        </div>
      </form>
      {data.listed ? (
        <p>
          <a href={href('expert-profile', { username: data.username })}>{t.view}</a>
        </p>
      ) : null}
    </ExpertsFrame>
  );
}

export async function ownProfileLoaded(ctx: ScreenContext, form: FormState | null = null, status = 200): Promise<Loaded<OwnProfileData>> {
  const refused = refuseUnlessExpert<never>(ctx, href('expert-own-profile'));
  if (refused) return refused as never;
  const [groups, own, token] = await Promise.all([ctx.experts.groups(), ctx.experts.ownProfile(), ctx.formToken()]);
  const values = own ? { group: own.groupSlug, displayName: own.displayName, profession: own.profession, introduction: own.introduction } : {};
  return {
    data: { kind: 'ok', groups, form: form ?? { values, errors: {} }, token, username: ctx.viewer!.username, listed: own !== null },
    seo: privateSeo(t.title),
    status,
    headers: { ...PRIVATE },
  };
}

export const expertOwnProfileScreen: ScreenModule<OwnProfileData> = {
  load: (ctx) => ownProfileLoaded(ctx),
  View: OwnProfileView,
};
