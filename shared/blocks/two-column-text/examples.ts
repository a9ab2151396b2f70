import { rich } from '../fixtures';
import type { BlockExample } from '../types';

export const examples: BlockExample[] = [
  {
    name: 'twee kolommen',
    block: {
      type: 'two_column_text',
      id: 'ex-two-column-text-1',
      field_title: 'Vergeetachtig of dementie?',
      field_left: rich(
        '<h3>Gewone vergeetachtigheid</h3><ul><li>Je vergeet een naam, maar weet hem later weer.</li><li>Je zoekt je sleutels, en vindt ze op een logische plek.</li><li>Je kunt je dag gewoon regelen.</li></ul>',
      ),
      field_right: rich(
        '<h3>Mogelijk dementie</h3><ul><li>Je vergeet hele gebeurtenissen, ook van kort geleden.</li><li>Spullen liggen op vreemde plekken.</li><li>Dagelijkse dingen, zoals koken of betalen, gaan steeds moeilijker.</li></ul>',
      ),
    },
  },
];
