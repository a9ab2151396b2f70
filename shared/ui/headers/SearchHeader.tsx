import { nl } from '../../texts/nl';
import { HeaderFrame } from './HeaderParts';

export interface SearchHeaderProps {
  title: string;
  intro?: string | null;
  /** The term searched for, shown in the field. */
  query?: string;
  /** Extra fields kept when searching again (the pijler of the site search). */
  hidden?: Record<string, string>;
  action?: string;
}

/** The header of the search page: title and a search form that works without JavaScript. */
export function SearchHeader({ title, intro, query = '', hidden = {}, action = '/zoeken' }: SearchHeaderProps) {
  const t = nl.headers;
  return (
    <HeaderFrame variant="search" title={title} intro={intro}>
      <form className="an-searchbar an-pagehead__search" method="get" action={action} role="search" aria-label={t.searchForm}>
        <label className="an-searchbar__label" htmlFor="kop-zoekterm">
          {t.searchLabel}
        </label>
        <div className="an-searchbar__row">
          <input className="an-input" id="kop-zoekterm" name="zoekterm" type="search" defaultValue={query} autoComplete="off" />
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button className="an-button" type="submit">
            {t.searchButton}
          </button>
        </div>
      </form>
    </HeaderFrame>
  );
}
