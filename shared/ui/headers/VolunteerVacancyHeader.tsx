import { nl } from '../../texts/nl';
import { HeaderFacts, HeaderFrame } from './HeaderParts';

export interface VolunteerVacancyHeaderProps {
  title: string;
  subTitle?: string | null;
  location?: string | null;
  availability?: string | null;
  duration?: string | null;
  theme?: string | null;
}

/** The header of a volunteer vacancy: location, availability, duration and theme at a glance. */
export function VolunteerVacancyHeader({ title, subTitle, location, availability, duration, theme }: VolunteerVacancyHeaderProps) {
  const t = nl.headers;
  return (
    <HeaderFrame variant="volunteer-vacancy" title={title} subtitle={subTitle}>
      <HeaderFacts
        facts={[
          { label: t.location, value: location },
          { label: t.availability, value: availability },
          { label: t.duration, value: duration },
          { label: t.theme, value: theme },
        ]}
      />
    </HeaderFrame>
  );
}

