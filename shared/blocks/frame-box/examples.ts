import { rich } from '../fixtures';
import type { BlockExample } from '../types';

export const examples: BlockExample[] = [
  {
    name: 'met knop',
    block: {
      type: 'frame_box',
      id: 'ex-frame-box-1',
      field_title: 'Heb je nu iemand nodig om mee te praten?',
      field_text: rich('<p>Bel de Dementietelefoon: <strong>0800 - 1234 567</strong>. Gratis, elke dag van 9.00 tot 23.00 uur.</p>'),
      field_link: { title: 'Meer over de Dementietelefoon', url: '/onze-ondersteuning/dementietelefoon' },
    },
  },
];
