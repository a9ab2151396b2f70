import type { MenuItem } from '../contract/navigation';
import { Island } from '../islands/Island';
import { AccountNav, type AccountChrome } from './AccountNav';
import type { MobileMenuItem } from '../islands/MobileMenu';
import { HELPLINE, nl } from '../texts/nl';
import { Logo } from './Logo';
import { navFit } from './nav-fit';
import { SiteLink } from './SiteLink';

const toMobile = (items: MenuItem[]): MobileMenuItem[] =>
  items.map((i) => ({ title: i.title, url: i.url, external: i.external, children: toMobile(i.children) }));

/** The Dementietelefoon as a call link, on every page at every width. */
export function HelplineLink() {
  return (
    <a className="an-callline" href={HELPLINE.href} aria-label={nl.site.helplineCall}>
      <svg className="an-callline__icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z" />
      </svg>
      <span className="an-callline__label">{HELPLINE.label}</span> <span className="an-callline__number">{HELPLINE.number}</span>
      <span className="an-callline__hours"> ({HELPLINE.hours})</span>
    </a>
  );
}

/**
 * Site header: a utility row with the Dementietelefoon, then one line with the
 * logo, as many main-menu items as fit (nav-fit.ts) and the 'Menu' disclosure
 * (the mobile menu island) for the rest. Below 1024 px only the logo and 'Menu'.
 */
export function Header({ menu, currentPath, account }: { menu: MenuItem[]; currentPath: string; account?: AccountChrome | null }) {
  const fit = navFit(menu.map((item) => item.title));
  const complete = fit.complete.map((bp) => `an-header--all-${bp}`).join(' ');
  return (
    <header className={complete ? `an-header ${complete}` : 'an-header'}>
      <div className="an-utility">
        <div className="an-container an-utility__inner">
          <HelplineLink />
          <AccountNav account={account} />
        </div>
      </div>
      <div className="an-header__inner an-container">
        <Logo />
        <nav className="an-nav" aria-label={nl.nav.main}>
          <ul className="an-nav__list">
            {menu.map((item, i) => {
              const current = currentPath === item.url || currentPath.startsWith(item.url + '/');
              const from = fit.from[i];
              return (
                <li key={item.id} className={`an-nav__item an-nav__item--${from ?? 'never'}`}>
                  <SiteLink href={item.url} currentPath={currentPath} className={current ? 'an-nav__link is-current' : 'an-nav__link'}>
                    {item.title}
                  </SiteLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <Island name="mobile-menu" wake="interaction" props={{ items: toMobile(menu), labels: { toggle: nl.nav.menuToggle, close: nl.nav.menuClose, main: nl.nav.main } }} className="an-island an-header__mobile" />
      </div>
    </header>
  );
}
