export interface SearchFormProps {
  /** Where the search goes: href('search'), href('regions'), or a list's own path. */
  action: string;
  /** Id of the field (the label points to it); unique on the page. */
  id: string;
  label: string;
  buttonText: string;
  /** Query name of the field. */
  name?: string;
  /** Name of the search landmark, when the page has more than one or the label alone does not say what is searched. */
  formLabel?: string;
  /** Shown under the label and tied to the field. */
  hint?: string;
  /** What was searched for, shown in the field; leave undefined for an empty field without a value attribute. */
  value?: string;
  /** 'off' for site search; 'postal-code' or 'address-level2' where a place is asked. */
  autoComplete?: string;
  /** 'header': the search bar in a page header. */
  variant?: 'plain' | 'header';
  /** Parameters kept when searching again (the pijler of the site search). */
  hidden?: Readonly<Record<string, string>>;
}

/**
 * A search bar: label, field and button in a plain GET form (role search), so
 * it works without JavaScript. The one markup for every search of the site:
 * the not-found page, the memory-test result, the search and region headers
 * and the help-in-the-neighbourhood block.
 */
export function SearchForm({ action, id, label, buttonText, name = 'zoekterm', formLabel, hint, value, autoComplete = 'off', variant = 'plain', hidden = {} }: SearchFormProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <form className={variant === 'header' ? 'an-searchbar an-pagehead__search' : 'an-searchbar'} method="get" action={action} role="search" aria-label={formLabel}>
      <label className="an-searchbar__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="an-searchbar__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <div className="an-searchbar__row">
        <input className="an-input" id={id} name={name} type="search" defaultValue={value} autoComplete={autoComplete} aria-describedby={hintId} />
        {Object.entries(hidden).map(([key, kept]) => (
          <input key={key} type="hidden" name={key} value={kept} />
        ))}
        <button className="an-button" type="submit">
          {buttonText}
        </button>
      </div>
    </form>
  );
}
