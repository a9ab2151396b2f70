import type { MenuItem } from '../contract/navigation';
import { Island } from '../islands/Island';
import { reusableProps } from '../islands/reusable';
import { AccountNav, type AccountChrome } from './AccountNav';
import type { MobileMenuItem, MobileMenuProps } from '../islands/MobileMenu';
import { HELPLINE, nl } from '../texts/nl';
import { loadedOnce, NO_SECOND_INPUT } from '../loaded-once';
import { Logo } from './Logo';
import { navFit } from './nav-fit';
import { ReusedPart, usesCurrentPath } from './reused-part';
import { DEFAULT_HELPLINE_HOURS, type HelplineHours } from '../contract/helpline';
import { helplineAlwaysText } from '../helpline-hours';
import { HELPLINE_STATUS_ATTR, type HelplineStatusProps } from '../islands/HelplineStatus';
import { SiteLink } from './SiteLink';

const toMobile = (items: readonly MenuItem[]): MobileMenuItem[] =>
  items.map((i) => ({ title: i.title, url: i.url, external: i.external, children: toMobile(i.children) }));

/**
 * The mobile menu's props, a pure function of the menu: made once per held
 * (frozen) menu answer and marked reusable, so their JSON and the island's
 * markup are not made again for every page (shared/islands/reusable.ts).
 */
const mobileProps = new WeakMap<readonly MenuItem[], MobileMenuProps>();

function mobileMenuProps(menu: readonly MenuItem[]): MobileMenuProps {
  const make = (): MobileMenuProps => ({ items: toMobile(menu), labels: { toggle: nl.nav.menuToggle, close: nl.nav.menuClose, main: nl.nav.main } });
  if (!Object.isFrozen(menu)) return make();
  let props = mobileProps.get(menu);
  if (!props) mobileProps.set(menu, (props = reusableProps(make())));
  return props;
}

/** Whether no link of the desktop line carries the page's path, worked out once per held (frozen) menu. */
const pathFree = (menu: readonly MenuItem[]): boolean =>
  loadedOnce(menu, NO_SECOND_INPUT, 'header: path-free menu', () => !menu.some((item) => usesCurrentPath(item.url)));

/** The header's class: which breakpoints show every item (navFit), worked out once per held (frozen) menu. */
const headerClass = (menu: readonly MenuItem[]): string =>
  loadedOnce(menu, NO_SECOND_INPUT, 'header: class', () =>
    ['an-header', ...navFit(menu.map((item) => item.title)).complete.map((bp) => `an-header--all-${bp}`)].join(' '),
  );

/** Whether a main-menu item is the current page's section. */
const isCurrent = (item: MenuItem, currentPath: string): boolean => currentPath === item.url || currentPath.startsWith(item.url + '/');

/**
 * The Dementietelefoon as a call link, on every page at every width, with a
 * status line that is true at any hour ('Elke dag van 9:00 tot 23:00', from the
 * CMS's regular hours); the plain island helpline-status makes it 'Nu
 * bereikbaar' or 'Bereikbaar vanaf 9:00' in the browser, so the page stays the
 * same for everyone (whole-page cache).
 */
export function HelplineLink({ hours = DEFAULT_HELPLINE_HOURS }: { hours?: HelplineHours }) {
  const t = nl.helplineStatus;
  return (
    <a className="an-callline" href={HELPLINE.href}>
      <svg className="an-callline__icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z" />
      </svg>
      <span className="an-callline__label">{HELPLINE.label}</span>
      <span className="an-visually-hidden"> {nl.site.helplineFree}</span> <span className="an-callline__number">{HELPLINE.number}</span>
      <span className="an-callline__status" {...{ [HELPLINE_STATUS_ATTR]: '' }}>
        {helplineAlwaysText(hours, t.everyDay, t.until)}
      </span>
    </a>
  );
}

/** The open-now island's props, made once per held (frozen) hours answer. */
const statusProps = new WeakMap<HelplineHours, HelplineStatusProps>();

function helplineStatusProps(hours: HelplineHours): HelplineStatusProps {
  const t = nl.helplineStatus;
  const make = (): HelplineStatusProps => ({
    hours,
    texts: { open: t.open, opensFrom: t.opensFrom, tomorrow: t.tomorrow, weekdays: t.weekdays, always: helplineAlwaysText(hours, t.everyDay, t.until) },
  });
  if (!Object.isFrozen(hours)) return make();
  let props = statusProps.get(hours);
  if (!props) statusProps.set(hours, (props = reusableProps(make())));
  return props;
}

/** The utility row's content for an anonymous visitor: a function of the helpline's hours only. */
function anonymousUtility(hours: HelplineHours) {
  return (
    <div className="an-container an-utility__inner">
      <HelplineLink hours={hours} />
      <AccountNav account={null} />
    </div>
  );
}

/**
 * The desktop line's menu items, from the menu and which item is current
 * (`current`: one '1' or '0' per item): the only two inputs of this markup
 * when no link in the menu depends on the page's path.
 */
function navList(menu: readonly MenuItem[], current: string) {
  const fit = navFit(menu.map((item) => item.title));
  return (
    <ul className="an-nav__list">
      {menu.map((item, i) => (
        <li key={item.id} className={`an-nav__item an-nav__item--${fit.from[i] ?? 'never'}`}>
          <SiteLink href={item.url} className={current[i] === '1' ? 'an-nav__link is-current' : 'an-nav__link'}>
            {item.title}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * Site header: a utility row with the Dementietelefoon, then one line with the
 * logo, as many main-menu items as fit (nav-fit.ts) and the 'Menu' disclosure
 * (the mobile menu island) for the rest. Below 1024 px only the logo and 'Menu'.
 * The utility row of an anonymous visitor and the menu line are reused markup
 * (shared/ui/reused-part.tsx); a member's account menu is rendered every time.
 */
export function Header({ menu, currentPath, account, helpline = DEFAULT_HELPLINE_HOURS }: { menu: MenuItem[]; currentPath: string; account?: AccountChrome | null; helpline?: HelplineHours }) {
  const current = menu.map((item) => (isCurrent(item, currentPath) ? '1' : '0')).join('');
  const navAttrs = { className: 'an-nav', 'aria-label': nl.nav.main };
  return (
    <header className={headerClass(menu)}>
      {account ? (
        <div className="an-utility">
          <div className="an-container an-utility__inner">
            <HelplineLink hours={helpline} />
            <AccountNav account={account} />
          </div>
        </div>
      ) : (
        <ReusedPart tag="div" attrs={{ className: 'an-utility' }} source={helpline} variant="" render={anonymousUtility} />
      )}
      <Island name="helpline-status" wake="idle" props={helplineStatusProps(helpline)} />
      <div className="an-header__inner an-container">
        <Logo />
        {!pathFree(menu) ? (
          // A link that carries the page's path makes this markup the page's own.
          <nav {...navAttrs}>{navList(menu, current)}</nav>
        ) : (
          <ReusedPart tag="nav" attrs={navAttrs} source={menu} variant={current} render={navList} />
        )}
        <Island name="mobile-menu" wake="interaction" props={mobileMenuProps(menu)} className="an-island an-header__mobile" />
      </div>
    </header>
  );
}
