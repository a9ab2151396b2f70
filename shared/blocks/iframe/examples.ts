import type { BlockExample } from '../types';

export const examples: BlockExample[] = [
  {
    name: 'quiz',
    block: {
      type: 'iframe',
      id: 'ex-iframe-1',
      field_url: 'https://www.riddle.com/embed/a/SAVstNdh?staticHeight=false',
      field_title: 'Quiz: wat weet jij over dementie?',
      field_height: 640,
    },
  },
  {
    name: 'podcast',
    block: {
      type: 'iframe',
      id: 'ex-iframe-2',
      field_url: 'https://open.spotify.com/embed/show/2NbG0WeBDd1MrsNyNvLd4y',
      field_title: 'Podcast: Praten over dementie',
    },
  },
];
