import { exampleImage } from '../fixtures';
import type { BlockExample } from '../types';

export const examples: BlockExample[] = [
  {
    name: 'drie tegels',
    block: {
      type: 'home_grid_image',
      id: 'ex-home-grid-image-1',
      field_title: 'Waar kunnen we je mee helpen?',
      field_items: [
        {
          field_label: 'Net de diagnose',
          field_link: { title: 'Hoe nu verder na de diagnose?', url: '/herkennen-en-diagnose/diagnose' },
          field_image: exampleImage('bankje', 'Illustratie: twee mensen zitten naast elkaar op een bankje bij het water'),
        },
        {
          field_label: 'Mantelzorg',
          field_link: { title: 'Zorgen voor iemand met dementie', url: '/leven-met-dementie/mantelzorg' },
          field_image: exampleImage('handen', 'Illustratie: twee handen die elkaar vasthouden'),
        },
        {
          field_label: 'In de buurt',
          field_link: { title: 'Activiteiten in jouw regio', url: '/regios' },
          field_image: exampleImage('cafe', 'Illustratie: een warme ontmoetingsruimte met mensen aan tafels'),
        },
      ],
    },
  },
];
