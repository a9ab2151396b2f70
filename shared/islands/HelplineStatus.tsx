import type { HelplineHours } from '../contract/helpline';
import type { HelplineStatusTexts } from '../helpline-hours';

export interface HelplineStatusProps {
  /** The hours from the CMS (contract extension `/api/drupal/api/helpline`). */
  hours: HelplineHours;
  texts: HelplineStatusTexts;
}

/** On each status line of the helpline (the header's call link) that the island keeps up to date. */
export const HELPLINE_STATUS_ATTR = 'data-helpline-status';

/**
 * The helpline's open-now status: no markup of its own. The status lines are
 * part of the call link (shared/ui/Header.tsx), whose markup is the same for
 * everyone; the plain island client/islands/helpline-status.ts writes 'Nu
 * bereikbaar' or 'Bereikbaar vanaf …' into them, in Dutch time.
 */
export default function HelplineStatus(_props: HelplineStatusProps) {
  return null;
}
