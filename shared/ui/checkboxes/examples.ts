import type { Example } from '../example';
import type { CheckboxesProps } from './index';

/** Checkboxes of the coming registration and profile forms (spec section 3, community entities). */
export const examples: Example<CheckboxesProps>[] = [
  {
    name: 'Meerdere keuzes met hint',
    props: {
      id: 'vb-vorm',
      name: 'vorm',
      legend: 'Met welke vorm van dementie heb je te maken?',
      hint: 'Kies alles wat past.',
      options: [
        { value: 'alzheimer', label: 'Ziekte van Alzheimer' },
        { value: 'vasculair', label: 'Vasculaire dementie' },
        { value: 'ftd', label: 'Frontotemporale dementie' },
        { value: 'lewy', label: 'Lewy body dementie' },
        { value: 'onbekend', label: 'Weet ik niet' },
      ],
      values: ['alzheimer'],
    },
  },
  {
    name: 'Eén vakje met fout',
    props: {
      id: 'vb-voorwaarden',
      name: 'voorwaarden',
      legend: 'Voorwaarden',
      legendHidden: true,
      options: [{ value: 'ja', label: 'Ik ga akkoord met de gebruiksvoorwaarden en ben 16 jaar of ouder' }],
      values: [],
      error: 'Geef aan dat je akkoord gaat met de voorwaarden.',
      errorPrefix: 'Fout: ',
    },
  },
];
