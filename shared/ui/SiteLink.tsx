import type { ReactNode } from 'react';
import { linkInfo } from '../links';
import { useCurrentPath } from './current-path';

/** A link that follows the site's link rules (shared/links.ts). */
export function SiteLink({ href, currentPath, children, className }: { href: string; currentPath?: string; children: ReactNode; className?: string }) {
  const pagePath = useCurrentPath();
  const link = linkInfo(href, currentPath ?? pagePath);
  return (
    <a href={link.href} className={className} {...link.attrs}>
      {children}
    </a>
  );
}
