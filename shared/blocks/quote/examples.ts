import { exampleImage } from '../fixtures';
import type { BlockExample } from '../types';

export const examples: BlockExample[] = [
  {
    name: 'met foto',
    block: {
      type: 'quote',
      id: 'ex-quote-1',
      field_quote: 'Ik vergeet dingen, ja. Maar ik ben nog steeds dezelfde man. Dat wil ik dat mensen weten.',
      field_author: 'Henk (68)',
      field_role: 'leeft sinds twee jaar met alzheimer',
      field_image: exampleImage('bankje', 'Illustratie: twee mensen zitten naast elkaar op een bankje bij het water'),
    },
  },
  {
    name: 'zonder foto',
    block: {
      type: 'quote',
      id: 'ex-quote-2',
      field_quote: 'Bij de Dementietelefoon mocht ik gewoon mijn verhaal kwijt. Daarna kon ik er weer tegen.',
      field_author: 'Marja',
      field_role: 'mantelzorger',
    },
  },
];
