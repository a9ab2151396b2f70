import type { ChangeEvent, FormEvent, Ref } from 'react';
import { NEWSLETTER_ANCHOR, NEWSLETTER_FIELDS as F, type NewsletterErrorKey } from '../forms/newsletter-email';
import type { Texts } from '../texts/nl';
import { ErrorSummary } from './ErrorSummary';

export interface NewsletterSignupProps {
  /** Set for a regional newsletter; empty or absent for the national one. */
  regionName?: string;
  regioRecipientEmail?: string;
  /** Site path the visitor returns to after signing up without JavaScript. */
  returnTo: string;
  /** ISO time the form was shown (RenderedTimeStamp). */
  formRendered: string;
  email?: string;
  error?: NewsletterErrorKey | null;
  /** The sign-up failed upstream: 'Er is iets misgegaan. Probeer het opnieuw.' */
  general?: boolean;
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
  const described = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const controlled = props.onEmailChange ? { value: props.email ?? '', onChange: props.onEmailChange } : { defaultValue: props.email ?? '' };
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
          <form
            className="an-newsletter__form"
            method="post"
            action="/forms/nieuwsbrief"
            noValidate
            onSubmit={props.onSubmit}
            data-enhanced={props.enhanced ? 'true' : undefined}
          >
            <ErrorSummary
              ref={props.summaryRef}
              id={`${id}-fouten`}
              title={t.errorSummaryTitle}
              items={error ? [{ href: `#${id}-email`, text: t.errors[error] }] : []}
              autoFocus={props.autoFocusError}
            />
            <input type="hidden" name={F.formRendered} value={props.formRendered} />
            <input type="hidden" name={F.regionName} value={props.regionName ?? ''} />
            <input type="hidden" name={F.regioRecipientEmail} value={props.regioRecipientEmail ?? ''} />
            <input type="hidden" name={F.returnTo} value={props.returnTo} />
            <div className="an-newsletter__trap" aria-hidden="true">
              <label htmlFor={`${id}-website`}>{t.honeypotLabel}</label>
              <input id={`${id}-website`} name={F.honeypot} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>
            {props.general ? (
              <p className="an-newsletter__general" tabIndex={-1} autoFocus={props.autoFocusError}>
                {t.errors.General}
              </p>
            ) : null}
            <div className={error ? 'an-field an-field--error' : 'an-field'}>
              <label className="an-field__label" htmlFor={`${id}-email`}>
                {t.emailLabel}
              </label>
              <p className="an-field__hint" id={`${id}-hint`}>
                {t.emailHint}
              </p>
              {error ? (
                <p className="an-field__error" id={`${id}-error`}>
                  <span className="an-visually-hidden">{t.errorPrefix}</span>
                  {t.errors[error]}
                </p>
              ) : null}
              <div className="an-newsletter__row">
                <input
                  className="an-input"
                  id={`${id}-email`}
                  name={F.email}
                  type="email"
                  autoComplete="email"
                  spellCheck={false}
                  aria-describedby={described}
                  aria-invalid={error ? true : undefined}
                  ref={props.inputRef}
                  onBlur={props.onEmailBlur}
                  {...controlled}
                />
                <button className="an-button" type="submit" aria-disabled={status === 'sending' ? true : undefined}>
                  {t.submit}
                </button>
              </div>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
