import type { Context, Handler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type * as v from 'valibot';
import { ANTI_FORGERY_FIELD } from '../../shared/forms/anti-forgery';
import { checkFormAsync } from '../../shared/forms/check';
import type { AppEnv } from '../env';
import { formAgain, succeeded } from './answer';
import { formText, isFormPost, readForm, schemaInput, textValues } from './body';
import { isSameOrigin } from './origin';
import { formTokenValid } from './token';
import type { DeliverContext, FormDefinition, FormState } from './types';

type Schema = v.GenericSchema | v.GenericSchemaAsync;

const refused = (status: FormState['status'], values: FormState['values'] = {}): FormState => ({ status, values, errors: {}, general: true });

function deliverContext(c: Context<AppEnv>): DeliverContext {
  let ctx: ExecutionContext | undefined;
  try {
    ctx = c.executionCtx;
  } catch {
    ctx = undefined;
  }
  return { env: c.env, upstream: c.get('upstream'), waitUntil: (work) => (ctx ? ctx.waitUntil(work) : void work), report: c.get('report') };
}

/**
 * The one way a form post goes through the worker, in this order: body limit
 * (413), same origin (403), a form body (400), anti-forgery token (403), the
 * form's schema (400 with the errors and the values), delivery (the general
 * error and the values when it fails), then post/redirect/get (303), or JSON
 * for an island. Refusals are the sender's mistake: never a 5xx, never a
 * stack trace, never a value in the logs.
 */
async function runPipeline<S extends Schema>(c: Context<AppEnv>, form: FormDefinition<S>): Promise<Response> {
  const again = (state: FormState) => formAgain(c, form.view, state);
  const request = c.req.raw;
  // Values a page on another site sent are not shown back: our form must not be filled in by someone else.
  if (!isSameOrigin(request)) return again(refused(403));
  if (!isFormPost(request)) return again(refused(400));
  const posted = await readForm(request, form.maxBytes);
  if (!posted) return again(refused(400));
  const values = textValues(posted, [ANTI_FORGERY_FIELD]);
  if (!(await formTokenValid(c.env, formText(posted, ANTI_FORGERY_FIELD)))) return again(refused(403, values));

  const check = await checkFormAsync(form.schema, form.input ? form.input(posted) : schemaInput(posted), form.fields);
  if (!check.ok) return again({ status: 400, values, errors: check.errors, general: check.general });

  if (form.deliver) {
    const submission = { form: form.name, id: crypto.randomUUID(), receivedAt: new Date().toISOString(), value: check.value };
    const delivery = await form.deliver(submission, deliverContext(c)).catch((error: unknown) => {
      c.get('report')(error, { url: c.req.url, tags: { stage: 'form-delivery', form: form.name } });
      return { ok: false as const, reason: 'delivery threw' };
    });
    if (!delivery.ok) {
      console.error(`form ${form.name} not delivered: ${delivery.reason}`);
      return again({ status: 502, values, errors: {}, general: true });
    }
  }
  return succeeded(c, form.success(check.value, { url: new URL(c.req.url) }));
}

/** The Hono handler of a form: Hono's body limit in front of the pipeline. */
export function formHandler<S extends Schema>(form: FormDefinition<S>): Handler<AppEnv> {
  const limit = bodyLimit({ maxSize: form.maxBytes, onError: (c) => formAgain(c as Context<AppEnv>, form.view, refused(413)) });
  return async function formPipeline(c) {
    let answer: Response | undefined;
    const early = await limit(c, async () => {
      answer = await runPipeline(c, form);
    });
    return early ?? answer!;
  };
}
