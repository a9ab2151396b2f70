/**
 * Turns a form's valibot schema result into what a form shows: one error key
 * per visible field (the first problem found) and a general error for problems
 * the visitor cannot fix (a broken hidden field is the page's fault). Used by
 * the worker's form pipeline and by islands that check in the browser.
 */
import * as v from 'valibot';

/** Error keys (spec section 5: 'FieldMandatory', 'InvalidEmail', ...) by field name. */
export type FieldErrors = Partial<Record<string, string>>;

export type FormCheck<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors; general: boolean };

type Issues = readonly v.BaseIssue<unknown>[];

export function issuesToErrors(issues: Issues, fields: readonly string[]): { errors: FieldErrors; general: boolean } {
  const errors: FieldErrors = {};
  let general = false;
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && fields.includes(key)) {
      errors[key] ??= issue.message;
    } else {
      general = true;
    }
  }
  return { errors, general };
}

/** Checks input against a schema whose messages are error keys; `fields` are the ones the visitor fills in. */
export function checkForm<S extends v.GenericSchema>(schema: S, input: unknown, fields: readonly string[]): FormCheck<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  return result.success ? { ok: true, value: result.output } : { ok: false, ...issuesToErrors(result.issues, fields) };
}

/** The same for schemas with asynchronous checks (the worker's pipeline uses this one). */
export async function checkFormAsync<S extends v.GenericSchema | v.GenericSchemaAsync>(
  schema: S,
  input: unknown,
  fields: readonly string[],
): Promise<FormCheck<v.InferOutput<S>>> {
  const result = await v.safeParseAsync(schema, input);
  return result.success ? { ok: true, value: result.output } : { ok: false, ...issuesToErrors(result.issues, fields) };
}
