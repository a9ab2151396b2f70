import type { Example } from '../example';
import type { SubmitButtonProps } from './index';

export const examples: Example<SubmitButtonProps>[] = [
  { name: 'Gewoon', props: { children: 'Aanmelding versturen' } },
  { name: 'Bezig met versturen', props: { children: 'Aanmelding versturen', busy: true, busyText: 'Bezig met versturen...' } },
  { name: 'Tweede knop', props: { children: 'Vorige stap', name: 'actie', value: 'vorige', className: 'an-button--secondary' } },
];
