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
import SlideIn, { type SlideInProps } from './SlideIn';
import ApplicationFormCheck, { type ApplicationFormCheckProps } from './ApplicationFormCheck';
import VacancyEvents, { type VacancyEventsProps } from './VacancyEvents';
import SearchSuggest, { type SearchSuggestProps } from './SearchSuggest';
import ListFilter, { type ListFilterProps } from './ListFilter';
import UseLocation, { type UseLocationProps } from './UseLocation';
import AccountFormCheck, { type AccountFormCheckProps } from './AccountFormCheck';
import CarerQuestion, { type CarerQuestionProps } from './CarerQuestion';
import CarerResult, { type CarerResultProps } from './CarerResult';
import TrainingQuestion, { type TrainingQuestionProps } from './TrainingQuestion';
import TrainingReorder, { type TrainingReorderProps } from './TrainingReorder';
import TrainingProgress, { type TrainingProgressProps } from './TrainingProgress';
import OfflineSave, { type OfflineSaveProps } from './OfflineSave';
import HelplineStatus, { type HelplineStatusProps } from './HelplineStatus';

/**
 * Island components by name, for the server render. Each has an entry file of
 * the same name in client/islands/ (the build turns those into chunks); a test
 * checks both name the same islands.
 */
export interface IslandPropsByName {
  'mobile-menu': MobileMenuProps;
  'memory-test-step': MemoryTestStepProps;
  'memory-test-result': MemoryTestResultProps;
  'newsletter-form': NewsletterFormProps;
  'cookie-settings': CookieSettingsProps;
  'donate-widget': DonateWidgetProps;
  embed: EmbedProps;
  'spotler-form': SpotlerFormProps;
  'page-tools': PageToolsProps;
  'slide-in': SlideInProps;
  'quiz-embed': QuizEmbedProps;
  'application-form': ApplicationFormCheckProps;
  'vacancy-events': VacancyEventsProps;
  'search-suggest': SearchSuggestProps;
  'list-filter': ListFilterProps;
  'use-location': UseLocationProps;
  'account-form-check': AccountFormCheckProps;
  'carer-question': CarerQuestionProps;
  'carer-result': CarerResultProps;
  'training-question': TrainingQuestionProps;
  'training-reorder': TrainingReorderProps;
  'training-progress': TrainingProgressProps;
  'offline-save': OfflineSaveProps;
  'helpline-status': HelplineStatusProps;
}
export type IslandName = keyof IslandPropsByName;

export const ISLAND_COMPONENTS: { [K in IslandName]: ComponentType<IslandPropsByName[K]> } = {
  'mobile-menu': MobileMenu,
  'memory-test-step': MemoryTestStep,
  'memory-test-result': MemoryTestResult,
  'newsletter-form': NewsletterForm,
  'cookie-settings': CookieSettings,
  'donate-widget': DonateWidget,
  embed: Embed,
  'spotler-form': SpotlerForm,
  'page-tools': PageTools,
  'slide-in': SlideIn,
  'quiz-embed': QuizEmbed,
  'application-form': ApplicationFormCheck,
  'vacancy-events': VacancyEvents,
  'search-suggest': SearchSuggest,
  'list-filter': ListFilter,
  'use-location': UseLocation,
  'account-form-check': AccountFormCheck,
  'carer-question': CarerQuestion,
  'carer-result': CarerResult,
  'training-question': TrainingQuestion,
  'training-reorder': TrainingReorder,
  'training-progress': TrainingProgress,
  'offline-save': OfflineSave,
  'helpline-status': HelplineStatus,
};
