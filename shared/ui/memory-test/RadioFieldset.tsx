import type { ReactNode } from 'react';
import { fieldId } from '../../forms/memory-test';

export interface RadioOption {
  value: string;
  label: string;
}

interface Props {
  /** Form field name; ids derive from it. */
  name: string;
  legend: ReactNode;
  hint?: string | null;
  options: readonly RadioOption[];
  value: string | null;
  error?: string | null;
  /** Read before the inline error by screen readers ('Fout: '). */
  errorPrefix: string;
  onChange: (name: string, value: string) => void;
}

/**
 * One question: a fieldset with its legend, an optional hint, an inline error
 * tied by aria-describedby, and large radio targets (at least 44 px).
 */
export function RadioFieldset({ name, legend, hint, options, value, error, errorPrefix, onChange }: Props) {
  const id = fieldId(name);
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={error ? 'an-mt-question an-mt-question--error' : 'an-mt-question'}>
      <fieldset className="an-mt-question__fieldset" id={id} aria-describedby={described || undefined}>
        <legend className="an-mt-question__legend">{legend}</legend>
        {hint ? (
          <p className="an-mt-question__hint" id={`${id}-hint`}>
            {hint}
          </p>
        ) : null}
        {error ? (
          <p className="an-mt-question__error" id={`${id}-error`}>
            <span className="an-visually-hidden">{errorPrefix}</span>
            {error}
          </p>
        ) : null}
        <div className="an-mt-options">
          {options.map((option, index) => {
            const optionId = `${id}-${index + 1}`;
            return (
              <div className="an-radio" key={option.value}>
                <input
                  className="an-radio__input"
                  type="radio"
                  id={optionId}
                  name={name}
                  value={option.value}
                  checked={value === option.value}
                  onChange={() => onChange(name, option.value)}
                />
                <label className="an-radio__label" htmlFor={optionId}>
                  {option.label}
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
