import type { ReactNode } from 'react';
import { linkInfo } from '../links';

/** A link that follows the site's link rules (shared/links.ts). */
export function SiteLink({ href, currentPath = '/', children, className }: { href: string; currentPath?: string; children: ReactNode; className?: string }) {
  const link = linkInfo(href, currentPath);
  return (
    <a href={link.href} className={className} {...link.attrs}>
      {children}
    </a>
  );
}
