import type { ComponentType } from 'react';
import type { IslandName } from '../../shared/islands/registry';

/** Lazy imports of island components by name; each becomes its own chunk. */
export const ISLAND_LOADERS: Record<IslandName, () => Promise<{ default: ComponentType<any> }>> = {
  menu: () => import('./menu'),
};
