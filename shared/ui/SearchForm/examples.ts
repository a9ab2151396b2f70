import { href } from '../../routes';
import type { SearchFormProps } from './SearchForm';

/** The search bars of the site, one of each use; they feed the tests. */
export const searchFormExamples: { name: string; props: SearchFormProps }[] = [
  { name: 'Zoeken op de website', props: { action: href('search'), id: 'vb-zoeken', label: 'Zoek op de website', buttonText: 'Zoeken' } },
  {
    name: 'Regio zoeken, met hint',
    props: {
      action: href('regions'),
      id: 'vb-regio',
      formLabel: 'Hulp bij jou in de buurt',
      label: 'Jouw woonplaats of postcode',
      hint: 'Bijvoorbeeld Zwolle of 8011 AB',
      buttonText: 'Zoek',
      autoComplete: 'postal-code',
    },
  },
  {
    name: 'In een paginakop, met zoekterm en pijler',
    props: {
      variant: 'header',
      action: href('search'),
      id: 'vb-kop',
      formLabel: 'Zoeken',
      label: 'Waar ben je naar op zoek?',
      buttonText: 'Zoeken',
      value: 'mantelzorg',
      hidden: { pijler: 'nieuws' },
    },
  },
];
