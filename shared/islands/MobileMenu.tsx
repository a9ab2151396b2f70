import { useCallback, useEffect, useRef, useState } from 'react';

export interface MobileMenuItem {
  title: string;
  url: string;
  external: boolean;
  children: MobileMenuItem[];
}
export interface MobileMenuProps {
  items: MobileMenuItem[];
  /** Texts from the server (nl.nav), so the island's code does not carry every text of the site. */
  labels: { toggle: string; close: string; main: string };
}

/** The page regions that become inert while the mobile menu covers them. */
const BEHIND = ['#hoofdinhoud', '#an-footer', '.an-breadcrumbs', '.an-prefooter', '.an-slidein', '.an-debug-panel'];

function MenuList({ items, level }: { items: MobileMenuItem[]; level: number }) {
  return (
    <ul className={`an-mmenu__list an-mmenu__list--${level}`}>
      {items.map((item) => (
        <li key={item.url + item.title}>
          <a href={item.url} {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {item.title}
          </a>
          {item.children.length > 0 && level < 2 ? <MenuList items={item.children} level={level + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The mobile main menu. Server-rendered as a native disclosure (<details>), so
 * it opens without JavaScript; hydrated on first interaction, it makes the page
 * behind inert, closes on Escape and returns focus to the toggle.
 */
export default function MobileMenu({ items, labels }: MobileMenuProps) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  // The visitor may have opened the native disclosure before hydration.
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (detailsRef.current?.open) setOpen(true);
  }, []);

  useEffect(() => {
    for (const selector of BEHIND) {
      document.querySelectorAll<HTMLElement>(selector).forEach((el) => {
        el.inert = open;
      });
    }
  }, [open]);

  const close = useCallback(() => {
    if (detailsRef.current) detailsRef.current.open = false;
    setOpen(false);
    summaryRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  return (
    <details className="an-mmenu" ref={detailsRef} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="an-mmenu__toggle" ref={summaryRef}>
        <span className="an-mmenu__icon" aria-hidden="true" />
        <span className="an-mmenu__label">{open ? labels.close : labels.toggle}</span>
      </summary>
      <nav className="an-mmenu__panel" aria-label={labels.main}>
        <MenuList items={items} level={0} />
      </nav>
    </details>
  );
}
