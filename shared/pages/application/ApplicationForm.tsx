import type { FieldErrors } from '../../forms/check';
import { valueOf, type FormValues } from '../../forms/form-state';
import { fieldsOf, GENDERS, type ApplicationField, type ApplicationFieldName } from '../../forms/application/fields';
import type { ApplyTarget } from '../../forms/application/target';
import { SUBMISSION_KEY_FIELD } from '../../forms/submission-key';
import { Island } from '../../islands/Island';
import { nl } from '../../texts/nl';
import { ErrorSummary } from '../../ui/error-summary';
import { TextAreaField, TextField } from '../../ui/field';
import { FileUpload } from '../../ui/file-upload';
import { Honeypot, PostForm } from '../../ui/post-form';
import { RadioFieldset } from '../../ui/radio-fieldset';
import { SplicedPart } from '../../ui/reused-part';
import { SubmitButton } from '../../ui/submit-button';

export const APPLICATION_FORM_ID = 'sollicitatieformulier';
/** The honeypot's name: a field a bot fills in gladly. */
export const APPLICATION_HONEYPOT = 'website';

export interface ApplicationFormState {
  values: FormValues;
  errors: FieldErrors;
  /** Errors.General above the submit button (the post could not be stored). */
  general: boolean;
  /** An abuse check's message (nl.formNotices), above the submit button. */
  notice: string | null;
  /** Shown again after a post: focus the error summary or the message. */
  again: boolean;
}

export interface ApplicationFormProps {
  action: string;
  target: ApplyTarget;
  state: ApplicationFormState;
  submissionKey: string;
  turnstileSiteKey: string | null;
}

const t = nl.applications;
type ErrorTexts = Record<string, Record<string, string>>;
const errorTexts = t.errors as unknown as ErrorTexts;

const labelOf = (field: ApplicationField) => (
  <>
    {t.labels[field.name]}
    {field.mandatory ? <span className="an-field__required"> {t.required}</span> : null}
  </>
);

const hintOf = (name: ApplicationFieldName): string | undefined => (t.hints as Partial<Record<ApplicationFieldName, string>>)[name];

function FormField({ field, state }: { field: ApplicationField; state: ApplicationFormState }) {
  const key = state.errors[field.name];
  const error = key ? (errorTexts[field.name]?.[key] ?? t.general) : null;
  const value = valueOf(state.values, field.name);
  const common = { id: field.name, label: labelOf(field), error, errorPrefix: t.errorPrefix, name: field.name };
  switch (field.type) {
    case 'radioGroup':
      return (
        <RadioFieldset
          name={field.name}
          id={field.name}
          legend={labelOf(field)}
          error={error}
          errorPrefix={t.errorPrefix}
          options={GENDERS.map((gender) => ({ value: gender, label: t.genders[gender] }))}
          value={value || null}
          inline
        />
      );
    case 'longTextField':
      return <TextAreaField {...common} hint={hintOf(field.name)} value={value} rows={8} spellCheck />;
    case 'fileUploader': {
      // The browser never fills a file in again: after a post that came back, say so.
      const hint = state.again ? `${t.hints.cv} ${t.fileAgain}` : t.hints.cv;
      return <FileUpload {...common} hint={hint} accept=".pdf,.doc,.docx" />;
    }
    default:
      return (
        <TextField
          {...common}
          hint={hintOf(field.name)}
          value={value}
          type={field.type === 'email' ? 'email' : field.type === 'telephone' ? 'tel' : 'text'}
          autoComplete={field.autoComplete}
          spellCheck={field.type === 'email' || field.type === 'telephone' || field.name === 'linkedIn' ? false : undefined}
        />
      );
  }
}

/** A form as first shown. */
export const EMPTY_STATE: ApplicationFormState = { values: {}, errors: {}, general: false, notice: null, again: false };
const pristine = (state: ApplicationFormState) =>
  !state.again && !state.general && state.notice === null && Object.keys(state.values).length === 0 && Object.keys(state.errors).length === 0;
const emptyFields = (fields: readonly ApplicationField[]) => fields.map((field) => <FormField key={field.name} field={field} state={EMPTY_STATE} />);

/**
 * An application form (spec section 3): the field set of its kind, drawn with
 * the form kit, posting to its own address. Works without JavaScript; the
 * plain island checks in the browser, sends it and reports analytics.
 */
export function ApplicationForm({ action, target, state, submissionKey, turnstileSiteKey }: ApplicationFormProps) {
  const fields = fieldsOf(target.formKind);
  const withFile = fields.some((field) => field.type === 'fileUploader');
  const summary = fields.flatMap((field) => {
    const key = state.errors[field.name];
    if (!key) return [];
    const href = field.type === 'radioGroup' ? `#${field.name}-1` : `#${field.name}`;
    return [{ href, text: errorTexts[field.name]?.[key] ?? t.general }];
  });
  const message = state.notice ?? (state.general ? t.general : null);
  return (
    <div className="an-application">
      <ErrorSummary id="foutmeldingen" title={t.errorSummaryTitle} items={summary} autoFocus={state.again && summary.length > 0} />
      <PostForm id={APPLICATION_FORM_ID} action={action} multipart={withFile} className="an-application__form">
        <input type="hidden" name={SUBMISSION_KEY_FIELD} value={submissionKey} />
        <Honeypot id="sollicitatie-website" name={APPLICATION_HONEYPOT} label={t.honeypotLabel} />
        {pristine(state) ? (
          // A form as first shown: the same fields for everyone, so their markup is reused (SplicedPart).
          <SplicedPart source={fields} variant="" render={emptyFields} />
        ) : (
          fields.map((field) => <FormField key={field.name} field={field} state={state} />)
        )}
        {turnstileSiteKey ? <div className="cf-turnstile" data-sitekey={turnstileSiteKey} data-language="nl" /> : null}
        <p className="an-application__privacy">{t.privacy}</p>
        <p className="an-application__general" id="sollicitatie-melding" tabIndex={-1} autoFocus={state.again && summary.length === 0 && message !== null} hidden={message === null}>
          {message}
        </p>
        <SubmitButton>{target.contactRequest ? t.submitContactRequest : t.submit}</SubmitButton>
      </PostForm>
      <Island
        name="application-form"
        // Small and plain (no React): awake before the visitor's first edit and press.
        wake="idle"
        className="an-island-box"
        props={{
          formId: APPLICATION_FORM_ID,
          kind: target.formKind,
          texts: Object.fromEntries(fields.map((field) => [field.name, errorTexts[field.name] ?? {}])),
          summaryTitle: t.errorSummaryTitle,
          errorPrefix: t.errorPrefix,
          busy: t.sending,
          general: t.general,
          notices: { ...nl.formNotices },
          event: {
            title: target.title,
            category: target.theme ?? '',
            hours: target.hours ?? target.duration ?? '',
            location: target.place ?? target.regionName ?? '',
            type: target.kind,
          },
        }}
      />
    </div>
  );
}
