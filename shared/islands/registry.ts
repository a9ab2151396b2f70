import type { ComponentType } from 'react';
import MobileMenu, { type MobileMenuProps } from './MobileMenu';
import PageTools, { type PageToolsProps } from './PageTools';
import QuizEmbed, { type QuizEmbedProps } from './QuizEmbed';
import SlideInBanner, { type SlideInProps } from './SlideIn';

/**
 * Island components by name, for the server render. The client entry keeps the
 * matching map of lazy imports (client/islands/index.ts); a test checks both
 * name the same islands.
 */
export interface IslandPropsByName {
  menu: MobileMenuProps;
  'page-tools': PageToolsProps;
  'slide-in': SlideInProps;
  'quiz-embed': QuizEmbedProps;
}
export type IslandName = keyof IslandPropsByName;

export const ISLAND_COMPONENTS: { [K in IslandName]: ComponentType<IslandPropsByName[K]> } = {
  menu: MobileMenu,
  'page-tools': PageTools,
  'slide-in': SlideInBanner,
  'quiz-embed': QuizEmbed,
};
