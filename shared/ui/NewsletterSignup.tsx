import type { ChangeEvent, FormEvent, Ref } from 'react';
import { NEWSLETTER_ANCHOR, NEWSLETTER_FIELDS as F, type NewsletterErrorKey } from '../forms/newsletter-email';
import type { Texts } from '../texts/nl';
import { ErrorSummary } from './error-summary';
import { Field, TextInput } from './field';
import { Honeypot, PostForm } from './post-form';
import { SubmitButton } from './submit-button';

export interface NewsletterSignupProps {
  /** Set for a regional newsletter; empty or absent for the national one. */
  regionName?: string;
  /** Site path the visitor returns to after signing up without JavaScript. */
  returnTo: string;
  /** ISO time the form was shown (RenderedTimeStamp). */
  formRendered: string;
  email?: string;
  error?: NewsletterErrorKey | null;
  /** The sign-up failed upstream: 'Er is iets misgegaan. Probeer het opnieuw.' */
  general?: boolean;
  /** Why the abuse checks refused the post (nl.formNotices), shown instead of the general error. */
  notice?: string;
  status?: 'idle' | 'sending' | 'thanks';
  /** The stand-alone error page has its own h1; the block then shows no heading. */
  showHeading?: boolean;
  /** Server-rendered error page: the error (summary or general message) takes focus without JavaScript. */
  autoFocusError?: boolean;
  /** Prefix of the element ids, unique per page. */
  idPrefix?: string;
  /** The heading, when an editor gave the block its own (default: 'Blijf op de hoogte'). */
  title?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  onEmailChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onEmailBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  summaryRef?: Ref<HTMLDivElement>;
  liveRef?: Ref<HTMLParagraphElement>;
  /** Set by the island once it handles the form (sending by fetch). */
  enhanced?: boolean;
  /** A fresh anti-forgery token the island was handed; otherwise the page's. */
  formToken?: string;
  /** From the server (`newsletterTexts`), so the island's chunk does not carry every Dutch text of the site. */
  texts: NewsletterTexts;
}

/** The texts the form shows; `intro` is finished on the server (national, or with the region filled in). */
export type NewsletterTexts = Pick<
  Texts['newsletter'],
  'title' | 'emailLabel' | 'emailHint' | 'honeypotLabel' | 'submit' | 'sending' | 'thanks' | 'errorSummaryTitle' | 'errorPrefix' | 'errors'
> & { intro: string };

/**
 * The newsletter sign-up: a real form that posts to the worker (which checks it
 * with the same schema), so it works without JavaScript; the island only
 * enhances it.
 */
export function NewsletterSignup(props: NewsletterSignupProps) {
  const t = props.texts;
  const id = props.idPrefix ?? NEWSLETTER_ANCHOR;
  const status = props.status ?? 'idle';
  const error = props.error ?? null;
  return (
    <section className="an-newsletter" id={id} aria-labelledby={`${id}-titel`}>
      <div className="an-newsletter__inner">
        <h2 className={props.showHeading === false ? 'an-visually-hidden' : 'an-newsletter__title'} id={`${id}-titel`}>
          {props.title || t.title}
        </h2>
        <p className="an-newsletter__intro">{t.intro}</p>
        <p className="an-newsletter__live" role="status" ref={props.liveRef} tabIndex={-1}>
          {status === 'thanks' ? t.thanks : status === 'sending' ? t.sending : ''}
        </p>
        {status === 'thanks' ? null : (
          <PostForm className="an-newsletter__form" action="/forms/nieuwsbrief" token={props.formToken} onSubmit={props.onSubmit} enhanced={props.enhanced}>
            <ErrorSummary
              ref={props.summaryRef}
              id={`${id}-fouten`}
              title={t.errorSummaryTitle}
              items={error ? [{ href: `#${id}-email`, text: t.errors[error] }] : []}
              autoFocus={props.autoFocusError}
            />
            <input type="hidden" name={F.formRendered} value={props.formRendered} />
            <input type="hidden" name={F.regionName} value={props.regionName ?? ''} />
            <input type="hidden" name={F.returnTo} value={props.returnTo} />
            <Honeypot className="an-newsletter__trap" id={`${id}-website`} name={F.honeypot} label={t.honeypotLabel} />
            {props.general || props.notice ? (
              <p className="an-newsletter__general" tabIndex={-1} autoFocus={props.autoFocusError}>
                {props.notice || t.errors.General}
              </p>
            ) : null}
            <Field
              id={`${id}-email`}
              ids={{ hint: `${id}-hint`, error: `${id}-error` }}
              label={t.emailLabel}
              hint={t.emailHint}
              error={error ? t.errors[error] : null}
              errorPrefix={t.errorPrefix}
            >
              <div className="an-newsletter__row">
                <TextInput
                  name={F.email}
                  type="email"
                  autoComplete="email"
                  spellCheck={false}
                  inputRef={props.inputRef}
                  onBlur={props.onEmailBlur}
                  value={props.email}
                  onChange={props.onEmailChange}
                />
                <SubmitButton busy={status === 'sending'}>{t.submit}</SubmitButton>
              </div>
            </Field>
          </PostForm>
        )}
      </div>
    </section>
  );
}
