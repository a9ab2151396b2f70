import { rich } from '../fixtures';
import type { BlockExample } from '../types';

export const examples: BlockExample[] = [
  {
    name: 'aanmelden als collectant',
    block: {
      type: 'collection_form',
      id: 'ex-collection-form-1',
      field_title: 'Collecteer mee in de collecteweek',
      field_text: 'Eén keer per jaar gaan duizenden collectanten langs de deuren. Met een paar uur help je al.',
      field_explanation: rich(
        '<p>Je krijgt een eigen wijk bij jou in de buurt en een collectebus met een QR-code, zodat mensen ook zonder contant geld kunnen geven.</p><p>Collecteer je liever online? Dan maak je een digitale collectebus en deel je die met familie, vrienden en collega’s.</p>',
      ),
      field_url: 'https://collecte.example.org/aanmelden',
    },
  },
];
