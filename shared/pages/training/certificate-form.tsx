/**
 * /trainingen/{training}/certificaat: the certificate form (spec sections 3,
 * 5 and 8), shown once the training is passed (spec section 4). Posts to its
 * own address (worker/routes/training.tsx): the worker scores the answers the
 * form carries (or the no-JavaScript cookie's) before it makes a certificate.
 */
import type { Training } from '../../contract/training';
import { CERTIFICATE_FIELDS as F } from '../../forms/certificate';
import { valueOf, type FormState } from '../../forms/form-state';
import { profaneWords } from '../../forms/profanity';
import { href } from '../../routes';
import { fill } from '../../texts/fill';
import { nl } from '../../texts/nl';
import type { TrainingProgress } from '../../training/progress';
import { Checkboxes } from '../../ui/checkboxes';
import { ErrorSummary } from '../../ui/error-summary';
import { TextField } from '../../ui/field';
import { Honeypot, PostForm } from '../../ui/post-form';
import { PERSONAL, type Loaded, type ScreenContext, type ScreenModule } from '../screen';
import { HEADING_ID, startingPage, t, trainingBreadcrumbs, trainingEntry, trainingPaths, type TrainingPaths } from './common';
import { ProgressIsland, ResumeLink, Shown, totalsOf } from './ProgressParts';
import { cookieProgress, loadTraining } from './step';

const c = t.certificate;
const ORDER = [F.email, F.firstName, F.insertion, F.lastName] as const;
const LABELS: Record<(typeof ORDER)[number], string> = { email: c.email, voornaam: c.firstName, tussenvoegsel: c.insertion, achternaam: c.lastName };

interface FormData {
  training: Training;
  progress: TrainingProgress | null;
  paths: TrainingPaths;
  form: FormState | null;
}

/** The message of a field's error key; the profanity notice names the word (spec section 8). */
function message(form: FormState | null, field: string): string | null {
  const key = form?.errors[field];
  if (!key) return null;
  if (key === 'Profanity') return fill(nl.profanity.field, { woord: profaneWords(valueOf(form.values, field))[0] ?? '' });
  return (c.errors as Record<string, string>)[key] ?? c.errors.FieldTooLong;
}

function CertificateFormView({ data }: { data: FormData }) {
  const { training, progress, paths, form } = data;
  const totals = totalsOf(training, progress);
  const value = (name: string) => (form ? valueOf(form.values, name) : undefined);
  const errors = ORDER.flatMap((name) => {
    const text = message(form, name);
    return text ? [{ href: `#certificaat-${name}`, text }] : [];
  });
  const notPassed = form?.errors[F.answers] === 'NotPassed';
  const field = (name: (typeof ORDER)[number], extra: { type?: 'email'; autoComplete?: string; hint?: string }) => (
    <TextField id={`certificaat-${name}`} name={name} label={LABELS[name]} value={value(name)} error={message(form, name)} errorPrefix={t.errors.titlePrefix} {...extra} />
  );
  return (
    <div className="an-container an-container--text an-tr">
      <h1 id={HEADING_ID}>
        {c.title}: {training.title}
      </h1>
      <Shown when="passed" totals={totals} force={form !== null && !notPassed}>
        <p>{c.intro}</p>
        <ErrorSummary id="certificaat-fouten" title={t.errors.summaryTitle} items={errors} autoFocus={errors.length > 0} />
        {form && errors.length === 0 ? <p className="an-form-notice">{form.notice ? nl.formNotices[form.notice] : nl.applications.general}</p> : null}
        <PostForm action={paths.certificate} className="an-tr-certificate">
          {field(F.email, { type: 'email', autoComplete: 'email' })}
          {field(F.firstName, { autoComplete: 'given-name' })}
          {field(F.insertion, { hint: c.insertionHint })}
          {field(F.lastName, { autoComplete: 'family-name' })}
          <Checkboxes id="certificaat-tips" name={F.tips} legend={c.tipsLegend} options={[{ value: 'ja', label: c.tips }]} values={form && value(F.tips) === 'ja' ? ['ja'] : []} />
          <input type="hidden" name={F.answers} defaultValue={form ? value(F.answers) : progress ? JSON.stringify(progress) : ''} data-tp-answers="" />
          <Honeypot id="certificaat-website" name={F.honeypot} label={nl.newsletter.honeypotLabel} />
          <button type="submit" className="an-button">
            {c.submit}
          </button>
        </PostForm>
        <p className="an-ct__privacy">{c.privacy}</p>
      </Shown>
      {(['failed', 'started', 'none'] as const).map((when) => (
        <Shown key={when} when={when} totals={totals} force={notPassed && when === 'none'}>
          <p className="an-mt-notice">{notPassed ? c.errors.NotPassed : c.notPassed}</p>
          <p>{when === 'started' ? <ResumeLink totals={totals} paths={paths} /> : <a href={when === 'failed' ? paths.result : paths.step(1)}>{when === 'failed' ? t.result.title : t.start.begin}</a>}</p>
        </Shown>
      ))}
      <ProgressIsland training={training} paths={paths} cookie={progress !== null} />
    </div>
  );
}

export function certificateFormLoaded(ctx: Pick<ScreenContext, 'url' | 'params'>, training: Training, progress: TrainingProgress | null, form: FormState | null): Loaded<FormData> {
  return {
    status: form?.status ?? 200,
    headers: progress || form ? PERSONAL : {},
    data: { training, progress, paths: trainingPaths(training.slug, startingPage(ctx.url, ctx.params)), form },
    seo: {
      title: `${c.title} | ${training.title}`,
      titlePrefix: form && form.status === 400 ? t.errors.titlePrefix : undefined,
      description: training.meta_description,
      canonical: null,
      robots: 'noindex, follow',
      pageEntry: trainingEntry('training_certificate_form', training),
    },
    chrome: { breadcrumbs: trainingBreadcrumbs(training, { title: c.title, url: href('training-certificate', { training: training.slug }) }) },
  };
}

export const CertificateFormScreenView = CertificateFormView;

export const trainingCertificateScreen: ScreenModule<FormData> = {
  async load(ctx) {
    const training = await loadTraining(ctx);
    if (!training) return null;
    return certificateFormLoaded(ctx, training, await cookieProgress(ctx, training), null);
  },
  View: CertificateFormView,
};
