/**
 * The trainings without JavaScript (docs/training.md): an answer posts to its
 * step; the worker scores it with the same module as the island, keeps the
 * answers in the signed progress cookie (path /trainingen/{training}, 30
 * days, so a closed tab resumes) and answers post/redirect/get with the
 * feedback. Nothing personal is stored until the certificate form is sent:
 * then the worker scores the answers itself, makes the certificate, queues its
 * mail in the outbox and, when asked, starts the tips series.
 */
import { Hono, type Context } from 'hono';
import type { Training } from '../../shared/contract/training';
import { CertificateSchema, CERTIFICATE_FIELDS as F } from '../../shared/forms/certificate';
import { purposeOf, START_PARAM, startingPage, trainingPaths } from '../../shared/pages/training/common';
import { certificateFormLoaded, CertificateFormScreenView } from '../../shared/pages/training/certificate-form';
import { cookieProgress, stepLoaded, StepScreenView } from '../../shared/pages/training/step';
import { href, patternOf, type RouteName } from '../../shared/routes';
import { cleanTrainingProgress, shapeOfTraining, trainingTotals, type TrainingProgress } from '../../shared/training/progress';
import { CHOICE_FIELD, readAnswer, slotField, slotsOf } from '../../shared/training/score';
import type { AppEnv } from '../env';
import { formHandler, formText, type FormDefinition } from '../forms';
import { readForm } from '../forms/body';
import { queueMail } from '../community/mail/queued';
import { clearedProgressCookie, isSecure, progressCookie } from '../progress/cookie';
import { renderLoaded, screenContext, siteBase } from '../render/screen';
import { signValue } from '../signed/token';
import { certificateMail } from '../tips/mails';
import { subscribe } from '../tips/series';
import { checkAddress, issueCertificate } from '../training/certificates';

const MAX_BODY_BYTES = 4 * 1024;
/** A started training can be resumed for a month. */
const PROGRESS_DAYS = 30;

/** A route's pattern as Hono reads it (its segment constraints are checked by the handlers). */
const honoPattern = (name: RouteName) => patternOf(name).replace(/\([^)]*\)/g, '');
const see = (location: string, cookie?: string) => new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store', ...(cookie ? { 'set-cookie': cookie } : {}) } });

async function trainingOf(c: Context<AppEnv>): Promise<Training | null> {
  return c.get('content').training(c.req.param('training') ?? '');
}

function paramsOf(c: Context<AppEnv>) {
  const url = new URL(c.req.url);
  const start = url.searchParams.get(START_PARAM);
  return { url, params: { ...c.req.param(), ...(start ? { [START_PARAM]: start } : {}) } };
}

async function saveCookie(c: Context<AppEnv>, training: Training, progress: TrainingProgress): Promise<string> {
  const token = await signValue(c.env.FORM_SECRET, purposeOf(training.slug), progress, PROGRESS_DAYS * 86400);
  return progressCookie(token, href('training', { training: training.slug }), isSecure(c.req.raw), PROGRESS_DAYS * 86400);
}

async function answerStep(c: Context<AppEnv>): Promise<Response> {
  const training = await trainingOf(c);
  const n = Number(c.req.param('step'));
  const step = training?.steps[n - 1];
  if (!training || !step || step.kind !== 'scene') return c.notFound();
  const ctx = paramsOf(c);
  const paths = trainingPaths(training.slug, startingPage(ctx.url, ctx.params));
  const progress = (await cookieProgress(screenContext(c), training)) ?? { answers: {} };
  // The first answer counts: a question answered before goes straight to its feedback.
  if (progress.answers[step.id] !== undefined) return see(paths.feedback(n));
  const form = await readForm(c.req.raw, MAX_BODY_BYTES);
  const read = form ? readAnswer(step.question, form) : ({ ok: false, error: 'choose' } as const);
  if (!read.ok) {
    const texts = (name: string) => (form ? form.getAll(name).filter((x): x is string => typeof x === 'string') : []);
    const slots = slotsOf(step.question).slots;
    const posted = { choice: texts(CHOICE_FIELD), slots: slots ? Array.from({ length: slots }, (_, i) => texts(slotField(i + 1))[0] ?? '') : null };
    return renderLoaded(c, stepLoaded(ctx, training, { n, progress: null, feedback: false, error: read.error, posted, status: 400 }), StepScreenView);
  }
  const next = { answers: { ...progress.answers, [step.id]: read.answer } };
  return see(paths.feedback(n), await saveCookie(c, training, next));
}

/** The answers the certificate form carries (the island's copy), else the no-JavaScript cookie's. */
function answersOf(shape: ReturnType<typeof shapeOfTraining>, posted: string, cookie: TrainingProgress | null): TrainingProgress {
  try {
    if (posted) return cleanTrainingProgress(shape, JSON.parse(posted));
  } catch {
    // Not JSON: the page's field was tampered with; the cookie may still hold the answers.
  }
  return cookie ?? { answers: {} };
}

/** The certificate form: the worker scores the answers itself (the island's copy, or the cookie's). */
function certificateForm(c: Context<AppEnv>, training: Training, cookie: TrainingProgress | null): FormDefinition<typeof CertificateSchema> {
  const shape = shapeOfTraining(training);
  const ctx = paramsOf(c);
  let issued = '';
  return {
    name: 'certificate',
    maxBytes: 16 * 1024,
    schema: CertificateSchema,
    fields: [F.email, F.firstName, F.insertion, F.lastName, F.answers],
    input: (form) => ({
      email: formText(form, F.email),
      voornaam: formText(form, F.firstName),
      tussenvoegsel: formText(form, F.insertion),
      achternaam: formText(form, F.lastName),
      tips: formText(form, F.tips),
      antwoorden: formText(form, F.answers),
      website: formText(form, F.honeypot),
    }),
    honeypot: F.honeypot,
    rateLimited: true,
    // The form's page may be cached whole: the same person, name and training is one certificate.
    derivedKey: (v) => [training.slug, v.email.toLowerCase(), v.voornaam, v.tussenvoegsel, v.achternaam],
    deliver: async (submission, dctx) => {
      const v = submission.value;
      const totals = trainingTotals(shape, answersOf(shape, v.antwoorden, cookie));
      // Checked before (see `view`); a post that gets here without enough points is refused without a trace.
      if (!totals.passed) return { ok: false, reason: 'not passed' };
      const now = new Date(submission.receivedAt);
      issued = await issueCertificate(
        dctx.env.SITE_DB,
        { submissionId: submission.id, trainingSlug: training.slug, trainingTitle: training.title, firstName: v.voornaam, insertion: v.tussenvoegsel, lastName: v.achternaam, score: totals.earned, maxScore: totals.max },
        now,
      );
      const base = siteBase(c);
      const mail = certificateMail(v.email, training.title, base + href('certificate', { code: issued }), base + href('certificate-image', { code: issued }));
      await queueMail(dctx.env, `cert-${issued}`, mail, now, { certificate: JSON.stringify({ code: issued, address: checkAddress(base, issued) }) });
      if (v.tips) await subscribe(dctx.env.SITE_DB, 'training', v.email, now);
      return { ok: true };
    },
    success: () => ({ redirect: `${href('certificate', { code: issued })}?nieuw=1` }),
    view: (state) => {
      const page = certificateFormLoaded(ctx, training, cookie, state);
      return { seo: page.seo, body: <CertificateFormScreenView data={page.data} /> };
    },
  };
}

export const trainingRoutes = new Hono<AppEnv>();

// Start again: the no-JavaScript answers are forgotten (the island forgets its own).
trainingRoutes.post(honoPattern('training'), async (c) => {
  const training = await trainingOf(c);
  if (!training) return c.notFound();
  const ctx = paramsOf(c);
  return see(trainingPaths(training.slug, startingPage(ctx.url, ctx.params)).step(1), clearedProgressCookie(href('training', { training: training.slug }), isSecure(c.req.raw)));
});
trainingRoutes.post(honoPattern('training-step'), answerStep);
trainingRoutes.post(honoPattern('training-certificate'), async (c, next) => {
  const training = await trainingOf(c);
  if (!training) return c.notFound();
  const cookie = await cookieProgress(screenContext(c), training);
  const form = certificateForm(c, training, cookie);
  // Not enough points is the visitor's to fix, with the form as it was: checked before the pipeline's delivery.
  const posted = await readForm(c.req.raw.clone() as Request, 16 * 1024);
  const shape = shapeOfTraining(training);
  if (posted && !trainingTotals(shape, answersOf(shape, formText(posted, F.answers), cookie)).passed) {
    const values = Object.fromEntries([...posted.entries()].filter((e): e is [string, string] => typeof e[1] === 'string'));
    const page = certificateFormLoaded(paramsOf(c), training, cookie, { status: 400, values, errors: { [F.answers]: 'NotPassed' }, general: false });
    return renderLoaded(c, page, CertificateFormScreenView, true);
  }
  return formHandler(form)(c, next);
});
