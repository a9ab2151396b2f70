import type { FooterItem } from '../contract/navigation';
import { nl } from '../texts/nl';
import { Logo } from './Logo';
import { QualityMarks } from './QualityMarks';
import { SiteLink } from './SiteLink';
import { Socials } from './Socials';

/** The copyright year: fixed per build of the page, from the render date. */
const year = () => new Date().getFullYear();

/** Site footer: the footer menu in columns, socials, quality marks, logo and helpline. */
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
                    <SiteLink href={item.url}>{item.title}</SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="an-footer__extras">
          <Socials />
          <QualityMarks />
        </div>
        <div className="an-footer__bottom">
          <Logo variant="vertical" />
          <p className="an-footer__helpline">{nl.site.helpline}</p>
          <p className="an-footer__copyright">{nl.pageChrome.copyright(year())}</p>
        </div>
      </div>
    </footer>
  );
}
