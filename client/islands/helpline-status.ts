/**
 * The helpline's open-now status (a plain island, no React): 'Nu bereikbaar'
 * from opening to closing time in Dutch time, else 'Bereikbaar vanaf 9:00'
 * (or 'morgen', or a weekday, after a closed day), from the CMS's hours. The
 * status is worked out here, in the browser, so the page the server sends is
 * the same for everyone and its text ('Elke dag van 9:00 tot 23:00') true at
 * any hour. It follows the clock: checked again every minute.
 */
import { helplineState, helplineStatusText } from '../../shared/helpline-hours';
import { HELPLINE_STATUS_ATTR, type HelplineStatusProps } from '../../shared/islands/HelplineStatus';

export default function enhance(_el: HTMLElement, { hours, texts }: HelplineStatusProps): void {
  const lines = document.querySelectorAll<HTMLElement>(`[${HELPLINE_STATUS_ATTR}]`);
  const update = () => {
    const text = helplineStatusText(helplineState(new Date(), hours), texts);
    lines.forEach((line) => {
      if (line.textContent !== text) line.textContent = text;
    });
  };
  update();
  setInterval(update, 60_000);
}
