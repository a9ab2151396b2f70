import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FormJsonAnswer } from '../forms/answer';
import { ANTI_FORGERY_FIELD } from '../forms/anti-forgery';
import { emailError, type NewsletterErrorKey } from '../forms/newsletter-email';
import { NewsletterSignup, type NewsletterSignupProps } from '../ui/NewsletterSignup';

export type NewsletterFormProps = Omit<
  NewsletterSignupProps,
  'onSubmit' | 'onEmailChange' | 'onEmailBlur' | 'inputRef' | 'summaryRef' | 'liveRef' | 'autoFocusError' | 'enhanced'
>;


/**
 * Enhances the sign-up form: checks on submit (then per field) with the shared
 * schema, sends by fetch and shows the outcome in a polite live region, so
 * the visitor stays on the page. The worker checks again; it decides.
 */
export default function NewsletterForm(props: NewsletterFormProps) {
  const [email, setEmail] = useState(props.email ?? '');
  const [error, setError] = useState<NewsletterErrorKey | null>(props.error ?? null);
  const [general, setGeneral] = useState(Boolean(props.general));
  const [status, setStatus] = useState(props.status ?? 'idle');
  const [formRendered, setFormRendered] = useState(props.formRendered);
  const [checked, setChecked] = useState(Boolean(props.error));
  const [focus, setFocus] = useState<{ target: 'summary' | 'live'; n: number } | null>(null);
  // A page open for more than a day holds an expired anti-forgery token; the worker's refusal brings a fresh one.
  const [formToken, setFormToken] = useState<string | undefined>(undefined);
  const summaryRef = useRef<HTMLDivElement>(null);
  const liveRef = useRef<HTMLParagraphElement>(null);

  // The spec records the render time on mount; a cached page's timestamp would be stale.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    setFormRendered(new Date().toISOString());
    setEnhanced(true);
  }, []);
  useEffect(() => {
    if (focus) (focus.target === 'summary' ? summaryRef : liveRef).current?.focus();
  }, [focus]);

  const fail = (key: NewsletterErrorKey | null) => {
    setError(key);
    setStatus('idle');
    if (key) setFocus((f) => ({ target: 'summary', n: (f?.n ?? 0) + 1 }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    setChecked(true);
    setGeneral(false);
    const key = emailError(email);
    if (key) return fail(key);
    setError(null);
    setStatus('sending');
    try {
      const body = new FormData(event.currentTarget);
      if (formToken) body.set(ANTI_FORGERY_FIELD, formToken);
      const response = await fetch(event.currentTarget.action, {
        method: 'POST',
        body,
        headers: { accept: 'application/json' },
      });
      const answer = (await response.json().catch(() => ({ status: 'failed' }))) as FormJsonAnswer;
      if (response.ok && answer.status === 'ok') {
        setStatus('thanks');
        setFocus((f) => ({ target: 'live', n: (f?.n ?? 0) + 1 }));
        return;
      }
      if (answer.status === 'invalid' && answer.errors?.email) return fail(answer.errors.email as NewsletterErrorKey);
      if (answer.status === 'failed' && answer.formToken) setFormToken(answer.formToken);
    } catch {
      // Offline or the worker unreachable: the general error below.
    }
    setGeneral(true);
    setStatus('idle');
  }

  return (
    <NewsletterSignup
      {...props}
      email={email}
      error={error}
      general={general}
      status={status}
      formRendered={formRendered}
      onSubmit={onSubmit}
      onEmailChange={(e) => {
        setEmail(e.target.value);
        if (checked) setError(emailError(e.target.value));
      }}
      onEmailBlur={() => checked && setError(emailError(email))}
      summaryRef={summaryRef}
      liveRef={liveRef}
      enhanced={enhanced}
      formToken={formToken}
    />
  );
}
