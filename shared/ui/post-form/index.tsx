import type { FormEvent, ReactNode } from 'react';
import { AntiForgeryField } from './anti-forgery';

export { AntiForgeryField, FormTokenContext, useFormToken } from './anti-forgery';

export interface PostFormProps {
  /** Where it posts: a path of the worker's form pipeline (`/forms/...`). */
  action: string;
  /** Its id, for an island that enhances it. */
  id?: string;
  className?: string;
  /** Overrides the page's anti-forgery token. */
  token?: string;
  /** The form carries a file. */
  multipart?: boolean;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Set by an island once it handles the form itself. */
  enhanced?: boolean;
  children: ReactNode;
}

/**
 * A form that posts to the worker: method post, no browser validation
 * bubbles (`novalidate`: the worker and the island say what is wrong, in
 * Dutch), and the anti-forgery field first.
 */
export function PostForm({ action, id, className, token, multipart, onSubmit, enhanced, children }: PostFormProps) {
  return (
    <form
      id={id}
      className={className}
      method="post"
      action={action}
      encType={multipart ? 'multipart/form-data' : undefined}
      noValidate
      onSubmit={onSubmit}
      data-enhanced={enhanced ? 'true' : undefined}
    >
      <AntiForgeryField token={token} />
      {children}
    </form>
  );
}

export interface HoneypotProps {
  id: string;
  /** A name a bot fills in gladly ('website'). */
  name: string;
  /** 'Laat dit veld leeg', for the rare person who reaches it. */
  label: string;
  className?: string;
}

/**
 * The hidden field a person never fills in (spec section 3): off screen,
 * hidden from screen readers and out of the tab order; what a form does with
 * a filled one is up to the form (the newsletter thanks and forwards nothing).
 */
export function Honeypot({ id, name, label, className = 'an-trap' }: HoneypotProps) {
  return (
    <div className={className} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
