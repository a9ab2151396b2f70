/**
 * The confirming forms of a forum post and of a blog entry or reaction: the
 * report (why, from the reasons of shared/forms/forum.ts, an optional note,
 * send or go back) and the delete (delete or keep). Plain forms
 * (post/redirect/get); the screen around them says what they are about.
 */
import { REPORT_REASONS } from '../../forms/forum';
import { nl } from '../../texts/nl';
import { ChoiceGroup, TextArea } from '../account/fields';
import { FormErrorSummary, TokenField, type FormState } from '../account/parts';

const REPORT_ORDER = ['reason', 'note'];

export function ReportForm({ form, token, action, errorText, back }: { form: FormState; token: string; action: string; errorText: (key: string) => string; back: { href: string; label: string } }) {
  const t = nl.forum.report;
  return (
    <>
      <FormErrorSummary form={form} order={REPORT_ORDER} text={errorText} />
      <form id="account-form" className="an-account__form" method="post" action={action} noValidate>
        <TokenField token={token} />
        <ChoiceGroup name="reason" label={t.reasonLegend} form={form} text={errorText} options={REPORT_REASONS.map((r) => [r, t.reasons[r]])} />
        <p className="an-field__hint">{t.distressHelp}</p>
        <TextArea name="note" label={t.noteLabel} form={form} text={errorText} maxLength={1000} />
        <div className="an-account__actions">
          <button type="submit" className="an-button">
            {t.submit}
          </button>
          <a href={back.href}>{back.label}</a>
        </div>
      </form>
    </>
  );
}

/** Delete, or go back and keep it. */
export function DeleteForm({ token, action, submit, back }: { token: string; action: string; submit: string; back: { href: string; label: string } }) {
  return (
    <form method="post" action={action} className="an-account__actions">
      <TokenField token={token} />
      <button type="submit" className="an-button an-button--warning">
        {submit}
      </button>
      <a className="an-button an-button--secondary" href={back.href}>
        {back.label}
      </a>
    </form>
  );
}
