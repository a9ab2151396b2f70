import type { Context, Handler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type * as v from 'valibot';
import { ANTI_FORGERY_FIELD } from '../../shared/forms/anti-forgery';
import { checkFormAsync } from '../../shared/forms/check';
import type { FormNotice } from '../../shared/forms/form-state';
import { SUBMISSION_KEY_FIELD } from '../../shared/forms/submission-key';
import type { AppEnv } from '../env';
import { TURNSTILE_FIELD, turnstilePassed, turnstileSiteKey, withinFormLimit } from './abuse';
import { formAgain, succeeded, type AgainOptions } from './answer';
import { formText, isFormPost, readForm, schemaInput, textValues } from './body';
import { isSameOrigin } from './origin';
import { checkSubmissionKey, derivedSubmissionId } from './submission-key';
import { formTokenValid } from './token';
import type { DeliverContext, FormDefinition, FormRequest, FormState } from './types';

type Schema = v.GenericSchema | v.GenericSchemaAsync;

const refused = (status: FormState['status'], values: FormState['values'] = {}): FormState => ({ status, values, errors: {}, general: true });
const notice = (status: FormState['status'], values: FormState['values'], why: FormNotice): FormState => ({ status, values, errors: {}, general: false, notice: why });

function deliverContext(c: Context<AppEnv>): DeliverContext {
  let ctx: ExecutionContext | undefined;
  try {
    ctx = c.executionCtx;
  } catch {
    ctx = undefined;
  }
  return { env: c.env, content: c.get('content'), upstream: c.get('upstream'), waitUntil: (work) => (ctx ? ctx.waitUntil(work) : void work), report: c.get('report') };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The one way a form post goes through the worker, in this order: body limit
 * (413), same origin (403), a form body (400), anti-forgery token (403), the
 * client's rate limit (429), the honeypot, the signed submission key (too fast,
 * too old: 400), the form's schema (400 with the errors and the values),
 * Turnstile when it is on, delivery (the general error and the values when it
 * fails), then post/redirect/get (303), or JSON for an island. Refusals are the
 * sender's mistake: never a 5xx, never a stack trace, never a value in the logs,
 * and nothing is kept.
 */
async function runPipeline<S extends Schema>(c: Context<AppEnv>, form: FormDefinition<S>): Promise<Response> {
  const options: AgainOptions = { view: form.view, issuedKey: form.issuedKey, turnstile: form.turnstile };
  const again = (state: FormState) => formAgain(c, options, state);
  const request = c.req.raw;
  // Values a page on another site sent are not shown back: our form must not be filled in by someone else.
  if (!isSameOrigin(request)) return again(refused(403));
  if (!isFormPost(request)) return again(refused(400));
  const posted = await readForm(request, form.maxBytes);
  if (!posted) return again(refused(400));
  const values = textValues(posted, [ANTI_FORGERY_FIELD, SUBMISSION_KEY_FIELD, TURNSTILE_FIELD]);
  if (!(await formTokenValid(c.env, formText(posted, ANTI_FORGERY_FIELD)))) return again(refused(403, values));
  if (form.rateLimited && !(await withinFormLimit(c.env, form.name, request))) return again(notice(429, values, 'TooMany'));
  if (form.honeypot && formText(posted, form.honeypot) !== '') return again(notice(400, values, 'Honeypot'));

  const formRequest: FormRequest = { url: new URL(c.req.url) };
  let id: string | null = null;
  let renderedAt: string | null = null;
  if (form.issuedKey) {
    const key = await checkSubmissionKey(c.env.FORM_SECRET, form.issuedKey.scope(formRequest), formText(posted, SUBMISSION_KEY_FIELD), nowSeconds(), form.issuedKey.minFillSeconds);
    if (!key.ok) return again(notice(400, values, key.reason === 'too-fast' ? 'TooFast' : 'Expired'));
    id = key.id;
    renderedAt = new Date(key.issuedAt * 1000).toISOString();
  }

  const check = await checkFormAsync(form.schema, form.input ? form.input(posted) : schemaInput(posted), form.fields);
  if (!check.ok) return again({ status: 400, values, errors: check.errors, general: check.general });

  if (form.derivedKey) id = await derivedSubmissionId(c.env.FORM_SECRET, [form.name, ...form.derivedKey(check.value)]);
  id ??= crypto.randomUUID();

  const turnstileSecret = form.turnstile && turnstileSiteKey(c.env) ? c.env.TURNSTILE_SECRET_KEY : null;
  if (turnstileSecret && !(await turnstilePassed(turnstileSecret, formText(posted, TURNSTILE_FIELD), request, id))) {
    return again(notice(400, values, 'Turnstile'));
  }

  if (form.deliver) {
    const receivedAt = new Date().toISOString();
    const submission = { form: form.name, id, receivedAt, renderedAt: renderedAt ?? receivedAt, value: check.value };
    const delivery = await form.deliver(submission, deliverContext(c)).catch((error: unknown) => {
      c.get('report')(error, { url: c.req.url, tags: { stage: 'form-delivery', form: form.name } });
      return { ok: false as const, reason: 'delivery threw' };
    });
    if (!delivery.ok) {
      console.error(`form ${form.name} not delivered: ${delivery.reason}`);
      return again({ status: 502, values, errors: {}, general: true });
    }
  }
  return succeeded(c, form.success(check.value, formRequest));
}

/** The Hono handler of a form: Hono's body limit in front of the pipeline. */
export function formHandler<S extends Schema>(form: FormDefinition<S>): Handler<AppEnv> {
  const options: AgainOptions = { view: form.view, issuedKey: form.issuedKey, turnstile: form.turnstile };
  const limit = bodyLimit({ maxSize: form.maxBytes, onError: (c) => formAgain(c as Context<AppEnv>, options, refused(413)) });
  return async function formPipeline(c) {
    let answer: Response | undefined;
    const early = await limit(c, async () => {
      answer = await runPipeline(c, form);
    });
    return early ?? answer!;
  };
}
