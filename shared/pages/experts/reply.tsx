/**
 * The reply-to-expert form (spec sections 2 and 3: reaction and terms) behind
 * the signed link in an expert's answer mail, below the answer it reacts to
 * (rendered by the allow-list renderer, as the mail's text cannot show its
 * bold and lists). An unknown, forged or expired
 * (30 days) link, or one of a question closed meanwhile, shows the spec's
 * text 'Er kan geen vraag worden gevonden om op te reageren.' (404). The page
 * carries the link's code and a signed submission key: never cached.
 */
import { REACTION_FIELDS, REACTION_MAX } from '../../forms/experts';
import { SUBMISSION_KEY_FIELD } from '../../forms/submission-key';
import type { ReplyTarget } from '../../model/experts';
import { href, param } from '../../routes';
import { nl } from '../../texts/nl';
import { RichTextBody } from '../../ui/RichTextBody';
import { PostForm } from '../../ui/post-form';
import { Checkbox, TextArea } from '../account/fields';
import { FormErrorSummary, type FormState } from '../account/parts';
import { NO_STORE, type Loaded, type ScreenModule } from '../screen';
import { AskButton, ExpertsFrame } from './parts';

const t = nl.experts.reply;

/** The key's scope: a reaction to this question. */
export const replyKeyScope = (questionId: number): string => `expert-reply:${questionId}`;

export type ReplyData =
  | { kind: 'form'; target: ReplyTarget; code: string; form: FormState; message: string | null; submissionKey: string }
  | { kind: 'missing' }
  | { kind: 'sent' };

export const replyErrorText = (key: string): string => t.errors[key] ?? t.general;

const seo = { title: t.title, canonical: null, robots: 'noindex, nofollow' } as const;

/** The spec's text for a link that leads to no question (404, never cached). */
export function replyMissing(): Loaded<ReplyData> {
  return { data: { kind: 'missing' }, seo: { ...seo, title: t.notFound }, status: 404, headers: { ...NO_STORE } };
}

export function ReplyView({ data }: { data: ReplyData }) {
  if (data.kind === 'missing') {
    return (
      <ExpertsFrame title={t.notFound} intro={t.notFoundHelp}>
        <AskButton label={t.newQuestion} />
      </ExpertsFrame>
    );
  }
  if (data.kind === 'sent') return <ExpertsFrame title={t.sentTitle} intro={t.sentText} />;
  return (
    <ExpertsFrame title={t.title} intro={t.intro(data.target.groupName)}>
      {data.target.answer ? (
        <section aria-labelledby="het-antwoord" className="an-experts__answer">
          <h2 id="het-antwoord">{data.target.answer.expert ? nl.experts.topic.answerBy(data.target.answer.expert) : nl.experts.topic.answer}</h2>
          <RichTextBody doc={data.target.answer.body} />
        </section>
      ) : null}
      <FormErrorSummary form={data.form} order={REACTION_FIELDS} text={replyErrorText} />
      <PostForm id="account-form" action={href('expert-reply', { code: data.code })} className="an-account__form">
        <input type="hidden" name={SUBMISSION_KEY_FIELD} value={data.submissionKey} />
        <TextArea name="reaction" label={t.labels.reaction} hint={t.hints.reaction} form={data.form} text={replyErrorText} maxLength={REACTION_MAX} />
        <Checkbox name="terms" label={t.labels.terms} form={data.form} text={replyErrorText} />
        <p className="an-application__general" hidden={data.message === null}>
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

export const expertReplyScreen: ScreenModule<ReplyData> = {
  async load(ctx) {
    if (param(ctx.params, 'verstuurd') === 'ja') return { data: { kind: 'sent' }, seo: { ...seo, title: t.sentTitle }, headers: { ...NO_STORE } };
    const code = param(ctx.params, 'code') ?? '';
    const target = await ctx.experts.replyTarget(code);
    if (!target) return replyMissing();
    const submissionKey = await ctx.submissionKey(replyKeyScope(target.id));
    return { data: { kind: 'form', target, code, form: { values: {}, errors: {} }, message: null, submissionKey }, seo, headers: { ...NO_STORE } };
  },
  View: ReplyView,
};
