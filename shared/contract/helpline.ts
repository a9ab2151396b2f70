import * as v from 'valibot';

/**
 * Contract extension (docs/offline-and-helpline.md): `/api/drupal/api/helpline`,
 * the Dementietelefoon's opening hours as editors keep them in the CMS. The
 * regular hours hold every day (spec section 1: daily 9:00 to 23:00, the
 * default when the CMS gives none); an exception changes one date (Dutch
 * date): other hours, or closed all day. Times are Dutch local time, 'HH:MM',
 * and a day's hours end before midnight.
 */
const Time = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time HH:MM'));

export const HelplineExceptionSchema = v.object({
  /** The Dutch calendar date, YYYY-MM-DD. */
  date: v.pipe(v.string(), v.isoDate()),
  /** True: closed all day (opens and closes are then ignored). */
  closed: v.optional(v.boolean(), false),
  opens: v.optional(v.nullable(Time), null),
  closes: v.optional(v.nullable(Time), null),
  /** Why, for editors ('Eerste kerstdag'); not shown to visitors. */
  reason: v.optional(v.string(), ''),
});
export type HelplineException = v.InferOutput<typeof HelplineExceptionSchema>;

export const HelplineHoursSchema = v.object({
  opens: v.optional(Time, '09:00'),
  closes: v.optional(Time, '23:00'),
  exceptions: v.optional(v.array(HelplineExceptionSchema), []),
});
export type HelplineHours = v.InferOutput<typeof HelplineHoursSchema>;

/** Spec section 1: free, daily from 9:00 to 23:00. */
export const DEFAULT_HELPLINE_HOURS: HelplineHours = Object.freeze({ opens: '09:00', closes: '23:00', exceptions: Object.freeze([]) as unknown as HelplineException[] });
