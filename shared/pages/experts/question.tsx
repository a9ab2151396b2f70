/**
 * /experts/vragen/{id}: one question with the asker's personal data, for the
 * experts of its group and moderators only (anyone else: 404, the question's
 * existence is not told). What the viewer may do shows as forms: claim,
 * release, answer by mail (in the blog-mode rich-text editor, as forum posts
 * are written; without JavaScript its textarea), record a phone call with a
 * note, close, and propose an anonymised version for publication (its answer
 * in the textarea's written convention, so bold, lists and links stay).
 * Always `private, no-store`.
 */
import { toConvention } from '../../format/rich-text';
import { ANSWER_MAX, NOTE_MAX, QUESTION_MAX } from '../../forms/experts';
import type { QuestionDetail } from '../../model/experts';
import { href, param } from '../../routes';
import { nl } from '../../texts/nl';
import { RichTextBody } from '../../ui/RichTextBody';
import { ForbiddenView } from '../account/messages';
import { Checkbox, SelectField, TextArea, TextField } from '../account/fields';
import { FormErrorSummary, Notice, TokenField, type FormState } from '../account/parts';
import { dateTime, forumErrorText } from '../forum/parts';
import { EditorField } from '../rich-editor-field';
import type { Loaded, ScreenContext, ScreenModule } from '../screen';
import { ExpertsFrame } from './parts';
import { PRIVATE, privateSeo, questionNotice, refuseUnlessExpert, type ExpertGuarded } from './queue';

const t = nl.experts.question;
const c = nl.account.choices;

export type QuestionForm = 'answer' | 'phone' | 'propose';
export type QuestionData = ExpertGuarded<{ question: QuestionDetail; token: string; notice: string | null; moderator: boolean; form: { which: QuestionForm; state: FormState } | null }>;

/** The experts' own texts; a rich-text body's errors (BodyInvalid, UnsafeLink, Profanity:…) in the forum's words. */
export const expertErrorText = (key: string): string => nl.experts.errors[key] ?? (key in nl.forum.errors || key.includes(':') ? forumErrorText(key) : nl.experts.errors.Generic!);

const act = (id: number, a: 'oppakken' | 'vrijgeven' | 'beantwoorden' | 'gebeld' | 'sluiten' | 'voorstellen') => href('expert-question-act', { question: String(id), act: a });

function Button({ id, a, label, token, hint }: { id: number; a: 'oppakken' | 'vrijgeven' | 'sluiten'; label: string; token: string; hint?: string }) {
  return (
    <form method="post" action={act(id, a)} className="an-experts__act">
      <TokenField token={token} />
      {hint ? <p className="an-field__hint">{hint}</p> : null}
      <button type="submit" className="an-button an-button--secondary">
        {label}
      </button>
    </form>
  );
}

function Facts({ q }: { q: QuestionDetail }) {
  const none = t.none;
  const rows: [string, string][] = [
    [t.name, q.name ?? none],
    [t.email, q.email ?? none],
    [t.phone, q.phone ?? none],
    [t.relationship, q.relationship ? c.relationship[q.relationship] : none],
    [t.phase, q.phase ? c.phase[q.phase] : none],
    [t.contact, nl.experts.queue.contact[q.contact]],
  ];
  return (
    <section aria-labelledby="gegevens" className="an-experts__personal">
      <h2 id="gegevens">{t.personal}</h2>
      <p className="an-field__hint">{t.personalNote}</p>
      <dl className="an-profile__facts">
        {rows.map(([label, value]) => (
          <div className="an-profile__fact" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Forms({ data }: { data: Extract<QuestionData, { kind: 'ok' }> }) {
  const { question: q, token, form } = data;
  const stateOf = (which: QuestionForm): FormState => (form?.which === which ? form.state : { values: {}, errors: {} });
  const answer = stateOf('answer');
  const phone = stateOf('phone');
  const lastAnswer = [...q.thread].reverse().find((m) => m.kind !== 'reaction' && m.body);
  const proposal = form?.which === 'propose' ? form.state : { values: { question: q.question ?? '', answer: lastAnswer?.body ? toConvention(lastAnswer.body) : '', topic: q.topic ? String(q.topic.id) : '' }, errors: {} };
  return (
    <>
      {q.claimable ? <Button id={q.id} a="oppakken" label={t.claim} token={token} /> : null}
      {q.mine ? (
        <>
          <section aria-labelledby="antwoorden" className="an-forum__reply">
            <h2 id="antwoorden">{t.answerTitle}</h2>
            <FormErrorSummary form={answer} order={['body']} text={expertErrorText} />
            <form id="account-form" method="post" action={act(q.id, 'beantwoorden')} className="an-account__form" noValidate>
              <TokenField token={token} />
              <EditorField form={answer} label={t.answerLabel} hint={t.answerHint} mode="blog" text={expertErrorText} maxLength={ANSWER_MAX} wake="idle" />
              <div className="an-account__actions">
                <button type="submit" className="an-button">
                  {t.answerSubmit}
                </button>
              </div>
            </form>
          </section>
          <section aria-labelledby="gebeld" className="an-forum__reply">
            <h2 id="gebeld">{t.phoneTitle}</h2>
            <form method="post" action={act(q.id, 'gebeld')} className="an-account__form" noValidate>
              <TokenField token={token} />
              <TextArea name="note" label={t.noteLabel} hint={t.noteHint} form={phone} text={expertErrorText} maxLength={NOTE_MAX} />
              <div className="an-account__actions">
                <button type="submit" className="an-button an-button--secondary">
                  {t.phoneSubmit}
                </button>
              </div>
            </form>
          </section>
        </>
      ) : null}
      {q.state === 'claimed' && (q.mine || data.moderator) ? <Button id={q.id} a="vrijgeven" label={t.release} hint={t.releaseHint} token={token} /> : null}
      {q.state !== 'closed' && q.state !== 'open' && (q.mine || q.state === 'answered' || data.moderator) ? (
        <section aria-labelledby="afsluiten" className="an-forum__reply">
          <h2 id="afsluiten">{t.closeTitle}</h2>
          <Button id={q.id} a="sluiten" label={t.closeSubmit} hint={t.closeHint} token={token} />
        </section>
      ) : null}
      {lastAnswer && !q.purged ? (
        <details className="an-forum__reply an-experts__propose" open={form?.which === 'propose'}>
          <summary>{t.proposeTitle}</summary>
          <p>{t.proposeIntro}</p>
          <FormErrorSummary form={proposal} order={['topic', 'title', 'question', 'answer', 'anonymised']} text={expertErrorText} />
          <form method="post" action={act(q.id, 'voorstellen')} className="an-account__form" noValidate>
            <TokenField token={token} />
            <SelectField name="topic" label={t.proposeLabels.topic} form={proposal} text={expertErrorText} options={q.topics.map((topic) => [String(topic.id), topic.name])} empty={t.chooseTopic} />
            <TextField name="title" label={t.proposeLabels.title} form={proposal} text={expertErrorText} autoComplete="off" />
            <TextArea name="question" label={t.proposeLabels.question} form={proposal} text={expertErrorText} maxLength={QUESTION_MAX} />
            <TextArea name="answer" label={t.proposeLabels.answer} hint={nl.editor.convention} form={proposal} text={expertErrorText} maxLength={ANSWER_MAX} />
            <Checkbox name="anonymised" label={t.proposeLabels.anonymised} form={proposal} text={expertErrorText} />
            <div className="an-account__actions">
              <button type="submit" className="an-button an-button--secondary">
                {t.proposeSubmit}
              </button>
            </div>
          </form>
        </details>
      ) : null}
    </>
  );
}

export function QuestionView({ data }: { data: QuestionData }) {
  if (data.kind === 'forbidden') return <ForbiddenView data={data} />;
  const q = data.question;
  return (
    <ExpertsFrame title={t.title(q.id)}>
      <Notice text={data.notice} />
      <dl className="an-profile__facts">
        <div className="an-profile__fact">
          <dt>{t.state}</dt>
          <dd>{t.states[q.state]}</dd>
        </div>
        <div className="an-profile__fact">
          <dt>{t.group}</dt>
          <dd>{q.group.name}</dd>
        </div>
        {q.topic ? (
          <div className="an-profile__fact">
            <dt>{t.topic}</dt>
            <dd>{q.topic.name}</dd>
          </div>
        ) : null}
        <div className="an-profile__fact">
          <dt>{t.asked}</dt>
          <dd>{dateTime(q.createdAt)}</dd>
        </div>
      </dl>
      {q.claimedBy ? <p>{t.heldBy(q.claimedBy.name)}</p> : null}
      {q.state === 'answered' && q.answeredBy ? (
        <p>
          {t.answeredBy(q.answeredBy)} {q.replyUntil ? `${t.replyUntil} ${dateTime(q.replyUntil)}.` : null}
        </p>
      ) : null}
      {q.purged ? (
        <p className="an-forum__old">{t.purged}</p>
      ) : (
        <>
          <Facts q={q} />
          <h2>{t.question}</h2>
          <p className="an-richtext-plain an-experts__question">{q.question}</p>
        </>
      )}
      {q.thread.length > 0 ? (
        <section aria-labelledby="verloop">
          <h2 id="verloop">{t.thread}</h2>
          <ol className="an-posts an-experts__thread">
            {q.thread.map((m) => (
              <li key={m.id} className="an-post">
                <p className="an-post__meta">
                  <strong>{t.kinds[m.kind]}</strong> {m.expert ? `${t.by} ${m.expert}` : null} · <time dateTime={m.createdAt}>{dateTime(m.createdAt)}</time>
                </p>
                {m.body ? <RichTextBody doc={m.body} /> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <Forms data={data} />
      <p>
        <a href={href('expert-queue')}>{t.back}</a>
      </p>
    </ExpertsFrame>
  );
}

/** The page, fresh or with a form that came back with errors (status 400). */
export async function questionLoaded(ctx: ScreenContext, id: number, form: { which: QuestionForm; state: FormState } | null = null, status = 200): Promise<Loaded<QuestionData> | null> {
  const path = href('expert-question', { question: String(id) });
  const refused = refuseUnlessExpert<never>(ctx, path);
  if (refused) return refused as never;
  const [question, token] = await Promise.all([ctx.experts.question(id), ctx.formToken()]);
  if (!question) return null;
  return {
    data: { kind: 'ok', question, token, notice: questionNotice(param(ctx.params, 'melding')), moderator: ctx.viewer?.role === 'moderator', form },
    seo: privateSeo(t.title(id)),
    status,
    headers: { ...PRIVATE },
  };
}

export const expertQuestionScreen: ScreenModule<QuestionData> = {
  load: (ctx) => {
    const raw = param(ctx.params, 'question') ?? '';
    return /^\d{1,12}$/.test(raw) ? questionLoaded(ctx, Number(raw)) : Promise.resolve(null);
  },
  View: QuestionView,
};
