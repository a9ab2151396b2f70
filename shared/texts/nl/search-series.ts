/** Dutch texts: a series of recurring activities shown as one search hit (its next date and how many follow). */
import { dutchNumber } from '../../format/number';

export const searchSeries = {
  /** Before the next date. */
  next: 'Volgende keer:',
  /** Between the first and last day of an occurrence of several days (a quarter of weekly walks). */
  until: 'tot en met',
  /** How many more dates follow the next one. */
  more: (n: number) => (n === 1 ? 'en nog 1 datum' : `en nog ${dutchNumber(n)} data`),
} as const;
