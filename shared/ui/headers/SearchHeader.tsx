import { Island } from '../../islands/Island';
import type { SearchSuggestProps } from '../../islands/SearchSuggest';
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
  /** Suggestions while typing (the site search): the field becomes a combobox once JavaScript runs. */
  suggest?: Omit<SearchSuggestProps, 'form'>;
}

/** The header of the search page: title and a search form that works without JavaScript. */
export function SearchHeader({ title, intro, query = '', hidden = {}, action = href('search'), label, formLabel, suggest }: SearchHeaderProps) {
  const t = nl.headers;
  const form = {
    variant: 'header' as const,
    action,
    id: 'kop-zoekterm',
    formLabel: formLabel ?? t.searchForm,
    label: label ?? t.searchLabel,
    buttonText: t.searchButton,
    value: query,
    hidden,
  };
  return (
    <HeaderFrame variant="search" title={title} intro={intro}>
      {suggest ? <Island name="search-suggest" wake="interaction" props={{ form, ...suggest }} /> : <SearchForm {...form} />}
    </HeaderFrame>
  );
}
