import { rich } from '../fixtures';
import type { BlockExample } from '../types';

export const examples: BlockExample[] = [
  {
    name: 'met knop',
    block: {
      type: 'frame_box',
      id: 'ex-frame-box-1',
      field_title: 'Twijfel je of je hulp mag vragen?',
      field_text: rich('<p>Dat mag altijd, ook als je “alleen maar” vragen hebt. Onze vrijwilligers denken met je mee, zonder oordeel.</p>'),
      field_link: { title: 'Bekijk onze ondersteuning', url: '/onze-ondersteuning' },
    },
  },
];
