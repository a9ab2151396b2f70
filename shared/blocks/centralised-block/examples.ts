import type { BlockExample } from '../types';

/** Node 290 is the demo's centralised building block about the helpline (origin/demo/block-pages.ts). */
export const examples: BlockExample[] = [
  { name: 'Dementietelefoon', block: { type: 'centralised_block', id: 'ex-centralised-1', field_block: { id: 290 } } },
];
