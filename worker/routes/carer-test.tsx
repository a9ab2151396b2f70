/**
 * The carer test without JavaScript (spec section 3; docs/training.md): each
 * question posts here; the worker checks the answer, keeps every answer so far
 * in the signed progress cookie (session only, path /mantelzorgtest) and
 * answers post/redirect/get with the next question or the result. The answers
 * are never stored or logged, and never put in a URL. The result page's
 * opt-in to the monthly tips goes through the form pipeline.
 */
import { Hono, type Context } from 'hono';
import { cleanCarerAnswers, firstOpenQuestion, type CarerAnswers } from '../../shared/carer-test/score';
import type { CarerTest } from '../../shared/contract/carer-test';
import { TIPS_FIELDS, TipsSchema } from '../../shared/forms/tips';
import { ACTION_FIELD, ANSWER_FIELD, CARER_PURPOSE, EARLIER_PARAM, PREVIOUS_ACTION, questionPath, shapeOfCarerTest, TIPS_ANCHOR, TIPS_PARAM } from '../../shared/pages/carer-test/common';
import { questionLoaded, QuestionScreenView } from '../../shared/pages/carer-test/question';
import { resultLoaded, ResultScreenView } from '../../shared/pages/carer-test/result';
import { href, patternOf } from '../../shared/routes';
import type { AppEnv } from '../env';
import { formHandler, formText, type FormDefinition } from '../forms';
import { readForm } from '../forms/body';
import { clearedProgressCookie, isSecure, progressCookie } from '../progress/cookie';
import { readProgress } from '../progress/read';
import { signValue } from '../signed/token';
import { renderLoaded } from '../render/screen';
import { subscribe } from '../tips/series';

/** One answer and a button: a few hundred bytes. */
const MAX_BODY_BYTES = 4 * 1024;
/** The signed answers stay valid for half a day; the cookie itself ends with the browser session. */
const TTL_SECONDS = 12 * 60 * 60;
const BASE = href('carer-test');

const see = (location: string, cookie?: string) => new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store', ...(cookie ? { 'set-cookie': cookie } : {}) } });

async function storedAnswers(c: Context<AppEnv>, test: CarerTest): Promise<CarerAnswers> {
  return cleanCarerAnswers(shapeOfCarerTest(test), await readProgress(c, CARER_PURPOSE));
}

async function answerQuestion(c: Context<AppEnv>): Promise<Response> {
  const test = await c.get('content').carerTest();
  const n = Number(c.req.param('question'));
  if (!test || !Number.isInteger(n) || n < 1 || n > test.questions.length) return c.notFound();
  const form = await readForm(c.req.raw, MAX_BODY_BYTES);
  const answers = await storedAnswers(c, test);
  const question = test.questions[n - 1]!;
  const value = form?.get(ANSWER_FIELD);
  const valid = typeof value === 'string' && test.answer_options.some((o) => o.value === value);
  if (valid) answers[question.id] = value;
  const cookie = progressCookie(await signValue(c.env.FORM_SECRET, CARER_PURPOSE, answers, TTL_SECONDS), BASE, isSecure(c.req.raw));

  if (form?.get(ACTION_FIELD) === PREVIOUS_ACTION) return see(questionPath(Math.max(1, n - 1)), cookie);
  if (!valid) {
    const response = await renderLoaded(c, questionLoaded(test, { number: n, answers, error: true, earlier: false, status: 400 }, true), QuestionScreenView);
    response.headers.append('set-cookie', cookie);
    return response;
  }
  if (n < test.questions.length) return see(questionPath(n + 1), cookie);
  const open = firstOpenQuestion(shapeOfCarerTest(test), answers);
  return see(open === null ? href('carer-test-result') : `${questionPath(open)}?${EARLIER_PARAM}=1`, cookie);
}

/** The opt-in to the monthly tips on the result page (six mails, one a month). */
const tipsSignup: FormDefinition<typeof TipsSchema> = {
  name: 'carer-tips',
  maxBytes: 8 * 1024,
  schema: TipsSchema,
  fields: [TIPS_FIELDS.email],
  input: (form) => ({ email: formText(form, TIPS_FIELDS.email), website: formText(form, TIPS_FIELDS.honeypot) }),
  honeypot: TIPS_FIELDS.honeypot,
  rateLimited: true,
  // The result page is cached whole: the same address is one sign-up (and one series) however often it is sent.
  derivedKey: (value) => [value.email.toLowerCase()],
  deliver: async (submission, ctx) => {
    await subscribe(ctx.env.SITE_DB, 'mantelzorg', submission.value.email, new Date(submission.receivedAt));
    return { ok: true };
  },
  success: () => ({ redirect: `${href('carer-test-result')}?${TIPS_PARAM}=aangemeld#${TIPS_ANCHOR}` }),
};

export const carerTestRoutes = new Hono<AppEnv>();

// Start again: the no-JavaScript answers are forgotten (the island clears its own storage).
carerTestRoutes.post(BASE, (c) => see(questionPath(1), clearedProgressCookie(BASE, isSecure(c.req.raw))));
carerTestRoutes.post(patternOf('carer-test-question').replace(/\(.*\)$/, ''), answerQuestion);
carerTestRoutes.post(href('carer-test-result'), async (c, next) => {
  const test = await c.get('content').carerTest();
  if (!test) return c.notFound();
  const answers = await readProgress(c, CARER_PURPOSE);
  const handler = formHandler({
    ...tipsSignup,
    view: (state) => {
      const page = resultLoaded(test, answers, { form: state, thanks: false });
      return { seo: page.seo, body: <ResultScreenView data={page.data} /> };
    },
  });
  return handler(c, next);
});
