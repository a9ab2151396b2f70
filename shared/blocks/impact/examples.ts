import type { BlockExample } from '../types';

export const examples: BlockExample[] = [
  {
    name: 'kerncijfers',
    block: {
      type: 'impact',
      id: 'ex-impact-1',
      field_title: 'Wat jouw steun betekent',
      field_items: [
        { number: '350.000', label: 'keer werd de geheugentest ingevuld' },
        { number: '48', label: 'regio’s met hulp dichtbij huis' },
        { number: '14 uur', label: 'per dag is de Dementietelefoon bereikbaar, elke dag' },
      ],
    },
  },
];
