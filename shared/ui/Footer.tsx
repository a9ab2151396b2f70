import type { FooterItem } from '../contract/navigation';
import { nl } from '../texts/nl';
import { Logo } from './Logo';
import { QualityMarks } from './QualityMarks';
import { ReusedPart, usesCurrentPath } from './reused-part';
import { SiteLink } from './SiteLink';
import { Socials } from './Socials';

/** The copyright year: fixed per build of the page, from the render date. */
const year = () => new Date().getFullYear();

/** The links of a footer column: its sub-items, or the column itself when it has none. */
const columnLinks = (column: FooterItem): readonly FooterItem[] => (column.sub_items.length ? column.sub_items : [column]);

/** Whether no footer link carries the page's path, worked out once per held (frozen) menu. */
const pathFreeMenus = new WeakMap<readonly FooterItem[], boolean>();

function pathFree(menu: readonly FooterItem[]): boolean {
  let free = pathFreeMenus.get(menu);
  if (free === undefined) {
    free = !menu.some((column) => columnLinks(column).some((item) => usesCurrentPath(item.url)));
    if (Object.isFrozen(menu)) pathFreeMenus.set(menu, free);
  }
  return free;
}

/**
 * Site footer: the footer menu in columns, socials, quality marks, logo and
 * helpline. Its markup is a function of the footer menu and the year only, so
 * it is reused (shared/ui/reused-part.tsx) unless a link in it carries the
 * page's path.
 */
export function Footer({ menu }: { menu: FooterItem[] }) {
  const attrs = { className: 'an-footer', id: 'an-footer' };
  const variant = String(year());
  if (!pathFree(menu)) {
    return <footer {...attrs}>{footerInner(menu, variant)}</footer>;
  }
  return <ReusedPart tag="footer" attrs={attrs} source={menu} variant={variant} render={footerInner} />;
}

/** The footer's content from the menu and the copyright year (`variant`). */
function footerInner(menu: readonly FooterItem[], variant: string) {
  return (
    <div className="an-container">
      <nav className="an-footer__nav" aria-label={nl.nav.footer}>
        {menu.map((column) => (
          <div className="an-footer__column" key={column.title}>
            <h2 className="an-footer__heading">{column.title}</h2>
            <ul className="an-footer__list">
              {columnLinks(column).map((item) => (
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
        <p className="an-footer__copyright">{nl.pageChrome.copyright(Number(variant))}</p>
      </div>
    </div>
  );
}
