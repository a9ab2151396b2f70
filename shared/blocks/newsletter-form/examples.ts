import type { BlockExample } from '../types';

export const examples: BlockExample[] = [
  { name: 'landelijk', block: { type: 'newsletter_form', id: 'ex-newsletter-1', field_title: 'Meld je aan voor de nieuwsbrief' } },
  {
    name: 'regionaal',
    block: {
      type: 'newsletter_form',
      id: 'ex-newsletter-2',
      field_title: 'Nieuws uit jouw regio',
      field_region_name: 'Zuid-Limburg',
      field_regio_recipient_email: 'zuid-limburg@example.org',
    },
  },
];
