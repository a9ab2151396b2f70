import type { FormState } from '../../forms/form-state';
import { valueOf } from '../../forms/form-state';
import { TIPS_FIELDS } from '../../forms/tips';
import { nl } from '../../texts/nl';
import { ErrorSummary } from '../../ui/error-summary';
import { TextField } from '../../ui/field';
import { Honeypot, PostForm } from '../../ui/post-form';
import { TIPS_ANCHOR, t } from './common';

const FIELD_ID = 'tips-email';

/** The opt-in to the monthly tips under the result: posts to the result's address (worker/routes/carer-test.ts). */
export function TipsForm({ action, text, form, thanks }: { action: string; text: string; form: FormState | null; thanks: boolean }) {
  const error = form?.errors.email;
  const message = error ? (t.tips.errors[error] ?? t.tips.errors.InvalidEmail!) : null;
  const general = form && !error ? (form.notice ? nl.formNotices[form.notice] : nl.applications.general) : null;
  return (
    <section className="an-ct-tips" id={TIPS_ANCHOR} aria-labelledby={`${TIPS_ANCHOR}-titel`}>
      <h2 id={`${TIPS_ANCHOR}-titel`}>{t.tips.title}</h2>
      {thanks ? (
        <p className="an-ct-tips__thanks" role="status">
          {t.tips.thanks}
        </p>
      ) : (
        <>
          <p>{text}</p>
          <ErrorSummary id="tips-fouten" title={t.errors.summaryTitle} items={message ? [{ href: `#${FIELD_ID}`, text: message }] : []} autoFocus={Boolean(message)} />
          {general ? <p className="an-form-notice">{general}</p> : null}
          <PostForm action={action} className="an-ct-tips__form">
            <TextField id={FIELD_ID} name={TIPS_FIELDS.email} label={t.tips.email} type="email" inputMode="email" autoComplete="email" value={form ? valueOf(form.values, TIPS_FIELDS.email) : undefined} error={message} errorPrefix={t.errors.titlePrefix} />
            <Honeypot id="tips-website" name={TIPS_FIELDS.honeypot} label={nl.newsletter.honeypotLabel} />
            <button type="submit" className="an-button">
              {t.tips.submit}
            </button>
          </PostForm>
          <p className="an-ct__privacy">{t.tips.privacy}</p>
        </>
      )}
    </section>
  );
}
