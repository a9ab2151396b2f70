import * as v from 'valibot';
import { nl } from '../../texts/nl';
import { Text } from '../fields';

/** The CMS frequency values (spec section 3, spelled as the CMS spells them). */
export const FREQUENCIES = ['eenmalig', 'maandelijk', 'jaarlijk'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

const Amount = v.pipe(v.union([v.number(), v.pipe(v.string(), v.transform(Number))]), v.number(), v.integer(), v.minValue(1), v.maxValue(100000));

/** donate_widget (spec section 3): title, label, campaign code, full width, euro sign, frequencies with amounts. */
export const DonateWidgetSchema = v.pipe(
  v.object({
    field_title: Text,
    field_label: Text,
    field_campaign_code: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{0,64}$/)), ''),
    field_fullwidth: v.optional(v.boolean(), false),
    field_euro_sign: v.optional(v.boolean(), true),
    field_frequencies: v.pipe(
      v.array(v.object({ field_frequency: v.picklist(FREQUENCIES), field_amounts: v.array(Amount) })),
      v.filterItems((f) => f.field_amounts.length > 0),
      v.minLength(1),
    ),
  }),
  v.transform((raw) => ({
    title: raw.field_title,
    label: raw.field_label || nl.donate.submit,
    campaignCode: raw.field_campaign_code,
    fullWidth: raw.field_fullwidth,
    euroSign: raw.field_euro_sign,
    frequencies: raw.field_frequencies.map((f) => ({ value: f.field_frequency, label: nl.donate.frequencies[f.field_frequency], amounts: f.field_amounts })),
    /** Filled in by the load step from DONATION_URL. */
    action: '',
  })),
);
export type DonateWidget = v.InferOutput<typeof DonateWidgetSchema>;

export const exampleDonateWidget = {
  field_title: 'Help mee: geef om mensen met dementie',
  field_label: 'Doneer nu',
  field_campaign_code: 'WEB-HOME',
  field_fullwidth: false,
  field_euro_sign: true,
  field_frequencies: [
    { field_frequency: 'eenmalig', field_amounts: [10, 25, 50] },
    { field_frequency: 'maandelijk', field_amounts: [5, 10, 15] },
    { field_frequency: 'jaarlijk', field_amounts: [50, 100, 250] },
  ],
};
