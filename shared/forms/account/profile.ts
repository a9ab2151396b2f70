/**
 * Profile and settings (spec sections 3 and 5): all profile answers optional;
 * year of birth of four digits and plausible for someone of 16 or older;
 * biography at most 1000 characters; visibility and notifications required
 * ('Dit veld is verplicht'); at least one affiliate choice ('Geef aan
 * waarvoor we je mogen benaderen'). The photo is checked by the worker
 * (size and content), its limit is here.
 */
import * as v from 'valibot';
import {
  AFFILIATE_OPTIONS,
  DEMENTIA_FORMS,
  GENDERS,
  PHASES,
  PROVINCES,
  RELATIONSHIPS,
  VISIBILITIES,
  type AccountSettings,
  type Profile,
} from '../../model/account';
import { profileErrors, settingsErrors, type RawForm } from './checks';
import { issuesToErrors, MIN_AGE, ticked } from './rules';

export { BIOGRAPHY_MAX, OLDEST_BIRTH_YEAR, PHOTO_MAX_BYTES } from './field-rules';
import { OLDEST_BIRTH_YEAR, BIOGRAPHY_MAX } from './field-rules';

const text = (raw: RawForm, name: string): string => {
  const value = raw[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
};
const list = (raw: RawForm, name: string): string[] => {
  const value = raw[name];
  return Array.isArray(value) ? value : value ? [value] : [];
};
const optionalChoice = <T extends readonly string[]>(options: T) => v.union([v.literal(''), v.picklist(options, 'InvalidChoice')], 'InvalidChoice');

export type ProfileField = 'gender' | 'birthYear' | 'biography' | 'province' | 'relationship' | 'dementiaForms' | 'phase';

export function profileSchema(now: Date) {
  const youngest = now.getUTCFullYear() - MIN_AGE;
  return v.object({
    gender: optionalChoice(GENDERS),
    birthYear: v.union(
      [v.literal(''), v.pipe(v.string(), v.regex(/^\d{4}$/, 'BirthYearInvalid'), v.transform(Number), v.minValue(OLDEST_BIRTH_YEAR, 'BirthYearInvalid'), v.maxValue(youngest, 'BirthYearInvalid'))],
      'BirthYearInvalid',
    ),
    biography: v.pipe(v.string(), v.trim(), v.maxLength(BIOGRAPHY_MAX, 'BiographyTooLong')),
    province: optionalChoice(PROVINCES),
    relationship: optionalChoice(RELATIONSHIPS),
    dementiaForms: v.array(v.picklist(DEMENTIA_FORMS, 'InvalidChoice')),
    phase: optionalChoice(PHASES),
  });
}

export function validateProfile(raw: RawForm, now: Date): { ok: true; value: Profile } | { ok: false; errors: Partial<Record<ProfileField, string>> } {
  const input = {
    gender: text(raw, 'gender'),
    birthYear: text(raw, 'birthYear').trim(),
    biography: text(raw, 'biography').replace(/\r\n/g, '\n'),
    province: text(raw, 'province'),
    relationship: text(raw, 'relationship'),
    dementiaForms: list(raw, 'dementiaForms'),
    phase: text(raw, 'phase'),
  };
  const errors = profileErrors(raw, now);
  if (Object.keys(errors).length) return { ok: false, errors };
  const result = v.safeParse(profileSchema(now), input);
  if (!result.success) return { ok: false, errors: issuesToErrors(result.issues) };
  const o = result.output;
  return {
    ok: true,
    value: {
      gender: o.gender || null,
      birthYear: typeof o.birthYear === 'number' ? o.birthYear : null,
      biography: o.biography,
      province: o.province || null,
      relationship: o.relationship || null,
      dementiaForms: [...new Set(o.dementiaForms)],
      phase: o.phase || null,
      share: {
        relationship: ticked(text(raw, 'shareRelationship')),
        dementiaForms: ticked(text(raw, 'shareDementiaForms')),
        phase: ticked(text(raw, 'sharePhase')),
      },
    },
  };
}

export type SettingsField = 'visibility' | 'notifications' | 'affiliate';

export const SettingsSchema = v.object({
  visibility: v.picklist(VISIBILITIES, 'Required'),
  notifications: v.picklist(['ja', 'nee'], 'Required'),
  affiliate: v.pipe(v.array(v.picklist(AFFILIATE_OPTIONS, 'InvalidChoice')), v.minLength(1, 'AffiliateRequired')),
});

export function validateSettings(raw: RawForm): { ok: true; value: AccountSettings } | { ok: false; errors: Partial<Record<SettingsField, string>> } {
  const errors = settingsErrors(raw);
  if (Object.keys(errors).length) return { ok: false, errors };
  const result = v.safeParse(SettingsSchema, { visibility: text(raw, 'visibility'), notifications: text(raw, 'notifications'), affiliate: list(raw, 'affiliate') });
  if (!result.success) return { ok: false, errors: issuesToErrors(result.issues) };
  const affiliate = [...new Set(result.output.affiliate)];
  // 'Nergens voor' with something else is a contradiction: nothing wins, as the safer reading.
  return {
    ok: true,
    value: {
      visibility: result.output.visibility,
      notifications: result.output.notifications === 'ja',
      affiliate: affiliate.includes('niets') ? ['niets'] : affiliate,
    },
  };
}
