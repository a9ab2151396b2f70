import { forwardRef, type MouseEvent } from 'react';

export interface ErrorSummaryItem {
  /** `#id` of the field to go to. */
  href: string;
  text: string;
}

export interface ErrorSummaryProps {
  id: string;
  title: string;
  items: readonly ErrorSummaryItem[];
  /**
   * Server-rendered error pages focus the summary without JavaScript through
   * the autofocus attribute; an island moves focus itself (through the ref).
   */
  autoFocus?: boolean;
  /** Called for a link click, so an island can focus the field and show its legend. */
  onLinkClick?: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
}

/**
 * The GOV.UK error summary: above the form, takes focus, each error a link to
 * its field (a field's control, or the first option of a group). Renders
 * nothing without errors.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary({ id, title, items, autoFocus, onLinkClick }, ref) {
  if (items.length === 0) return null;
  return (
    <div className="an-error-summary" id={id} ref={ref} tabIndex={-1} aria-labelledby={`${id}-title`} autoFocus={autoFocus}>
      <h2 className="an-error-summary__title" id={`${id}-title`}>
        {title}
      </h2>
      <ul className="an-error-summary__list">
        {items.map((item) => (
          <li key={item.href + item.text}>
            <a href={item.href} onClick={onLinkClick ? (event) => onLinkClick(event, item.href) : undefined}>
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
