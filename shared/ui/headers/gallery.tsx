import type { ComponentType } from 'react';
import { DefaultHeader } from './DefaultHeader';
import {
  defaultExamples,
  homeExamples,
  newsExamples,
  regionActivityExamples,
  regionLocationExamples,
  regionOverviewExamples,
  searchExamples,
  versatileExamples,
  volunteerVacancyExamples,
  type Example,
} from './examples';
import { HomeHeader } from './HomeHeader';
import { NewsHeader } from './NewsHeader';
import { RegionActivityHeader } from './RegionActivityHeader';
import { RegionLocationHeader } from './RegionLocationHeader';
import { RegionOverviewHeader } from './RegionOverviewHeader';
import { SearchHeader } from './SearchHeader';
import { VersatileHeader } from './VersatileHeader';
import { VolunteerVacancyHeader } from './VolunteerVacancyHeader';

/** The header variants of spec section 2 with their examples ('geheugentest-result' lives with the memory test). */
export interface HeaderVariant {
  variant: string;
  Component: ComponentType<any>;
  examples: Example<object>[];
}

export const HEADER_VARIANTS: HeaderVariant[] = [
  { variant: 'default', Component: DefaultHeader, examples: defaultExamples },
  { variant: 'search', Component: SearchHeader, examples: searchExamples },
  { variant: 'news', Component: NewsHeader, examples: newsExamples },
  { variant: 'region-overview', Component: RegionOverviewHeader, examples: regionOverviewExamples },
  { variant: 'region-location', Component: RegionLocationHeader, examples: regionLocationExamples },
  { variant: 'region-activity', Component: RegionActivityHeader, examples: regionActivityExamples },
  { variant: 'volunteer-vacancy', Component: VolunteerVacancyHeader, examples: volunteerVacancyExamples },
  { variant: 'home', Component: HomeHeader, examples: homeExamples },
  { variant: 'versatile', Component: VersatileHeader, examples: versatileExamples },
];
