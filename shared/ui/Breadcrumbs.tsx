import type { Breadcrumb } from '../contract/navigation';
import { nl } from '../texts/nl';

/** Breadcrumb trail; the last item is the current page and not a link. */
export function Breadcrumbs({ items }: { items: Breadcrumb }) {
  if (items.length < 2) return null;
  return (
    <nav className="an-breadcrumbs an-container" aria-label={nl.nav.breadcrumbs}>
      <ol className="an-breadcrumbs__list">
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={item.url} className="an-breadcrumbs__item" aria-current="page">
              {item.title}
            </li>
          ) : (
            <li key={item.url} className="an-breadcrumbs__item">
              <a href={item.url}>{item.title}</a>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
