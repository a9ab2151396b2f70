export interface UseLocationProps {
  /** Id of the place field the button fills. */
  input: string;
  texts: { button: string; locating: string; located: string; denied: string };
}

/**
 * 'Gebruik mijn locatie' (issue 14): a button that asks the browser for the
 * visitor's position, only when pressed, and writes it into the place field
 * as coordinates. Hidden until the plain island client/islands/use-location.ts
 * shows it: without JavaScript there is no way to ask, so no button.
 */
export default function UseLocation({ texts }: UseLocationProps) {
  return (
    <p className="an-use-location">
      <button type="button" className="an-button an-button--secondary an-use-location__button" hidden>
        {texts.button}
      </button>
      <span className="an-use-location__status an-field__hint" role="status" aria-live="polite" />
    </p>
  );
}
