import type { BlockExample } from '../types';

/** Nodes 270-272 are the demo's activities (origin/demo/block-pages.ts). */
export const examples: BlockExample[] = [
  {
    name: 'gekozen activiteiten',
    block: {
      type: 'activity_block',
      id: 'ex-activity-block-1',
      field_title: 'Binnenkort in de regio',
      field_activities: [{ id: 270 }, { id: 271 }, { id: 272 }],
    },
  },
];
