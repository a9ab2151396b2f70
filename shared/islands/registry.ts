import type { ComponentType } from 'react';
import MemoryTestResult, { type MemoryTestResultProps } from './MemoryTestResult';
import MemoryTestStep, { type MemoryTestStepProps } from './MemoryTestStep';
import MobileMenu, { type MobileMenuProps } from './MobileMenu';
import NewsletterForm, { type NewsletterFormProps } from './NewsletterForm';

/**
 * Island components by name, for the server render. The client entry keeps the
 * matching map of lazy imports (client/islands/index.ts); a test checks both
 * name the same islands.
 */
export interface IslandPropsByName {
  menu: MobileMenuProps;
  'memory-test-step': MemoryTestStepProps;
  'memory-test-result': MemoryTestResultProps;
  newsletter: NewsletterFormProps;
}
export type IslandName = keyof IslandPropsByName;

export const ISLAND_COMPONENTS: { [K in IslandName]: ComponentType<IslandPropsByName[K]> } = {
  menu: MobileMenu,
  'memory-test-step': MemoryTestStep,
  'memory-test-result': MemoryTestResult,
  newsletter: NewsletterForm,
};
