import type { ReactNode } from 'react';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** Its own id; otherwise `{id}-{n}` (n from 1), or `{name}-{n}` without an id. */
  id?: string;
}

/** The BEM names a radio group is drawn with; `group` adds a wrapper around the fieldset. */
export interface RadioClasses {
  group?: string;
  fieldset: string;
  legend: string;
  hint: string;
  error: string;
  options: string;
  option: string;
  input: string;
  label: string;
}

/** Large choice buttons (donate widget, cookie settings, the coming forms). */
export const CHOICE_CLASSES: RadioClasses = {
  fieldset: 'an-fieldset',
  legend: 'an-fieldset__legend',
  hint: 'an-fieldset__hint',
  error: 'an-fieldset__error',
  options: 'an-choices',
  option: 'an-choice',
  input: 'an-choice__input',
  label: 'an-choice__label',
};

export interface RadioFieldsetProps {
  /** Form field name. */
  name: string;
  legend: ReactNode;
  /** Id of the fieldset (the error summary links to it); hint, error and option ids derive from it. */
  id?: string;
  hint?: ReactNode;
  error?: string | null;
  /** Read before the error by screen readers ('Fout: '). */
  errorPrefix?: string;
  options: readonly RadioOption[];
  /** The chosen value; with `onChange` the group is controlled (islands). */
  value: string | null;
  onChange?: (value: string, index: number) => void;
  /** Options side by side where there is room. */
  inline?: boolean;
  /** Added to the fieldset's class. */
  className?: string;
  classes?: RadioClasses;
  /** Text between the legend and the options (an explanation that is not a hint). */
  intro?: ReactNode;
  /** After the options (a follow-up field, such as another amount). */
  children?: ReactNode;
}

/**
 * A radio group as GOV.UK draws it: a fieldset with its legend, an optional
 * hint, an inline error tied by aria-describedby, and options whose labels
 * are targets of at least 44 px.
 */
export function RadioFieldset(props: RadioFieldsetProps) {
  const { name, legend, id, hint, error, errorPrefix, options, value, onChange, inline, className, intro, children } = props;
  const c = props.classes || CHOICE_CLASSES;
  // Plain string work (no `?.`/`??`): islands carry this, built for old phones.
  const describedBy = (id && [hint ? id + '-hint' : '', error ? id + '-error' : ''].join(' ').trim()) || undefined;
  const errorOn = (block: string) => (error ? block + ' ' + block + '--error' : block);
  const fieldset = (
    <fieldset className={(c.group ? c.fieldset : errorOn(c.fieldset)) + (className ? ' ' + className : '')} id={id} aria-describedby={describedBy}>
      <legend className={c.legend}>{legend}</legend>
      {hint ? (
        <p className={c.hint} id={id ? `${id}-hint` : undefined}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className={c.error} id={id ? `${id}-error` : undefined}>
          {errorPrefix ? <span className="an-visually-hidden">{errorPrefix}</span> : null}
          {error}
        </p>
      ) : null}
      {intro}
      <div className={inline ? c.options + ' ' + c.options + '--inline' : c.options}>
        {options.map((option, index) => {
          const optionId = option.id || (id || name) + '-' + (index + 1);
          const chosen = value === option.value;
          return (
            <div className={c.option} key={option.value}>
              <input
                className={c.input}
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                {...(onChange ? { checked: chosen, onChange: () => onChange(option.value, index) } : { defaultChecked: chosen })}
              />
              <label className={c.label} htmlFor={optionId}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      {children}
    </fieldset>
  );
  return c.group ? <div className={errorOn(c.group)}>{fieldset}</div> : fieldset;
}
