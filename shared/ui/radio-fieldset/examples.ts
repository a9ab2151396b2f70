import type { Example } from '../example';
import type { RadioFieldsetProps } from './index';

/** Radio groups of the coming forms: gender (volunteer application), contact method (expert question), yes or no. */
export const examples: Example<RadioFieldsetProps>[] = [
  {
    name: 'Niet verplicht, niets gekozen',
    props: {
      id: 'vb-geslacht',
      name: 'geslacht',
      legend: 'Aanhef (niet verplicht)',
      options: [
        { value: 'male', label: 'Meneer' },
        { value: 'female', label: 'Mevrouw' },
        { value: 'unknown', label: 'Zeg ik liever niet' },
      ],
      value: null,
    },
  },
  {
    name: 'Met hint en fout',
    props: {
      id: 'vb-contactwijze',
      name: 'contactwijze',
      legend: 'Hoe wil je dat de expert contact met je opneemt?',
      hint: 'Je krijgt binnen drie werkdagen antwoord.',
      options: [
        { value: 'telefoon', label: 'Telefonisch' },
        { value: 'email', label: 'Per e-mail' },
      ],
      value: null,
      error: 'Kies hoe we contact met je opnemen.',
      errorPrefix: 'Fout: ',
    },
  },
  {
    name: 'Naast elkaar, gekozen',
    props: {
      id: 'vb-mantelzorger',
      name: 'mantelzorger',
      legend: 'Zorg je voor iemand met dementie?',
      options: [
        { value: 'ja', label: 'Ja' },
        { value: 'nee', label: 'Nee' },
      ],
      value: 'ja',
      inline: true,
    },
  },
];
