import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { FormJsonAnswer } from '../../shared/forms/answer';
import type { AppEnv } from '../env';
import { renderPage } from '../render/render';
import { headFor } from '../render/head';
import { layoutFor, siteBase } from '../render/screen';
import { turnstileSiteKey } from './abuse';
import { issueSubmissionKey } from './submission-key';
import { pageFormToken } from './token';
import type { FormDefinition, FormPage, FormRequest, FormState, FormSuccess } from './types';

type FormView = (state: FormState, request: FormRequest) => FormPage;

/** What the pipeline needs of a form to show it again. */
export interface AgainOptions {
  view: FormView | undefined;
  issuedKey?: FormDefinition<never>['issuedKey'];
  turnstile?: boolean;
}

const NO_STORE = { 'cache-control': 'no-store' } as const;

/** An island posts with `Accept: application/json` and gets JSON; a browser without JavaScript gets pages. */
export const wantsJson = (request: Request): boolean => (request.headers.get('accept') ?? '').includes('application/json');

export function succeeded(c: Context<AppEnv>, success: FormSuccess): Response {
  const headers = { ...NO_STORE, ...success.headers };
  if (wantsJson(c.req.raw)) return c.json({ status: 'ok', redirect: success.redirect } satisfies FormJsonAnswer, 200, headers);
  return new Response(null, { status: 303, headers: { ...headers, location: success.redirect } });
}

/** The request as the form's view sees it: with a fresh submission key when the form is keyed. */
async function formRequestOf(c: Context<AppEnv>, options: AgainOptions): Promise<FormRequest> {
  const request: FormRequest = { url: new URL(c.req.url) };
  if (options.issuedKey) request.submissionKey = await issueSubmissionKey(c.env.FORM_SECRET, options.issuedKey.scope(request), Math.floor(Date.now() / 1000));
  const siteKey = options.turnstile ? turnstileSiteKey(c.env) : null;
  if (siteKey) request.turnstileSiteKey = siteKey;
  return request;
}

/**
 * The form again: as JSON for an island, otherwise the form's page in the
 * layout, never cached, with a fresh anti-forgery token (in the meta tag and
 * the form) and a fresh submission key, so a visitor whose page was too old
 * can simply send again.
 */
export async function formAgain(c: Context<AppEnv>, options: AgainOptions, state: FormState): Promise<Response> {
  const request = await formRequestOf(c, options);
  if (wantsJson(c.req.raw)) {
    const answer: FormJsonAnswer =
      state.status === 400 && !state.notice
        ? { status: 'invalid', errors: state.errors, ...(state.general ? { general: true as const } : {}) }
        : {
            status: 'failed',
            ...(state.status === 403 ? { formToken: await pageFormToken(c.env) } : {}),
            ...(state.notice ? { notice: state.notice } : {}),
            ...(request.submissionKey ? { submissionKey: request.submissionKey } : {}),
          };
    return c.json(answer, state.status, NO_STORE);
  }
  // A form without a page of its own answers with the site's Dutch error page (errors.tsx).
  if (!options.view) throw new HTTPException(state.status);
  const page = options.view(state, request);
  const [layout, token] = await Promise.all([layoutFor(c), pageFormToken(c.env)]);
  return renderPage({ status: state.status, headers: NO_STORE, head: headFor(page.seo, siteBase(c), []), layout, body: page.body }, c.get('nonce'), token);
}
