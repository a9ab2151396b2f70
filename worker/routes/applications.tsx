/**
 * POST to an application form's own address (spec section 2): through the
 * form pipeline (worker/forms) with every abuse check, into the outbox
 * (worker/outbox), then post/redirect/get to the thank-you page of its kind.
 * The vacancy, and with it every routing field, is read from the CMS for the
 * address posted to: the post cannot choose where it goes.
 */
import { Hono, type Context } from 'hono';
import { APPLICATION_SEND_PATH } from '../../shared/contract/forms';
import { fieldsOf, visibleFields } from '../../shared/forms/application/fields';
import { APPLICATION_SCHEMAS } from '../../shared/forms/application/schema';
import { DOCUMENT_TYPES } from '../../shared/forms/application/sniff';
import { APPLICATION_HONEYPOT } from '../../shared/pages/application/ApplicationForm';
import { EMPTY_STATE } from '../../shared/pages/application/ApplicationForm';
import { applicationKeyScope, applySeo, ApplyView, stateOf } from '../../shared/pages/application/apply';
import { loadApplyTarget, type ApplyScreenKind, type LoadedTarget } from '../../shared/pages/application/target';
import { loaded } from '../../shared/pages/screen';
import { href, matchRoute, type ScreenName } from '../../shared/routes';
import type { AppEnv } from '../env';
import { formHandler, type FormDefinition } from '../forms';
import { applicationSendFields } from '../forms/application-fields';
import { toOutbox } from '../outbox';
import { renderLoaded } from '../render/screen';
import { notFound } from './errors';

const APPLY_SCREENS: Partial<Record<ScreenName, ApplyScreenKind>> = {
  vacancy_apply_regional: 'regional',
  vacancy_apply_national: 'national',
  vacancy_apply_contact_request: 'contact-request',
  vacancy_apply_corporate: 'corporate',
};

/** A CV of at most 2 MB and the text fields: a file just over the limit is still read and answered on its field. */
export const APPLICATION_MAX_BYTES = 3 * 1024 * 1024;
/** Seconds a person needs at least to fill in the form; a bot posts at once. */
export const MIN_FILL_SECONDS = 3;

function applicationForm({ target, routing }: LoadedTarget, action: string): FormDefinition<(typeof APPLICATION_SCHEMAS)['short']> {
  const fields = fieldsOf(target.formKind);
  return {
    name: 'application',
    maxBytes: APPLICATION_MAX_BYTES,
    schema: APPLICATION_SCHEMAS[target.formKind],
    fields: visibleFields(target.formKind),
    input: (form) => Object.fromEntries(fields.map((field) => [field.name, form.get(field.name) ?? undefined])),
    honeypot: APPLICATION_HONEYPOT,
    rateLimited: true,
    turnstile: true,
    issuedKey: { scope: () => applicationKeyScope(target), minFillSeconds: MIN_FILL_SECONDS },
    deliver: toOutbox('application', APPLICATION_SEND_PATH, ({ value, renderedAt, receivedAt }) => ({
      region: routing.region,
      fields: { ...applicationSendFields(target, routing, value, { renderedAt, sentAt: receivedAt }) },
      attachment: value.cv ? { name: value.cv.name, type: DOCUMENT_TYPES[value.cv.kind], bytes: value.cv.bytes } : null,
    })),
    success: () => ({ redirect: target.kind === 'corporate' ? href('corporate-thanks') : href('vacancy-thanks') }),
    view: (state, request) => ({
      seo: applySeo(target, Object.keys(state.errors).length > 0),
      body: (
        <ApplyView
          data={{ target, action, state: stateOf(state), submissionKey: request.submissionKey ?? '', turnstileSiteKey: request.turnstileSiteKey ?? null }}
        />
      ),
    }),
  };
}

export const applicationForms = new Hono<AppEnv>();

applicationForms.post('*', async (c: Context<AppEnv>, next) => {
  const path = new URL(c.req.url).pathname;
  const match = matchRoute(path);
  const kind = match ? APPLY_SCREENS[match.route.screen] : undefined;
  if (!kind) return next();
  const target = await loadApplyTarget(c.get('content'), kind, path, new Date());
  if (!target) return notFound(c);
  if (target.target.closed) {
    // Nothing is kept for a closed vacancy: the visitor reads that it closed.
    return renderLoaded(c, loaded({ target: target.target, action: path, state: EMPTY_STATE, submissionKey: '', turnstileSiteKey: null }, applySeo(target.target, false), { status: 410, headers: { 'cache-control': 'no-store' } }), ApplyView);
  }
  return formHandler(applicationForm(target, path))(c, next);
});
