import { rich } from '../fixtures';
import type { BlockExample } from '../types';

export const examples: BlockExample[] = [
  {
    name: 'titel en tekst',
    block: {
      type: 'text_with_title',
      id: 'ex-text-with-title-1',
      field_title: 'Wat is dementie?',
      field_text: rich(
        '<p>Dementie is een verzamelnaam voor meer dan vijftig ziektes waarbij de hersenen informatie niet meer goed kunnen verwerken. Alzheimer is de bekendste.</p><p>Lees meer op de pagina <a href="/dementie/wat-is-dementie">Wat is dementie?</a></p>',
      ),
    },
  },
];
