/**
 * `/beheer/woorden`: the watched words, each with its action (refuse, review
 * first, or place and flag), a form to add one and a button to remove each.
 * Moderators only.
 */
import { WATCH_ACTIONS, type WatchedWordView } from '../../model/moderation';
import { href, param } from '../../routes';
import { nl } from '../../texts/nl';
import { ForbiddenView } from '../account/messages';
import { ChoiceGroup, TextField } from '../account/fields';
import { FormErrorSummary, hasErrors, Notice, TokenField, type FormState } from '../account/parts';
import { NOTICES, noticeOf } from '../forum/notices';
import type { Loaded, ScreenContext, ScreenModule } from '../screen';
import { ModerationFrame, moderationSeo, refuseUnlessModerator, type Guarded } from './frame';

const t = nl.moderation.words;
const text = (key: string) => (key === 'WordMissing' ? t.wordMissing : key === 'ActionMissing' ? t.actionMissing : nl.forum.errors.Generic);

type WordsData = Guarded<{ words: WatchedWordView[]; token: string; form: FormState; notice: string | null }>;

export async function wordsLoaded(ctx: ScreenContext, form?: FormState, status = 200): Promise<Loaded<WordsData>> {
  const refused = refuseUnlessModerator<never>(ctx, href('moderation-words'));
  if (refused) return refused as never;
  const [words, token] = await Promise.all([ctx.moderation.words(), ctx.formToken()]);
  const state = form ?? { values: { action: 'review' }, errors: {} };
  return {
    data: { kind: 'ok', words, token, form: state, notice: noticeOf(param(ctx.params, NOTICES.param)) },
    seo: { ...moderationSeo(t.title), titlePrefix: hasErrors(state) ? nl.account.errorPrefix : undefined },
    status,
  };
}

export function WordsView({ data }: { data: WordsData }) {
  if (data.kind === 'forbidden') return <ForbiddenView data={data} />;
  return (
    <ModerationFrame title={t.title} intro={t.intro} current="words">
      <Notice text={data.notice} />
      {data.words.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <ul className="an-words">
          {data.words.map((w) => (
            <li key={w.word} className="an-words__item">
              <span className="an-words__word">{w.word}</span> <span className="an-tag">{t.short[w.action]}</span>
              <form method="post" action={href('moderation-words')} className="an-moderate__form">
                <TokenField token={data.token} />
                <input type="hidden" name="remove" value={w.word} />
                <button type="submit" className="an-button an-button--secondary">
                  {t.remove(w.word)}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <h2>{t.add}</h2>
      <FormErrorSummary form={data.form} order={['word', 'action']} text={text} />
      <form id="account-form" className="an-account__form" method="post" action={href('moderation-words')} noValidate>
        <TokenField token={data.token} />
        <TextField name="word" label={t.word} form={data.form} text={text} autoComplete="off" />
        <ChoiceGroup name="action" label={t.actionLegend} form={data.form} text={text} options={WATCH_ACTIONS.map((a) => [a, t.actions[a]])} />
        <div className="an-account__actions">
          <button type="submit" className="an-button">
            {t.add}
          </button>
        </div>
      </form>
    </ModerationFrame>
  );
}

export const wordsScreen: ScreenModule<WordsData> = { load: (ctx) => wordsLoaded(ctx), View: WordsView };
