/**
 * The pieces every account screen shares: the frame, the error summary and
 * the anti-forgery field. Fields follow GOV.UK patterns (label, hint, error
 * tied by aria-describedby, fieldset and legend for groups).
 */
import type { ReactNode } from 'react';
import type { AccountFormKind } from '../../forms/account/check';
import { Island } from '../../islands/Island';
import { nl } from '../../texts/nl';
import { ANTI_FORGERY_FIELD } from '../../forms/anti-forgery';
import { ErrorSummary } from '../../ui/error-summary';

/** Field name → error key; 'form' for a problem of the whole form. */
export type FormErrors = Partial<Record<string, string>>;
/** What the visitor typed, kept on error (never passwords). */
export type FormValues = Record<string, string | string[] | undefined>;

export interface FormState {
  values: FormValues;
  errors: FormErrors;
}

export const EMPTY_FORM: FormState = { values: {}, errors: {} };

export const hasErrors = (form: FormState): boolean => Object.keys(form.errors).length > 0;

/**
 * The anti-forgery field of the form kit (its name), with the screen's own token:
 * a member's is bound to the session (worker/community/form-token.ts).
 */
export function TokenField({ token }: { token: string }) {
  return <input type="hidden" name={ANTI_FORGERY_FIELD} value={token} />;
}

export function AccountFrame({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <div className="an-container an-container--text an-account">
      <h1>{title}</h1>
      {intro ? <p className="an-account__intro">{intro}</p> : null}
      {children}
    </div>
  );
}

/**
 * The error summary above a form: it takes focus (autofocus, so it works
 * without JavaScript), each error a link to its field, in the order of the form.
 */
export function FormErrorSummary({ form, order, text }: { form: FormState; order: readonly string[]; text: (key: string) => string }) {
  const items = order.filter((name) => form.errors[name]).map((name) => ({ href: `#${name}`, text: text(form.errors[name]!) }));
  if (form.errors.form) items.unshift({ href: '#account-form', text: text(form.errors.form) });
  return <ErrorSummary id="foutmeldingen" title={nl.account.errorSummaryTitle} items={items} autoFocus />;
}

/** A success message after post/redirect/get, read out politely. */
export function Notice({ text }: { text: string | null }) {
  return text ? (
    <div className="an-notification" role="status">
      <p className="an-notification__text">{text}</p>
    </div>
  ) : null;
}

/**
 * The same checks in the browser (a plain island, no React), beside the form it
 * checks. `texts` maps every error key the form can give to its Dutch text.
 */
export function FormCheck({ formId, kind, texts }: { formId: string; kind: AccountFormKind; texts: Record<string, string> }) {
  return (
    <Island
      name="account-form-check"
      wake="idle"
      props={{ formId, kind, texts, summaryTitle: nl.account.errorSummaryTitle, errorPrefix: nl.account.errorPrefix, busy: nl.account.busy }}
    />
  );
}
