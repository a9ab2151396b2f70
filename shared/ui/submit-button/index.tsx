import type { MouseEvent, ReactNode } from 'react';

export interface SubmitButtonProps {
  children: ReactNode;
  /** Sending: the button says so (aria-disabled, not disabled, so it keeps focus) and a second press does nothing. */
  busy?: boolean;
  /** What the button says while busy ('Bezig met versturen...'); without it the label stays. */
  busyText?: ReactNode;
  /** For a form with two buttons (the memory test's 'Vorige stap'). */
  name?: string;
  value?: string;
  /** Added to 'an-button' ('an-button--secondary', a form's own). */
  className?: string;
}

const ignore = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

/** The submit button of a form, with a busy state while an island sends it. */
export function SubmitButton({ children, busy, busyText, name, value, className }: SubmitButtonProps) {
  return (
    <button
      className={className ? 'an-button ' + className : 'an-button'}
      type="submit"
      name={name}
      value={value}
      aria-disabled={busy ? true : undefined}
      onClick={busy ? ignore : undefined}
    >
      {busy && busyText ? busyText : children}
    </button>
  );
}
