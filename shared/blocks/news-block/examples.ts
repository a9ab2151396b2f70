import type { BlockExample } from '../types';

export const examples: BlockExample[] = [
  {
    name: 'het laatste nieuws',
    block: {
      type: 'news_block',
      id: 'ex-news-block-1',
      field_title: 'Het laatste nieuws',
      field_link: { title: 'Alle actuele berichten', url: '/nieuws' },
      field_columns: 3,
    },
  },
];
