import { nl } from '../texts/nl';

/** A calm pointer to the helpline, beside pages about dementia and giving. */
export function HelplineBox({ text }: { text?: string }) {
  return (
    <aside className="an-helpline" aria-label={nl.pageChrome.helplineLabel}>
      <p className="an-helpline__text">{text ?? nl.site.helpline}</p>
      <p className="an-helpline__action">
        <a className="an-button an-button--secondary" href={nl.pageChrome.helplineHref}>
          {nl.pageChrome.helplineCall}
        </a>
      </p>
    </aside>
  );
}
