/**
 * The vacancy analytics as a plain island (no React): one listener on the
 * document for clicks on elements that carry their event as JSON
 * (`data-an-track`: select_vacancy, CTA_vacancy, volunteer_info,
 * click_volunteer_application), and one for changes in a reported filter form
 * (`data-an-filters`): a box ticked or unticked, a distance chosen, as
 * applyOrRemoveFilter with the group's and the option's names. What a visitor
 * types (a place) is never sent.
 */
import { filterEvent, pushToDataLayer, TRACK_ATTR, TRACK_FILTERS_ATTR } from '../../shared/analytics';
import type { VacancyEventsProps } from '../../shared/islands/VacancyEvents';

/** Once per page, however many islands a page has. */
let listening = false;

// Written without ?. and ?? (the ES2019 build spells each out): this island shares a page with React and the budget is tight.
function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest(`[${TRACK_ATTR}]`) : null;
  const json = target && target.getAttribute(TRACK_ATTR);
  if (!json) return;
  try {
    pushToDataLayer(JSON.parse(json) as Record<string, unknown>);
  } catch {
    // A broken attribute is a bug of the page, not a reason to stop the click.
  }
}

/** The text of an input's first label. */
const labelOf = (input: HTMLInputElement | HTMLSelectElement) => (input.labels && input.labels[0] ? input.labels[0].textContent : '');

/** The visible name of an input's group: the legend of its fieldset, or its label. */
function groupName(input: HTMLInputElement | HTMLSelectElement): string {
  const fieldset = input.closest('fieldset');
  const legend = fieldset && fieldset.querySelector('legend');
  return ((legend && legend.textContent) || labelOf(input) || input.name).trim();
}

function onChange(event: Event): void {
  const input = event.target;
  if (!(input instanceof HTMLInputElement || input instanceof HTMLSelectElement) || !input.closest(`form[${TRACK_FILTERS_ATTR}]`)) return;
  if (input instanceof HTMLSelectElement) {
    const option = input.selectedOptions[0];
    pushToDataLayer(filterEvent(groupName(input), ((option && option.textContent) || input.value).trim(), input.value !== ''));
  } else if (input.type === 'checkbox' || input.type === 'radio') {
    pushToDataLayer(filterEvent(groupName(input), (labelOf(input) || input.value).trim(), input.checked));
  }
}

export default function enhance(_el: HTMLElement, _props: VacancyEventsProps): void {
  if (listening) return;
  listening = true;
  document.addEventListener('click', onClick, true);
  document.addEventListener('change', onChange);
}
