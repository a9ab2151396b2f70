import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import type { AgeValue, AnswerValue, MemoryTestKind } from '../contract/memory-test-values';
import {
  ACTION_FIELD,
  AGE_FIELD,
  PREVIOUS_ACTION,
  STATE_FIELD,
  STEP_FIELD,
  cleanProgress,
  firstIncompleteStep,
  firstOptionId,
  hasErrors,
  validateStep,
  type Progress,
  type StepErrors,
  type TestShape,
} from '../forms/memory-test';
import type { Texts } from '../texts/nl';
import { ErrorSummary, type ErrorSummaryItem } from '../ui/error-summary';
import { RadioFieldset, type RadioOption } from '../ui/memory-test/RadioFieldset';
import { clearProgress, pushEvent, readProgress, setArrival, storageAvailable, takeArrival, writeProgress } from './memory-test-storage';

export interface MemoryTestStepProps {
  kind: MemoryTestKind;
  step: number;
  shape: TestShape;
  prompt: string;
  /** `numberLabel` is the finished 'Vraag 10' (the text function stays on the server). */
  questions: { id: string; numberLabel: string; text: string; hint: string | null }[];
  answerOptions: RadioOption[];
  /** The age question, on the last step only. */
  age: { legend: string; options: RadioOption[] } | null;
  /** Where the form goes: the next step, or the result. */
  action: string;
  previousPath: string | null;
  headingId: string;
  /** The signed answers so far (no-JavaScript journey); empty on a plain visit. */
  token: string;
  /** Answers the server knows (from a post); a plain visit knows none. */
  initial: Progress;
  errors: StepErrors | null;
  notice: 'earlierStep' | 'expired' | null;
  /** Arrived through 'Doe de test opnieuw': forget the stored answers first. */
  restart: boolean;
  /** From the server, so the chunk does not carry every Dutch text of the site. */
  texts: MemoryTestStepTexts;
}

export interface MemoryTestStepTexts {
  step: Pick<Texts['memoryTest']['step'], 'next' | 'toResult' | 'previous' | 'answersStayHere'>;
  errors: Texts['memoryTest']['errors'];
}

const SUMMARY_ID = 'geheugentest-fouten';

function summaryItems(t: MemoryTestStepTexts, errors: StepErrors | null): ErrorSummaryItem[] {
  if (!errors) return [];
  const items: ErrorSummaryItem[] = [];
  const first = errors.missing[0];
  if (first) items.push({ href: `#${firstOptionId(first)}`, text: t.errors.questions });
  if (errors.ageMissing) items.push({ href: `#${firstOptionId(AGE_FIELD)}`, text: t.errors.age });
  return items;
}

/** Keeps 'Fout: ' in front of the page title while the step shows errors (GOV.UK pattern). */
function useErrorTitle(prefix: string, active: boolean): void {
  useEffect(() => {
    if (active && !document.title.startsWith(prefix)) document.title = prefix + document.title;
    if (!active && document.title.startsWith(prefix)) document.title = document.title.slice(prefix.length);
  }, [prefix, active]);
}

/**
 * Answers picked in the server's form before this island woke (its code can
 * take a moment on a slow phone): hydrating the controlled radios would clear
 * them. Read during the first render in the browser, before React touches the form.
 */
function pickedBeforeWaking(names: string[]): Progress {
  const picked: Progress = { answers: {}, age: null };
  if (typeof document === 'undefined') return picked;
  for (const name of names) {
    const input = document.querySelector<HTMLInputElement>(`form.an-mt-form input[type="radio"][name="${name}"]:checked`);
    if (!input) continue;
    if (name === AGE_FIELD) picked.age = input.value as AgeValue;
    else picked.answers[name] = input.value as AnswerValue;
  }
  return picked;
}

/**
 * One step of the memory test. Without JavaScript (or without session
 * storage) it is a plain form that posts to the worker. Hydrated, it keeps the
 * answers in session storage and moves between the steps itself: the answers
 * never leave the browser.
 */
export default function MemoryTestStep(props: MemoryTestStepProps) {
  const { kind, step, shape, texts: t } = props;
  const last = step === shape.steps.length;
  const [early] = useState(() => pickedBeforeWaking([...props.questions.map((q) => q.id), ...(props.age ? [AGE_FIELD] : [])]));
  const [progress, setProgress] = useState<Progress>(() => ({
    answers: { ...props.initial.answers, ...early.answers },
    age: early.age ?? props.initial.age,
  }));
  const [errors, setErrors] = useState<StepErrors | null>(props.errors);
  const [notice, setNotice] = useState(props.notice);
  const [focusRequest, setFocusRequest] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const enhanced = useRef(false);
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    enhanced.current = storageAvailable();
    if (!enhanced.current) return;
    setHydrated(true);
    if (props.restart) {
      clearProgress(kind);
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
    const stored = readProgress(kind);
    const merged = cleanProgress(shape, {
      answers: { ...stored.answers, ...props.initial.answers, ...early.answers },
      age: early.age ?? props.initial.age ?? stored.age,
    });
    writeProgress(kind, merged);
    setProgress(merged);
    const arrival = takeArrival(kind);
    const missing = validateStep(shape, step, merged);
    if (arrival === 'missing' && hasErrors(missing)) {
      setErrors(missing);
      setNotice('earlierStep');
      setFocusRequest((n) => n + 1);
    } else if (arrival) {
      document.getElementById(props.headingId)?.focus();
    }
    // Runs once, on hydration: the props are the server's snapshot.
  }, []);

  useEffect(() => {
    if (focusRequest > 0) summaryRef.current?.focus();
  }, [focusRequest]);

  const showsErrors = errors !== null && hasErrors(errors);
  useErrorTitle(t.errors.titlePrefix, showsErrors);

  function onChange(name: string, value: string): void {
    const next: Progress =
      name === AGE_FIELD
        ? { ...progress, age: value as AgeValue }
        : { ...progress, answers: { ...progress.answers, [name]: value as AnswerValue } };
    setProgress(next);
    if (enhanced.current) writeProgress(kind, next);
    if (errors) setErrors(validateStep(shape, step, next));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    if (!enhanced.current) return;
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute('value') === PREVIOUS_ACTION && props.previousPath) {
      setArrival(kind, 'heading');
      window.location.assign(props.previousPath);
      return;
    }
    const stepErrors = validateStep(shape, step, progress);
    setErrors(stepErrors);
    if (hasErrors(stepErrors)) {
      setFocusRequest((n) => n + 1);
      return;
    }
    const gap = firstIncompleteStep(shape, progress);
    if (gap !== null && gap < step) {
      setArrival(kind, 'missing');
      // Rare, so the addresses load only now (the route table does not fit the step page's JavaScript
      // budget). Should that fail, the plain post of the form leads to the same step.
      import('../forms/memory-test-paths').then(
        ({ stepPath }) => window.location.assign(stepPath(kind, gap)),
        () => form.submit(),
      );
      return;
    }
    if (step === 1) pushEvent('Test gestart');
    if (last) pushEvent('Test afgerond');
    setArrival(kind, 'heading');
    window.location.assign(props.action);
  }

  function goToField(event: MouseEvent<HTMLAnchorElement>, href: string): void {
    const input = document.getElementById(href.slice(1));
    if (!input) return;
    event.preventDefault();
    input.focus({ preventScroll: true });
    (input.closest('fieldset') ?? input).scrollIntoView({ block: 'start' });
  }

  const missing = new Set(errors?.missing ?? []);
  return (
    <form
      className="an-mt-form"
      method="post"
      action={props.action}
      noValidate
      onSubmit={onSubmit}
      data-enhanced={hydrated ? 'true' : undefined}
    >
      <input type="hidden" name={STATE_FIELD} value={props.token} />
      <input type="hidden" name={STEP_FIELD} value={step} />
      {notice ? <p className="an-mt-notice">{notice === 'expired' ? t.errors.expired : t.errors.earlierStep}</p> : null}
      <ErrorSummary
        ref={summaryRef}
        id={SUMMARY_ID}
        title={t.errors.summaryTitle}
        items={summaryItems(t, errors)}
        autoFocus={props.errors !== null && hasErrors(props.errors)}
        onLinkClick={goToField}
      />
      <p className="an-mt-form__prompt">{props.prompt}</p>
      {props.questions.map((q) => (
        <RadioFieldset
          key={q.id}
          name={q.id}
          legend={
            <>
              <span className="an-mt-question__number">{q.numberLabel}</span> {q.text}
            </>
          }
          hint={q.hint}
          options={props.answerOptions}
          value={progress.answers[q.id] ?? null}
          error={missing.has(q.id) ? t.errors.questionInline : null}
          errorPrefix={t.errors.titlePrefix}
          onChange={onChange}
        />
      ))}
      {props.age ? (
        <RadioFieldset
          name={AGE_FIELD}
          legend={props.age.legend}
          options={props.age.options}
          value={progress.age}
          error={errors?.ageMissing ? t.errors.age : null}
          errorPrefix={t.errors.titlePrefix}
          onChange={onChange}
        />
      ) : null}
      <div className="an-mt-form__actions">
        <button type="submit" className="an-button">
          {last ? t.step.toResult : t.step.next}
        </button>
        {props.previousPath ? (
          <button type="submit" name={ACTION_FIELD} value={PREVIOUS_ACTION} formAction={props.previousPath} className="an-button an-button--secondary">
            {t.step.previous}
          </button>
        ) : null}
      </div>
      <p className="an-mt-form__privacy">{t.step.answersStayHere}</p>
    </form>
  );
}
