import type { BlockExample } from '../types';

export const examples: BlockExample[] = [
  {
    name: 'drie pijlers',
    block: {
      type: 'pillars',
      id: 'ex-pillars-1',
      field_title: 'Waar we voor staan',
      field_intro: 'Met vrijwilligers in 48 regio’s werken we aan drie dingen.',
      field_items: [
        {
          field_icon: 'help-desk',
          field_title: 'Hulp en steun',
          field_text: 'Een luisterend oor en advies, aan de telefoon en dicht bij huis.',
          field_link: { title: 'Onze ondersteuning', url: '/onze-ondersteuning' },
        },
        {
          field_icon: 'article',
          field_title: 'Betrouwbare informatie',
          field_text: 'Heldere uitleg over dementie, de diagnose en het leven erna.',
          field_link: { title: 'Over dementie', url: '/dementie' },
        },
        {
          field_icon: 'sprout',
          field_title: 'Onderzoek en belangen',
          field_text: 'We steunen onderzoek en komen op voor mensen met dementie en hun naasten.',
          field_link: { title: 'Over ons', url: '/onze-ondersteuning/over-ons' },
        },
      ],
    },
  },
];
