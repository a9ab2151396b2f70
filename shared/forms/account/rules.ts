/**
 * valibot pieces built from the plain rules of ./field-rules.ts, so the
 * worker's schemas and the browser's checks (./checks.ts) apply the very same
 * rules. Messages are error keys; their Dutch texts are in shared/texts/nl/account.ts.
 */
import * as v from 'valibot';
import { emailRule, passwordRule, usernameRule, type Rule } from './field-rules';

export * from './field-rules';

/** A string checked by a plain rule, its error key as the message. */
export function ruled(rule: Rule) {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const error = rule(dataset.value);
    if (error) addIssue({ message: error });
  });
}

export const EmailField = v.pipe(v.string(), ruled(emailRule), v.trim());
export const UsernameField = v.pipe(v.string(), ruled(usernameRule), v.trim());
export const PasswordShape = v.pipe(v.string(), ruled(passwordRule));

/** Maps valibot issues to field → first error key. */
export function issuesToErrors<K extends string>(issues: readonly v.BaseIssue<unknown>[]): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of issues) {
    // An issue inside a list (dementiaForms.1) belongs to the field itself.
    const key = (issue.path?.[0] ? String(issue.path[0].key) : undefined) as K | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}
