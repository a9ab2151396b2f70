import type { ReactNode } from 'react';
import type * as v from 'valibot';
import type { FormState } from '../../shared/forms/form-state';
import type { Seo } from '../../shared/pages/screen';
import type { ContentApi } from '../content/api';
import type { UpstreamFetch } from '../content/fetcher';
import type { Bindings } from '../env';
import type { Reporter } from '../observability/report';

type Schema = v.GenericSchema | v.GenericSchemaAsync;

/** What a form's own steps learn of the request: never Hono's context. */
export interface FormRequest {
  url: URL;
  /** A fresh signed submission key for the form shown again (forms with `issuedKey`). */
  submissionKey?: string;
  /** Turnstile's site key when the check is on for this form, else absent. */
  turnstileSiteKey?: string;
}

/**
 * A checked submission on its way out. `id` is unique per accepted post: the
 * idempotency key with which every retry of its delivery stays one submission.
 */
export interface Submission<T> {
  /** The form's name ('newsletter'): routes the delivery, names it in logs. */
  form: string;
  id: string;
  /** When the worker accepted it (ISO): the visitor's sending time. */
  receivedAt: string;
  /** When the form was shown (ISO): the issue time of its signed key, else `receivedAt`. */
  renderedAt: string;
  /** The schema's output: text values, and File objects for uploads. */
  value: T;
}

/** What a delivery needs from the worker: bindings (D1, R2, a Queue), the upstream, background work, the reporter. */
export interface DeliverContext {
  env: Bindings;
  /** The CMS, for routing fields a submission must take from it (a region's recipient, a vacancy's). */
  content: ContentApi;
  upstream: UpstreamFetch;
  waitUntil: (work: Promise<unknown>) => void;
  report: Reporter;
}

/**
 * `ok` means the submission is safe: delivered, or stored to be delivered.
 * Not ok means nothing was kept, and the visitor sees the general error with
 * the form filled in as sent. `reason` goes to the log only, never a value.
 */
export type Delivery = { ok: true } | { ok: false; reason: string };

/** The seam where a submission leaves the pipeline (docs/architecture.md, "Forms": where the outbox and queue plug in). */
export type Deliver<T> = (submission: Submission<T>, ctx: DeliverContext) => Promise<Delivery>;

/** Where the visitor goes after success (303), with headers the answer carries (a cookie). */
export interface FormSuccess {
  redirect: string;
  headers?: Record<string, string>;
}

export type { FormState };

/** A form page without its layout (a view in shared/pages/): the pipeline adds the head from `seo`, the layout and the anti-forgery token. */
export interface FormPage {
  seo: Seo;
  body: ReactNode;
}

export interface FormDefinition<S extends Schema> {
  /** Names the form in logs and deliveries ('newsletter'). */
  name: string;
  /**
   * The largest body taken (413 above it). Set it well above the largest valid
   * post (a CV of 2 MB and the fields), so a file just too big is read and
   * answered on its field, with the form filled in, instead of a bare 413.
   */
  maxBytes: number;
  /** The form's valibot schema from shared/forms/, its messages error keys. */
  schema: S;
  /** The fields the visitor fills in: a problem on one of them is shown on it, any other as the general error. */
  fields: readonly string[];
  /** The schema's input from the posted form; by default every field by its own name. */
  input?: (form: FormData) => Record<string, unknown>;
  /** Hands the checked submission on; absent when accepting it is all there is (the cookie settings). */
  deliver?: Deliver<v.InferOutput<S>>;
  success: (value: v.InferOutput<S>, request: FormRequest) => FormSuccess;
  /** The hidden field a person never fills in: filled, the post is refused with its own message and nothing is kept. */
  honeypot?: string;
  /** Counts posts per client and form on the rate-limiting binding (FORM_LIMIT); above it, 429. */
  rateLimited?: boolean;
  /**
   * The form carries a signed key issued when it was shown (`SUBMISSION_KEY_FIELD`):
   * the submission's idempotency key, and the proof that the form was open at
   * least `minFillSeconds` (a bot posts at once). `scope` binds it to this form.
   */
  issuedKey?: { scope: (request: FormRequest) => string; minFillSeconds: number };
  /** For a form on pages cached whole (no key per visitor): the idempotency key is derived from these parts of the value. */
  derivedKey?: (value: v.InferOutput<S>) => readonly string[];
  /** Cloudflare Turnstile, when its keys are configured (worker/forms/abuse.ts). */
  turnstile?: boolean;
  /** The form page again; absent: the site's Dutch error page with the status. */
  view?: (state: FormState, request: FormRequest) => FormPage;
}
