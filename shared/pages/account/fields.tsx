/**
 * Form fields of the account screens: label, hint and inline error tied to the
 * control by aria-describedby; groups in a fieldset with a legend. The ids are
 * the field names, so the error summary links straight to them.
 */
import type { ReactNode } from 'react';
import type { FormState } from './parts';

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

interface Common {
  name: string;
  label: string;
  hint?: string;
  form: FormState;
  /** The Dutch text of an error key. */
  text: (key: string) => string;
}

function value(form: FormState, name: string): string {
  const v = form.values[name];
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
}
function values(form: FormState, name: string): string[] {
  const v = form.values[name];
  return Array.isArray(v) ? v : v ? [v] : [];
}

function Message({ id, error, text }: { id: string; error: string | undefined; text: (key: string) => string }) {
  return error ? (
    <p className="an-field__error" id={`${id}-fout`}>
      <span className="an-visually-hidden">Fout: </span>
      {text(error)}
    </p>
  ) : null;
}

export function TextField({
  name,
  label,
  hint,
  form,
  text,
  type = 'text',
  autoComplete,
  inputMode,
  keep = true,
}: Common & { type?: 'text' | 'email' | 'password'; autoComplete: string; inputMode?: 'numeric' | 'email'; keep?: boolean }) {
  const error = form.errors[name];
  return (
    <div className={error ? 'an-field an-field--error' : 'an-field'}>
      <label className="an-field__label" htmlFor={name}>
        {label}
      </label>
      {hint ? (
        <p className="an-field__hint" id={`${name}-hint`}>
          {hint}
        </p>
      ) : null}
      <Message id={name} error={error} text={text} />
      <input
        className="an-input"
        id={name}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        spellCheck={false}
        defaultValue={keep && type !== 'password' ? value(form, name) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${name}-hint`, error && `${name}-fout`)}
      />
    </div>
  );
}

export function TextArea({ name, label, hint, form, text, maxLength }: Common & { maxLength: number }) {
  const error = form.errors[name];
  return (
    <div className={error ? 'an-field an-field--error' : 'an-field'}>
      <label className="an-field__label" htmlFor={name}>
        {label}
      </label>
      {hint ? (
        <p className="an-field__hint" id={`${name}-hint`}>
          {hint}
        </p>
      ) : null}
      <Message id={name} error={error} text={text} />
      <textarea
        className="an-input"
        id={name}
        name={name}
        rows={6}
        defaultValue={value(form, name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${name}-hint`, error && `${name}-fout`)}
        data-maxlength={maxLength}
      />
    </div>
  );
}

export function SelectField({ name, label, hint, form, text, options, empty }: Common & { options: readonly [string, string][]; empty: string }) {
  const error = form.errors[name];
  return (
    <div className={error ? 'an-field an-field--error' : 'an-field'}>
      <label className="an-field__label" htmlFor={name}>
        {label}
      </label>
      {hint ? (
        <p className="an-field__hint" id={`${name}-hint`}>
          {hint}
        </p>
      ) : null}
      <Message id={name} error={error} text={text} />
      <select className="an-input" id={name} name={name} defaultValue={value(form, name)} aria-invalid={error ? true : undefined} aria-describedby={describedBy(hint && `${name}-hint`, error && `${name}-fout`)}>
        <option value="">{empty}</option>
        {options.map(([v, label]) => (
          <option key={v} value={v}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One checkbox on its own (consent, share), its error above it. */
export function Checkbox({ name, label, form, text, hint, children }: Common & { children?: ReactNode }) {
  const error = form.errors[name];
  const checked = value(form, name) !== '';
  return (
    <div className={error ? 'an-field an-field--error' : 'an-field'}>
      <Message id={name} error={error} text={text} />
      <div className="an-checkbox">
        <input
          className="an-checkbox__input"
          type="checkbox"
          id={name}
          name={name}
          value="on"
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint && `${name}-hint`, error && `${name}-fout`)}
        />
        <label className="an-checkbox__label" htmlFor={name}>
          {label}
        </label>
      </div>
      {hint ? (
        <p className="an-field__hint" id={`${name}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/** Radios (one answer) or checkboxes (several) in a fieldset; the first control carries the field's id. */
export function ChoiceGroup({
  name,
  label,
  hint,
  form,
  text,
  options,
  multiple = false,
  children,
}: Common & { options: readonly [string, string][]; multiple?: boolean; children?: ReactNode }) {
  const error = form.errors[name] ?? Object.entries(form.errors).find(([key]) => key.startsWith(`${name}.`))?.[1];
  const chosen = multiple ? values(form, name) : [value(form, name)];
  return (
    <fieldset className={error ? 'an-fieldset an-field an-field--error' : 'an-fieldset an-field'} aria-describedby={describedBy(hint && `${name}-hint`, error && `${name}-fout`)}>
      <legend className="an-fieldset__legend">{label}</legend>
      {hint ? (
        <p className="an-field__hint" id={`${name}-hint`}>
          {hint}
        </p>
      ) : null}
      <Message id={name} error={error} text={text} />
      <div className="an-account__choices">
        {options.map(([v, optionLabel], i) => (
          <div className="an-checkbox" key={v}>
            <input
              className="an-checkbox__input"
              type={multiple ? 'checkbox' : 'radio'}
              id={i === 0 ? name : `${name}-${v}`}
              name={name}
              value={v}
              defaultChecked={chosen.includes(v)}
            />
            <label className="an-checkbox__label" htmlFor={i === 0 ? name : `${name}-${v}`}>
              {optionLabel}
            </label>
          </div>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
