/**
 * The application forms (spec section 2): one screen per kind of vacancy,
 * each at the vacancy's path plus /solliciteren. The loader finds the vacancy
 * in the CMS (404 when there is none of that kind), shows a 'gesloten' page
 * (410) when it is past its date, and otherwise the form with a fresh signed
 * submission key: such a page is never cached (no-store), every visitor gets
 * a key of their own.
 */
import type { FormState } from '../../forms/form-state';
import type { ApplyTarget } from '../../forms/application/target';
import { href } from '../../routes';
import { nl } from '../../texts/nl';
import { NO_STORE, type Loaded, type ScreenModule, type Seo } from '../screen';
import { ApplicationForm, EMPTY_STATE, type ApplicationFormState } from './ApplicationForm';
import { loadApplyTarget, type ApplyScreenKind } from './target';

export interface ApplyData {
  target: ApplyTarget;
  action: string;
  state: ApplicationFormState;
  submissionKey: string;
  turnstileSiteKey: string | null;
}

const t = nl.applications;

/** The key's scope: this form of this vacancy (worker/forms/submission-key.ts). */
export const applicationKeyScope = (target: Pick<ApplyTarget, 'id'>): string => `application:${target.id}`;

const titleOf = (target: ApplyTarget): string => (target.contactRequest ? t.contactRequest.title : t.title(target.title));

export function applySeo(target: ApplyTarget, withErrors: boolean): Seo {
  // A form page is for visitors who came from the vacancy, not for search engines.
  const description = target.contactRequest ? t.contactRequest.intro : t.description(target.title);
  return { title: titleOf(target), description, titlePrefix: withErrors ? t.errorPrefix : undefined, canonical: null, robots: 'noindex, follow' };
}

/** The form state of a post that came back from the pipeline. */
export function stateOf(state: FormState): ApplicationFormState {
  return { values: state.values, errors: state.errors, general: state.general, notice: state.notice ? nl.formNotices[state.notice] : null, again: true };
}

function Summary({ target }: { target: ApplyTarget }) {
  const facts = [target.place, target.theme, target.hours ?? target.duration].filter((fact): fact is string => Boolean(fact));
  return (
    <div className="an-application__vacancy">
      <p>
        {t.vacancyLabel}: <a href={target.path}>{target.title}</a>
      </p>
      {facts.length ? <p className="an-application__facts">{facts.join(' · ')}</p> : null}
    </div>
  );
}

export function ApplyView({ data }: { data: ApplyData }) {
  const { target } = data;
  if (target.closed) return <ClosedView target={target} />;
  return (
    <div className="an-container an-container--text an-application-page">
      <h1>{titleOf(target)}</h1>
      {target.contactRequest ? <p className="an-lead">{t.contactRequest.intro}</p> : <Summary target={target} />}
      <p>{t.intro}</p>
      <ApplicationForm action={data.action} target={target} state={data.state} submissionKey={data.submissionKey} turnstileSiteKey={data.turnstileSiteKey} />
    </div>
  );
}

function ClosedView({ target }: { target: ApplyTarget }) {
  return (
    <div className="an-container an-container--text an-application-page">
      <h1>{t.closed.title}</h1>
      <p>{t.closed.text}</p>
      <p>
        <a href={target.path}>{target.title}</a>
      </p>
      <p>
        <a className="an-button an-button--secondary" href={href('home')}>
          {t.thanks.home}
        </a>
      </p>
    </div>
  );
}

export function applyScreen(kind: ApplyScreenKind): ScreenModule<ApplyData> {
  return {
    async load(ctx): Promise<Loaded<ApplyData> | null> {
      const loaded = await loadApplyTarget(ctx.content, kind, ctx.url.pathname, ctx.now);
      if (!loaded) return null;
      const { target } = loaded;
      const data: ApplyData = {
        target,
        action: ctx.url.pathname,
        state: EMPTY_STATE,
        submissionKey: target.closed ? '' : await ctx.submissionKey(applicationKeyScope(target)),
        turnstileSiteKey: ctx.config.turnstileSiteKey,
      };
      const seo = target.closed ? { ...applySeo(target, false), title: t.closed.title } : applySeo(target, false);
      return { data, seo, status: target.closed ? 410 : 200, headers: { ...NO_STORE }, chrome: { hideNewsletter: true } };
    },
    View: ApplyView,
  };
}
