import type { ComponentType } from 'react';
import MobileMenu, { type MobileMenuProps } from './MobileMenu';

/**
 * Island components by name, for the server render. The client entry keeps the
 * matching map of lazy imports (client/islands/index.ts); a test checks both
 * name the same islands.
 */
export interface IslandPropsByName {
  menu: MobileMenuProps;
}
export type IslandName = keyof IslandPropsByName;

export const ISLAND_COMPONENTS: { [K in IslandName]: ComponentType<IslandPropsByName[K]> } = {
  menu: MobileMenu,
};
