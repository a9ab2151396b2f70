import { href } from '../../routes';
import { nl } from '../../texts/nl';
import { SearchForm } from '../SearchForm/SearchForm';
import { HeaderFrame } from './HeaderParts';

export interface SearchHeaderProps {
  title: string;
  intro?: string | null;
  /** The term searched for, shown in the field. */
  query?: string;
  /** Extra fields kept when searching again (the pijler of the site search). */
  hidden?: Record<string, string>;
  /** Where the search goes: the site search unless a list searches itself (the news). */
  action?: string;
  /** The field's label and the search landmark's name, when the search is not the site search. */
  label?: string;
  formLabel?: string;
}

/** The header of the search page: title and a search form that works without JavaScript. */
export function SearchHeader({ title, intro, query = '', hidden = {}, action = href('search'), label, formLabel }: SearchHeaderProps) {
  const t = nl.headers;
  return (
    <HeaderFrame variant="search" title={title} intro={intro}>
      <SearchForm
        variant="header"
        action={action}
        id="kop-zoekterm"
        formLabel={formLabel ?? t.searchForm}
        label={label ?? t.searchLabel}
        buttonText={t.searchButton}
        value={query}
        hidden={hidden}
      />
    </HeaderFrame>
  );
}
