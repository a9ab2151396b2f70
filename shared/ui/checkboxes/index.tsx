import type { ChangeEvent, ReactNode } from 'react';

export interface CheckboxOption {
  value: string;
  label: ReactNode;
  /** Its own id; otherwise `{id}-{value}`. */
  id?: string;
}

export interface CheckboxesProps {
  /** Form field name, repeated once per ticked box. */
  name: string;
  legend: ReactNode;
  /** Prefix of the ids: `{id}-hint`, `{id}-error`, `{id}-{value}` (the error summary links to the first box, as GOV.UK does). */
  id: string;
  hint?: ReactNode;
  error?: string | null;
  /** Read before the error by screen readers ('Fout: '). */
  errorPrefix?: string;
  options: readonly CheckboxOption[];
  /** The ticked values; with `onChange` the boxes are controlled (islands). */
  values: readonly string[];
  onChange?: (value: string, checked: boolean) => void;
  /** Legend for screen readers only, for a single box whose label says it all (terms, age 16+). */
  legendHidden?: boolean;
  className?: string;
}

/**
 * Checkboxes as GOV.UK draws them: a fieldset with its legend, an optional
 * hint and an inline error tied by aria-describedby, and boxes whose rows are
 * targets of at least 44 px. One box (agreeing to the terms) is a group of one.
 */
export function Checkboxes({ name, legend, id, hint, error, errorPrefix, options, values, onChange, legendHidden, className }: CheckboxesProps) {
  const described = [hint ? id + '-hint' : '', error ? id + '-error' : ''].join(' ').trim() || undefined;
  return (
    <fieldset className={'an-fieldset' + (error ? ' an-fieldset--error' : '') + (className ? ' ' + className : '')} aria-describedby={described}>
      <legend className={legendHidden ? 'an-visually-hidden' : 'an-fieldset__legend'}>{legend}</legend>
      {hint ? (
        <p className="an-fieldset__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="an-fieldset__error" id={`${id}-error`}>
          {errorPrefix ? <span className="an-visually-hidden">{errorPrefix}</span> : null}
          {error}
        </p>
      ) : null}
      {options.map((option) => {
        const optionId = option.id || id + '-' + option.value;
        const ticked = values.includes(option.value);
        return (
          <div className="an-checkbox" key={option.value}>
            <input
              className="an-checkbox__input"
              type="checkbox"
              id={optionId}
              name={name}
              value={option.value}
              {...(onChange ? { checked: ticked, onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(option.value, event.target.checked) } : { defaultChecked: ticked })}
            />
            <label className="an-checkbox__label" htmlFor={optionId}>
              {option.label}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
