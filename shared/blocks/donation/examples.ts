import type { BlockExample } from '../types';
import { exampleDonateWidget } from './schema';

export const examples: BlockExample[] = [
  { name: 'drie frequenties', block: { type: 'donation', id: 'ex-donation-1', ...exampleDonateWidget, field_campaign_code: 'WEB-DONATIE' } },
  {
    name: 'volle breedte, zonder euroteken',
    block: {
      type: 'donation',
      id: 'ex-donation-2',
      field_title: 'Steun het onderzoek naar dementie',
      field_label: 'Geef voor onderzoek',
      field_campaign_code: 'WEB-ONDERZOEK',
      field_fullwidth: true,
      field_euro_sign: false,
      field_frequencies: [
        { field_frequency: 'maandelijk', field_amounts: [10, 20, 30] },
        { field_frequency: 'eenmalig', field_amounts: [35, 75, 150] },
      ],
    },
  },
];
