import { nl } from '../../texts/nl';
import { HeaderFacts, HeaderFrame } from './HeaderParts';

/** The names of the four facts; a paid job names them its own way (standplaats, uren, contract, afdeling). */
export interface VacancyFactLabels {
  location: string;
  availability: string;
  duration: string;
  theme: string;
}

export interface VolunteerVacancyHeaderProps {
  title: string;
  subTitle?: string | null;
  /** Introduction as sanitised HTML. */
  intro?: string | null;
  location?: string | null;
  availability?: string | null;
  duration?: string | null;
  theme?: string | null;
  labels?: VacancyFactLabels;
}

/** The header of a volunteer vacancy: location, availability, duration and theme at a glance. */
export function VolunteerVacancyHeader({ title, subTitle, intro, location, availability, duration, theme, labels = nl.headers }: VolunteerVacancyHeaderProps) {
  return (
    <HeaderFrame variant="volunteer-vacancy" title={title} subtitle={subTitle} intro={intro}>
      <HeaderFacts
        facts={[
          { label: labels.location, value: location },
          { label: labels.availability, value: availability },
          { label: labels.duration, value: duration },
          { label: labels.theme, value: theme },
        ]}
      />
    </HeaderFrame>
  );
}
