import type { MenuItem } from '../contract/navigation';
import { Island } from '../islands/Island';
import type { MobileMenuItem } from '../islands/MobileMenu';
import { nl } from '../texts/nl';
import { Logo } from './Logo';
import { SiteLink } from './SiteLink';

const toMobile = (items: MenuItem[]): MobileMenuItem[] =>
  items.map((i) => ({ title: i.title, url: i.url, external: i.external, children: toMobile(i.children) }));

/** Site header: logo, the desktop main menu (1024 px and up) and the mobile menu island. */
export function Header({ menu, currentPath }: { menu: MenuItem[]; currentPath: string }) {
  return (
    <header className="an-header">
      <div className="an-header__inner an-container">
        <Logo />
        <nav className="an-nav" aria-label={nl.nav.main}>
          <ul className="an-nav__list">
            {menu.map((item) => {
              const current = currentPath === item.url || currentPath.startsWith(item.url + '/');
              return (
                <li key={item.id} className="an-nav__item">
                  <SiteLink href={item.url} currentPath={currentPath} className={current ? 'an-nav__link is-current' : 'an-nav__link'}>
                    {item.title}
                  </SiteLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <Island name="menu" wake="interaction" props={{ items: toMobile(menu), labels: { toggle: nl.nav.menuToggle, close: nl.nav.menuClose, main: nl.nav.main } }} className="an-island an-header__mobile" />
      </div>
    </header>
  );
}
