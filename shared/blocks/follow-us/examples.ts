import type { BlockExample } from '../types';

export const examples: BlockExample[] = [
  {
    name: 'alle netwerken',
    block: {
      type: 'follow_us',
      id: 'ex-follow-us-1',
      field_title: 'Volg ons',
      field_links: {
        x: 'https://x.com/dementiezorg',
        facebook: 'https://www.facebook.com/dementiezorg',
        linkedin: 'https://www.linkedin.com/company/dementiezorg',
        youtube: 'https://www.youtube.com/@dementiezorg',
        instagram: 'https://www.instagram.com/dementiezorg',
      },
    },
  },
];
