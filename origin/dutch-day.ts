/**
 * The day in the Netherlands ('YYYY-MM-DD') of an instant: what the origin's
 * 'still shown today' checks compare with (a page shown until 31 March is
 * shown all of that Dutch day, an activity ending today is still on, a
 * vacancy whose last day to apply is today is still open). One formatter for
 * the isolate: building one per call was the largest own cost of a site
 * search by profile.
 */
const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' });

export function dutchDay(now: Date = new Date()): string {
  return DAY.format(now);
}
