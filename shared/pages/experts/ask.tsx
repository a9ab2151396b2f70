/**
 * The ask-an-expert form (spec sections 2 and 3) at
 * /onze-ondersteuning/experts/vraag-stellen, open to visitors and members
 * alike: the group, the question (with an example question shown), the
 * relationship and phase, an optional name, e-mail, phone, the contact
 * method and the terms. It posts through the form pipeline (worker/forms/)
 * with a signed submission key, so the page is never cached; the question
 * is stored before the thank-you page shows. Works without JavaScript.
 */
import { ASK_FIELDS, QUESTION_MAX } from '../../forms/experts';
import type { FormState as PipelineState } from '../../forms/form-state';
import { SUBMISSION_KEY_FIELD } from '../../forms/submission-key';
import { PHASES, RELATIONSHIPS } from '../../model/account';
import { CONTACT_METHODS, type ExpertGroupView, type ExpertTopicView } from '../../model/experts';
import { href, param } from '../../routes';
import { nl } from '../../texts/nl';
import { Honeypot, PostForm } from '../../ui/post-form';
import { ChoiceGroup, Checkbox, SelectField, TextArea, TextField } from '../account/fields';
import { FormErrorSummary, type FormState } from '../account/parts';
import { NO_STORE, type ScreenModule, type Seo } from '../screen';
import { ExpertsFrame, expertCrumbs } from './parts';

const t = nl.experts.ask;
const c = nl.account.choices;

export const ASK_FORM_ID = 'vraagformulier';
export const ASK_HONEYPOT = 'website';
/** The signed submission key's scope (worker/forms/submission-key.ts). */
export const ASK_KEY_SCOPE = 'expert-question';

export interface AskData {
  groups: ExpertGroupView[];
  topic: ExpertTopicView | null;
  form: FormState;
  /** The general error or an abuse check's notice, above the button. */
  message: string | null;
  submissionKey: string;
  turnstileSiteKey: string | null;
}

export const askErrorText = (key: string): string => t.errors[key] ?? t.general;

const label = (text: string, required: boolean) => `${text} ${required ? t.required : t.optional}`;

export function askSeo(withErrors: boolean): Seo {
  return { title: t.title, description: nl.experts.overview.metaDescription, canonical: null, robots: 'noindex, follow', titlePrefix: withErrors ? t.errorPrefix : undefined };
}

/** The pipeline's state of a post that came back, as this form shows it. */
export function askStateOf(state: PipelineState): { form: FormState; message: string | null } {
  const message = state.notice ? nl.formNotices[state.notice] : state.general ? t.general : null;
  return { form: { values: state.values, errors: state.errors }, message };
}

export function AskView({ data }: { data: AskData }) {
  const { form, topic } = data;
  const again = Object.keys(form.errors).length > 0;
  return (
    <ExpertsFrame title={t.title} intro={t.intro}>
      <p className="an-experts__expect">
        <strong>{t.expectation}.</strong>
      </p>
      {topic ? <p>{t.forTopic(topic.name)}</p> : null}
      <FormErrorSummary form={form} order={ASK_FIELDS} text={askErrorText} />
      <PostForm id={ASK_FORM_ID} action={href('expert-ask')} className="an-account__form an-experts__form">
        <input type="hidden" name={SUBMISSION_KEY_FIELD} value={data.submissionKey} />
        <input type="hidden" name="topic" value={topic?.slug ?? ''} />
        <Honeypot id="vraag-website" name={ASK_HONEYPOT} label={t.honeypotLabel} />
        <ChoiceGroup name="group" label={label(t.labels.group, true)} hint={t.hints.group} form={form} text={askErrorText} options={data.groups.map((g) => [g.slug, g.name])} />
        <aside className="an-experts__example" aria-labelledby="voorbeeldvraag">
          <h2 id="voorbeeldvraag">{t.exampleTitle}</h2>
          <p>{t.example}</p>
        </aside>
        <TextArea name="question" label={label(t.labels.question, true)} hint={t.hints.question} form={form} text={askErrorText} maxLength={QUESTION_MAX} />
        <SelectField name="relationship" label={label(t.labels.relationship, false)} form={form} text={askErrorText} options={RELATIONSHIPS.map((r) => [r, c.relationship[r]])} empty={t.chooseRelationship} />
        <SelectField name="phase" label={label(t.labels.phase, false)} form={form} text={askErrorText} options={PHASES.map((p) => [p, c.phase[p]])} empty={t.choosePhase} />
        <TextField name="name" label={label(t.labels.name, false)} hint={t.hints.name} form={form} text={askErrorText} autoComplete="given-name" />
        <TextField name="email" type="email" label={label(t.labels.email, true)} hint={t.hints.email} form={form} text={askErrorText} autoComplete="email" inputMode="email" />
        <TextField name="phone" label={label(t.labels.phone, false)} hint={t.hints.phone} form={form} text={askErrorText} autoComplete="tel" inputMode="numeric" />
        <ChoiceGroup name="contact" label={label(t.labels.contact, true)} form={form} text={askErrorText} options={CONTACT_METHODS.map((m) => [m, t.contact[m]])} />
        <Checkbox name="terms" label={t.labels.terms} form={form} text={askErrorText} />
        {data.turnstileSiteKey ? <div className="cf-turnstile" data-sitekey={data.turnstileSiteKey} data-language="nl" /> : null}
        <p className="an-field__hint">{t.privacy}</p>
        <p className="an-application__general" id="vraag-melding" tabIndex={-1} autoFocus={!again && data.message !== null} hidden={data.message === null}>
          {data.message}
        </p>
        <div className="an-account__actions">
          <button type="submit" className="an-button">
            {t.submit}
          </button>
        </div>
      </PostForm>
    </ExpertsFrame>
  );
}

export const expertAskScreen: ScreenModule<AskData> = {
  async load(ctx) {
    const groupSlug = param(ctx.params, 'groep');
    const [groups, target, submissionKey] = await Promise.all([
      ctx.experts.groups(),
      ctx.experts.askTarget(groupSlug, param(ctx.params, 'onderwerp')),
      ctx.submissionKey(ASK_KEY_SCOPE),
    ]);
    const values = target.group ? { group: target.group.slug } : {};
    return {
      data: { groups, topic: target.topic, form: { values, errors: {} }, message: null, submissionKey, turnstileSiteKey: ctx.config.turnstileSiteKey },
      seo: askSeo(false),
      // A fresh signed key for every visitor: never cached.
      headers: { ...NO_STORE },
      chrome: { breadcrumbs: expertCrumbs({ title: t.title, url: href('expert-ask') }), hideNewsletter: true },
    };
  },
  View: AskView,
};

function AskedView() {
  const a = nl.experts.asked;
  return (
    <ExpertsFrame title={a.title} intro={a.text}>
      <p>
        <strong>{a.expectation}</strong>
      </p>
      <p>{a.urgent}</p>
      <p>
        <a className="an-button an-button--secondary" href={href('experts')}>
          {a.back}
        </a>
      </p>
    </ExpertsFrame>
  );
}

/** The thank-you page: nothing personal, the same for everyone. */
export const expertAskedScreen: ScreenModule<null> = {
  load: async () => ({
    data: null,
    seo: { title: nl.experts.asked.title, canonical: null, robots: 'noindex, nofollow' },
    chrome: { breadcrumbs: expertCrumbs({ title: nl.experts.asked.title, url: href('expert-asked') }) },
  }),
  View: AskedView,
};
