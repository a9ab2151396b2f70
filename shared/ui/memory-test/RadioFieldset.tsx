import type { ReactNode } from 'react';
import { fieldId } from '../../forms/memory-test';
import { RadioFieldset as KitRadioFieldset, type RadioClasses } from '../radio-fieldset';

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

/** The memory test's look: one question per box, options as wide blocks that stack on a phone. */
const QUESTION_CLASSES: RadioClasses = {
  group: 'an-mt-question',
  fieldset: 'an-mt-question__fieldset',
  legend: 'an-mt-question__legend',
  hint: 'an-mt-question__hint',
  error: 'an-mt-question__error',
  options: 'an-mt-options',
  option: 'an-radio',
  input: 'an-radio__input',
  label: 'an-radio__label',
};

/** One question of the memory test: the form kit's radio group, in the memory test's look. */
export function RadioFieldset({ name, legend, hint, options, value, error, errorPrefix, onChange }: Props) {
  return (
    <KitRadioFieldset
      classes={QUESTION_CLASSES}
      id={fieldId(name)}
      name={name}
      legend={legend}
      hint={hint}
      options={options}
      value={value}
      error={error}
      errorPrefix={errorPrefix}
      onChange={(chosen) => onChange(name, chosen)}
    />
  );
}
