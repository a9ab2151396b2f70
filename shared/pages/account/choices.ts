/** The profile choices as [value, Dutch label] pairs, in the order of the model. */
import { AFFILIATE_OPTIONS, DEMENTIA_FORMS, GENDERS, PHASES, PROVINCES, RELATIONSHIPS } from '../../model/account';
import { nl } from '../../texts/nl';

const pairs = <T extends string>(values: readonly T[], labels: Record<T, string>): [string, string][] => values.map((v) => [v, labels[v]]);
const c = nl.account.choices;

export const CHOICES = {
  gender: pairs(GENDERS, c.gender),
  province: pairs(PROVINCES, c.province),
  relationship: pairs(RELATIONSHIPS, c.relationship),
  dementiaForms: pairs(DEMENTIA_FORMS, c.dementiaForms),
  phase: pairs(PHASES, c.phase),
  affiliate: pairs(AFFILIATE_OPTIONS, c.affiliate),
};

/** The Dutch text of an account error key, from the screen's own list or the shared ones. */
export function errorText(...lists: Record<string, string>[]): (key: string) => string {
  return (key) => {
    for (const list of lists) if (list[key]) return list[key]!;
    return nl.account.general;
  };
}
