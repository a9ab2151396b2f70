import { exampleImage } from '../fixtures';
import type { BlockExample } from '../types';

export const examples: BlockExample[] = [
  {
    name: 'met afbeelding',
    block: {
      type: 'help_in_the_neighbourhood',
      id: 'ex-help-1',
      field_title: 'Hulp bij jou in de buurt',
      field_text: 'Alzheimer Cafés, lotgenotengroepen, cursussen en een luisterend oor: vind wat er in jouw regio te doen is.',
      field_image: exampleImage('cafe', 'Illustratie: een warme ontmoetingsruimte met mensen aan tafels'),
    },
  },
];
