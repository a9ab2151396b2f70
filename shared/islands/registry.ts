import type { ComponentType } from 'react';
import MemoryTestResult, { type MemoryTestResultProps } from './MemoryTestResult';
import MemoryTestStep, { type MemoryTestStepProps } from './MemoryTestStep';
import MobileMenu, { type MobileMenuProps } from './MobileMenu';
import NewsletterForm, { type NewsletterFormProps } from './NewsletterForm';
import CookieSettings, { type CookieSettingsProps } from './CookieSettings';
import DonateWidget, { type DonateWidgetProps } from './DonateWidget';
import Embed, { type EmbedProps } from './Embed';
import SpotlerForm, { type SpotlerFormProps } from './SpotlerForm';
import PageTools, { type PageToolsProps } from './PageTools';
import QuizEmbed, { type QuizEmbedProps } from './QuizEmbed';
import SlideInTemplates, { type SlideInProps } from './SlideIn';

/**
 * Island components by name, for the server render. Each has an entry file of
 * the same name in client/islands/ (the build turns those into chunks); a test
 * checks both name the same islands.
 */
export interface IslandPropsByName {
  menu: MobileMenuProps;
  'memory-test-step': MemoryTestStepProps;
  'memory-test-result': MemoryTestResultProps;
  newsletter: NewsletterFormProps;
  cookieSettings: CookieSettingsProps;
  donate: DonateWidgetProps;
  embed: EmbedProps;
  spotler: SpotlerFormProps;
  'page-tools': PageToolsProps;
  'slide-in': SlideInProps;
  'quiz-embed': QuizEmbedProps;
}
export type IslandName = keyof IslandPropsByName;

export const ISLAND_COMPONENTS: { [K in IslandName]: ComponentType<IslandPropsByName[K]> } = {
  menu: MobileMenu,
  'memory-test-step': MemoryTestStep,
  'memory-test-result': MemoryTestResult,
  newsletter: NewsletterForm,
  cookieSettings: CookieSettings,
  donate: DonateWidget,
  embed: Embed,
  spotler: SpotlerForm,
  'page-tools': PageTools,
  'slide-in': SlideInTemplates,
  'quiz-embed': QuizEmbed,
};
