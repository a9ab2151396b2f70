import type { FooterItem } from '../contract/navigation';
import { nl } from '../texts/nl';
import { Logo } from './Logo';
import { SiteLink } from './SiteLink';

/** Site footer: the footer menu in columns (each top-level item heads a column). */
export function Footer({ menu }: { menu: FooterItem[] }) {
  return (
    <footer className="an-footer" id="an-footer">
      <div className="an-container">
        <nav className="an-footer__nav" aria-label={nl.nav.footer}>
          {menu.map((column) => (
            <div className="an-footer__column" key={column.title}>
              <h2 className="an-footer__heading">{column.title}</h2>
              <ul className="an-footer__list">
                {(column.sub_items.length ? column.sub_items : [column]).map((item) => (
                  <li key={item.url + item.title}>
                    <SiteLink href={item.url}>
                      {item.title}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="an-footer__bottom">
          <Logo variant="vertical" />
          <p className="an-footer__helpline">{nl.site.helpline}</p>
        </div>
      </div>
    </footer>
  );
}
