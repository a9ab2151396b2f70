import type { BlockExample } from '../types';

export const examples: BlockExample[] = [
  {
    name: 'met omschrijving',
    block: {
      type: 'internal_link',
      id: 'ex-internal-link-1',
      field_link: { title: 'Lees meer over de diagnose dementie', url: '/herkennen-en-diagnose/diagnose' },
      field_description: 'Hoe verloopt het onderzoek, en wat kun je na de diagnose verwachten?',
    },
  },
];
