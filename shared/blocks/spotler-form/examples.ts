import type { BlockExample } from '../types';

export const examples: BlockExample[] = [
  {
    name: 'gecentreerd, 60%',
    block: {
      type: 'spotler_form',
      id: 'ex-spotler-form-1',
      field_title: 'Meld je aan voor de nieuwsbrief voor mantelzorgers',
      field_form_id: '31300470',
      field_script_id: 'Btc35nQVKx5ETCXGdP6C',
      field_alignment: 'center',
      field_width: 60,
    },
  },
];
