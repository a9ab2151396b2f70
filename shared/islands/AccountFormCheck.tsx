import type { AccountFormKind } from '../forms/account/check';

export interface AccountFormCheckProps {
  /** The id of the form to check (it sits beside this island). */
  formId: string;
  kind: AccountFormKind;
  /** Error key → Dutch text, for every key this form can give. */
  texts: Record<string, string>;
  summaryTitle: string;
  errorPrefix: string;
  /** Read out while the form is being sent. */
  busy: string;
}

/**
 * The in-browser checks of an account form, as a plain island (no React; the
 * entry is client/islands/account-form-check.ts). It renders only a polite live
 * region: the form itself is server markup that works without JavaScript.
 */
export default function AccountFormCheck({ formId }: AccountFormCheckProps) {
  return <p className="an-visually-hidden" role="status" aria-live="polite" data-check-for={formId} />;
}
