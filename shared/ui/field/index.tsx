import { createContext, useContext, type ChangeEvent, type ReactNode, type Ref } from 'react';

/**
 * A form field as GOV.UK Frontend draws it: label, optional hint, inline error
 * (tied to the control with aria-describedby), then the control. `Field` is
 * the frame; the controls (`TextInput`, `TextArea`, the file upload) find
 * their id and description in it, so a form may put its own row around the
 * control (the newsletter's input and button side by side).
 */
export interface FieldProps {
  /** Id of the control: the label points at it, the hint and error ids derive from it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The Dutch error message; marks the field and describes the control. */
  error?: string | null;
  /** Read before the error by screen readers ('Fout: '), from the form's texts. */
  errorPrefix?: string;
  /** Hint and error ids of their own (older forms keep theirs: the newsletter, the donate widget). */
  ids?: { hint?: string; error?: string };
  className?: string;
  children: ReactNode;
}

interface FieldControl {
  id: string | undefined;
  describedBy: string | undefined;
  invalid: boolean;
}

const FieldContext = createContext<FieldControl>({ id: undefined, describedBy: undefined, invalid: false });

/** The id, description and error state of the field around a control (none outside a Field). */
export const useFieldControl = (): FieldControl => useContext(FieldContext);

// Islands carry these parts, and their build targets old phones (ES2019, no `?.`/`??`): kept plain, so small.
export function Field({ id, label, hint, error, errorPrefix, ids = {}, className, children }: FieldProps) {
  const hintId = ids.hint || id + '-hint';
  const errorId = ids.error || id + '-error';
  const describedBy = [hint ? hintId : '', error ? errorId : ''].join(' ').trim() || undefined;
  return (
    <div className={'an-field' + (error ? ' an-field--error' : '') + (className ? ' ' + className : '')}>
      <label className="an-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="an-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="an-field__error" id={errorId}>
          {errorPrefix ? <span className="an-visually-hidden">{errorPrefix}</span> : null}
          {error}
        </p>
      ) : null}
      <FieldContext.Provider value={{ id, describedBy, invalid: Boolean(error) }}>{children}</FieldContext.Provider>
    </div>
  );
}

interface ControlProps<E> {
  name: string;
  /** Shown again after a failed post; with `onChange` the control is controlled (islands). */
  value?: string;
  onChange?: (event: ChangeEvent<E>) => void;
  onBlur?: () => void;
  autoComplete?: string;
  spellCheck?: boolean;
  className?: string;
}

/** Controlled in an island (value + onChange), otherwise the value is only where it starts. */
function valueProps<E>(value: string | undefined, onChange: ((event: ChangeEvent<E>) => void) | undefined) {
  return onChange ? { value: value || '', onChange } : { defaultValue: value || '' };
}

export interface TextInputProps extends ControlProps<HTMLInputElement> {
  /** 'email' and 'tel' bring the right keyboard on a phone. */
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  inputRef?: Ref<HTMLInputElement>;
}

/** A one-line input (text, e-mail, telephone), inside a Field. No maxlength: the schema says 'te lang', nothing is cut off. */
export function TextInput({ name, type = 'text', inputMode, autoComplete, spellCheck, value, onChange, onBlur, inputRef, className }: TextInputProps) {
  const field = useFieldControl();
  return (
    <input
      className={className ? 'an-input ' + className : 'an-input'}
      id={field.id}
      name={name}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      spellCheck={spellCheck}
      aria-describedby={field.describedBy}
      aria-invalid={field.invalid || undefined}
      ref={inputRef}
      onBlur={onBlur}
      {...valueProps(value, onChange)}
    />
  );
}

export interface TextAreaProps extends ControlProps<HTMLTextAreaElement> {
  rows?: number;
  textAreaRef?: Ref<HTMLTextAreaElement>;
}

/** A text of several lines (a motivation, a message), inside a Field. */
export function TextArea({ name, rows = 5, autoComplete, spellCheck, value, onChange, onBlur, textAreaRef, className }: TextAreaProps) {
  const field = useFieldControl();
  return (
    <textarea
      className={className ? 'an-textarea ' + className : 'an-textarea'}
      id={field.id}
      name={name}
      rows={rows}
      autoComplete={autoComplete}
      spellCheck={spellCheck}
      aria-describedby={field.describedBy}
      aria-invalid={field.invalid || undefined}
      ref={textAreaRef}
      onBlur={onBlur}
      {...valueProps(value, onChange)}
    />
  );
}

export type TextFieldProps = Omit<FieldProps, 'children' | 'className'> & TextInputProps;

/** The common case: a Field with one TextInput. */
export function TextField({ id, label, hint, error, errorPrefix, ids, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} errorPrefix={errorPrefix} ids={ids}>
      <TextInput {...input} />
    </Field>
  );
}

export type TextAreaFieldProps = Omit<FieldProps, 'children' | 'className'> & TextAreaProps;

export function TextAreaField({ id, label, hint, error, errorPrefix, ids, ...textArea }: TextAreaFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} errorPrefix={errorPrefix} ids={ids}>
      <TextArea {...textArea} />
    </Field>
  );
}
