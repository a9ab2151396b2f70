/**
 * A moderator's buttons for one subject, whatever its feature (a forum post,
 * a blog entry or reaction, a private message, a proposed question and
 * answer): each act a post to the subject's own moderation address
 * (shared/model/moderation.ts: SubjectView.tools). Hiding asks for a reason
 * (it goes to the author by mail).
 */
import type { SubjectAct, SubjectView } from '../../model/moderation';
import { href } from '../../routes';
import { nl } from '../../texts/nl';
import { TokenField } from '../account/parts';

const m = nl.moderation.actions;

type Simple = Exclude<SubjectAct, 'hide'>;
const LABELS: Record<Simple, string> = { approve: m.approve, dismiss: m.dismiss, restore: m.restore };

export function SubjectTools({ tools, token, label, returnTo = href('moderation') }: { tools: NonNullable<SubjectView['tools']>; token: string; label: string; returnTo?: string }) {
  // From the address: unique on a page holding subjects of several features (the queue).
  const id = `reden-${tools.action.replace(/^\/beheer\//, '').replace(/[^a-z0-9]+/gi, '-')}`;
  const hidden = (
    <>
      <TokenField token={token} />
      <input type="hidden" name="terug" value={returnTo} />
    </>
  );
  return (
    <div className="an-moderate" role="group" aria-label={m.toolsOf(label)}>
      {tools.acts
        .filter((act): act is Simple => act !== 'hide')
        .map((act) => (
          <form key={act} method="post" action={tools.action} className="an-moderate__form" noValidate>
            {hidden}
            <input type="hidden" name="action" value={act} />
            <button type="submit" className="an-button an-button--secondary">
              {tools.labels?.[act] ?? LABELS[act]}
            </button>
          </form>
        ))}
      {tools.acts.includes('hide') ? (
        <details className="an-moderate__hide">
          <summary>{tools.labels?.hide ?? m.hide}</summary>
          <form method="post" action={tools.action} className="an-moderate__form" noValidate>
            {hidden}
            <input type="hidden" name="action" value="hide" />
            <label className="an-field__label" htmlFor={id}>
              {m.reasonLabel}
            </label>
            <p className="an-field__hint" id={`${id}-hint`}>
              {m.reasonHint}
            </p>
            <textarea className="an-input" id={id} name="reason" rows={3} aria-describedby={`${id}-hint`} />
            <button type="submit" className="an-button">
              {m.hide}
            </button>
          </form>
        </details>
      ) : null}
    </div>
  );
}
