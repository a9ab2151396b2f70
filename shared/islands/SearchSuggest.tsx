import { SearchForm, type SearchFormProps } from '../ui/SearchForm/SearchForm';

export interface SearchSuggestProps {
  /** The search form as it works without JavaScript (a GET form). */
  form: SearchFormProps;
  /** Where suggestions come from: the API proxy's suggestion call (`?query=`). */
  endpoint: string;
  /** Texts from the server (nl.search.suggest); `{n}` is filled in by the island. */
  texts: { label: string; one: string; many: string; none: string };
}

/**
 * The site search form with suggestions while typing. On the server (and
 * without JavaScript) it is the plain GET form; the plain island
 * client/islands/search-suggest.ts (no React) makes its field an ARIA 1.2
 * combobox with a listbox of suggestions.
 */
export default function SearchSuggest({ form }: SearchSuggestProps) {
  return <SearchForm {...form} />;
}
