import { rich } from '../fixtures';
import type { BlockExample } from '../types';

export const examples: BlockExample[] = [
  {
    name: 'gesloten',
    block: {
      type: 'expandable',
      id: 'ex-expandable-1',
      field_title: 'Is dementie erfelijk?',
      field_text: rich(
        '<p>Meestal niet. Bij de meeste mensen speelt erfelijkheid maar een kleine rol. Alleen bij een zeldzame vorm van alzheimer, die vaak al voor het 65e jaar begint, is er een duidelijke erfelijke oorzaak.</p><p>Maak je je zorgen? Bespreek het met je huisarts.</p>',
      ),
    },
  },
  {
    name: 'open',
    block: {
      type: 'expandable',
      id: 'ex-expandable-2',
      field_title: 'Wat kost een Alzheimer Café?',
      field_text: rich('<p>Niets. Je bent welkom zonder aanmelding, en koffie en thee staan klaar.</p>'),
      field_open: true,
    },
  },
];
