/** Nothing to render: the island only listens (client/islands/vacancy-events.ts). */
export type VacancyEventsProps = Record<string, never>;

/**
 * The analytics of the vacancy pages and lists (spec section 7): clicks on
 * elements that carry an event (`data-an-track`) and changes of a reported
 * filter form (`data-an-filters`) go to the data layer. A plain island:
 * pushing events needs no React.
 */
export default function VacancyEvents(_props: VacancyEventsProps) {
  return null;
}
