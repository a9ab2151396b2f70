import { nl } from '../texts/nl';

export interface EmptyStateProps {
  /** What the visitor reads instead of results. */
  text?: string;
  /** Where to go instead (spec section 2: the contact request of the vacancies, the regions page of the region search). */
  action?: { label: string; href: string };
}

/** A list without results: a calm sentence, and a way on when the list has one. */
export function EmptyState({ text = nl.lists.empty, action }: EmptyStateProps) {
  return (
    <>
      <p>{text}</p>
      {action ? (
        <p>
          <a className="an-button an-button--secondary" href={action.href}>
            {action.label}
          </a>
        </p>
      ) : null}
    </>
  );
}
