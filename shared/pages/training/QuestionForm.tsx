/**
 * A training question as a real form (spec section 3): one choice as radio
 * buttons, several as checkboxes, ordering and matching as select boxes per
 * place (without JavaScript); the reorder island turns those into a keyboard
 * and drag-and-drop list. Field names: shared/training/score.ts.
 */
import type { TrainingQuestion } from '../../contract/training-values';
import type { ReadResult } from '../../training/score';
import { CHOICE_FIELD, shuffled, slotField, slotsOf } from '../../training/score';
import { Checkboxes } from '../../ui/checkboxes';
import { RadioFieldset } from '../../ui/radio-fieldset';
import { t } from './common';

export const QUESTION_FORM_ID = 'training-vraag';
export const QUESTION_FIELD_ID = 'vraag-antwoord';
export const ERROR_SUMMARY_ID = 'training-fouten';

type ErrorKey = Extract<ReadResult, { ok: false }>['error'];

/** The items of an order or match question as the page shows them, in a fixed shuffled order. */
export function shownOrder(q: TrainingQuestion, seed: string): string[] {
  return shuffled(slotsOf(q).ids, seed);
}

function Slots({ q, seed, error, posted }: { q: TrainingQuestion; seed: string; error: string | null; posted: string[] | null }) {
  const order = posted ?? shownOrder(q, seed);
  const isMatch = q.kind === 'match';
  const options = q.kind === 'order' ? q.items.map((i) => ({ id: i.id, label: i.label })) : q.kind === 'match' ? q.pairs.map((p) => ({ id: p.id, label: p.right })) : [];
  const labelOf = (place: number) => (q.kind === 'match' ? q.pairs[place]!.left : t.step.place(place + 1));
  return (
    <fieldset className={'an-fieldset an-tr-slots' + (error ? ' an-fieldset--error' : '')} id={QUESTION_FIELD_ID} aria-describedby={`${QUESTION_FIELD_ID}-hint${error ? ` ${QUESTION_FIELD_ID}-error` : ''}`} data-reorder={isMatch ? 'match' : 'order'}>
      <legend className="an-fieldset__legend">{q.prompt}</legend>
      <p className="an-fieldset__hint" id={`${QUESTION_FIELD_ID}-hint`}>
        {isMatch ? t.step.matchHint : t.step.orderHint}
      </p>
      {error ? (
        <p className="an-fieldset__error" id={`${QUESTION_FIELD_ID}-error`}>
          <span className="an-visually-hidden">{t.errors.titlePrefix}</span>
          {error}
        </p>
      ) : null}
      <div className="an-tr-slots__list" data-reorder-selects="">
        {order.map((_, place) => (
          <div className="an-field an-tr-slot" key={place}>
            <label className="an-field__label" htmlFor={`${QUESTION_FIELD_ID}-${place + 1}`} data-slot-label="">
              {labelOf(place)}
            </label>
            <select className="an-input an-tr-slot__select" id={`${QUESTION_FIELD_ID}-${place + 1}`} name={slotField(place + 1)} defaultValue={order[place] ?? ''}>
              <option value="">{t.step.chooseOption}</option>
              {options.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

export interface QuestionFormProps {
  q: TrainingQuestion;
  /** The step's place in its training: the shuffle's seed. */
  seed: string;
  action: string;
  error: ErrorKey | null;
  /** What was posted, shown again with the error (never a stored answer). */
  posted: { choice: string[]; slots: string[] | null } | null;
}

export function QuestionForm({ q, seed, action, error, posted }: QuestionFormProps) {
  const message = error ? t.errors[error] : null;
  return (
    <form id={QUESTION_FORM_ID} className="an-tr-form" method="post" action={action} noValidate>
      <div className="an-error-summary" id={ERROR_SUMMARY_ID} tabIndex={-1} aria-labelledby={`${ERROR_SUMMARY_ID}-titel`} hidden={!message} autoFocus={Boolean(message)}>
        <h2 className="an-error-summary__title" id={`${ERROR_SUMMARY_ID}-titel`}>
          {t.errors.summaryTitle}
        </h2>
        <ul className="an-error-summary__list">
          <li>
            <a href={`#${QUESTION_FIELD_ID}-1`} data-error-text="">
              {message ?? ''}
            </a>
          </li>
        </ul>
      </div>
      {q.kind === 'single' ? (
        <RadioFieldset
          name={CHOICE_FIELD}
          id={QUESTION_FIELD_ID}
          legend={q.prompt}
          hint={t.step.chooseOne}
          error={message}
          errorPrefix={t.errors.titlePrefix}
          options={q.options.map((o, i) => ({ value: o.id, label: o.label, id: `${QUESTION_FIELD_ID}-${i + 1}` }))}
          value={posted?.choice[0] ?? null}
        />
      ) : q.kind === 'multiple' ? (
        <Checkboxes
          name={CHOICE_FIELD}
          id={QUESTION_FIELD_ID}
          legend={q.prompt}
          hint={t.step.chooseSome}
          error={message}
          errorPrefix={t.errors.titlePrefix}
          options={q.options.map((o, i) => ({ value: o.id, label: o.label, id: `${QUESTION_FIELD_ID}-${i + 1}` }))}
          values={posted?.choice ?? []}
        />
      ) : (
        <Slots q={q} seed={seed} error={message} posted={posted?.slots ?? null} />
      )}
      <div className="an-mt-form__actions">
        <button type="submit" className="an-button">
          {t.step.check}
        </button>
      </div>
    </form>
  );
}
