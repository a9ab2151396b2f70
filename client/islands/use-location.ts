/**
 * 'Gebruik mijn locatie' (a plain island, no React): asks the browser for the
 * position only when the visitor presses the button, and writes it into the
 * place field as coordinates ('52.1550, 5.3875'), which every geocoder of the
 * site reads without a lookup. The position is not stored or sent anywhere
 * else: it goes with the search the visitor then submits, like a typed place.
 */
import type { UseLocationProps } from '../../shared/islands/UseLocation';

export default function enhance(el: HTMLElement, { input, texts }: UseLocationProps): void {
  const button = el.querySelector<HTMLButtonElement>('button');
  const status = el.querySelector<HTMLElement>('[role="status"]');
  if (!document.getElementById(input) || !button || !status || !('geolocation' in navigator)) return;
  button.hidden = false;
  button.addEventListener('click', () => {
    status.textContent = texts.locating;
    button.setAttribute('aria-disabled', 'true');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        // Found at the moment of need: the list island may have replaced the form since.
        const field = document.getElementById(input) as HTMLInputElement | null;
        if (!field) return;
        field.value = `${position.coords.latitude.toFixed(4)}, ${position.coords.longitude.toFixed(4)}`;
        status.textContent = texts.located;
        button.removeAttribute('aria-disabled');
        field.focus();
      },
      () => {
        status.textContent = texts.denied;
        button.removeAttribute('aria-disabled');
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  });
}
