import type { BlockExample } from '../types';

export const examples: BlockExample[] = [
  {
    name: 'zes onderwerpen',
    block: {
      type: 'home_link_grid',
      id: 'ex-home-link-grid-1',
      field_title: 'Informatie over dementie',
      field_items: [
        { field_icon: 'cognitive', field_link: { title: 'Wat is dementie?', url: '/dementie/wat-is-dementie' }, field_description: 'Uitleg in gewone woorden' },
        { field_icon: 'stethoscope', field_link: { title: 'Herkennen en diagnose', url: '/herkennen-en-diagnose' }, field_description: 'Signalen en de weg naar de huisarts' },
        { field_icon: 'heart', field_link: { title: 'Mantelzorg', url: '/leven-met-dementie/mantelzorg' }, field_description: 'Zorgen voor een ander, en voor jezelf' },
        { field_icon: 'scales-tipped', field_link: { title: 'Regelzaken', url: '/regelzaken' }, field_description: 'Geld, zorg en wonen' },
        { field_icon: 'help-desk', field_link: { title: 'Dementietelefoon', url: '/onze-ondersteuning/dementietelefoon' }, field_description: 'Gratis, elke dag van 9.00 tot 23.00 uur' },
        { field_icon: 'people', field_link: { title: 'Vrijwilligerswerk', url: '/vrijwilligerswerk' }, field_description: 'Doe mee in jouw regio' },
      ],
    },
  },
];
