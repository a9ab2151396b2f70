import type { ReactNode } from 'react';
import { linkInfo } from '../links';
import { useCurrentPath } from './current-path';

/** A link that follows the site's link rules (shared/links.ts); `data` adds data attributes (analytics). */
export function SiteLink({
  href,
  currentPath,
  children,
  className,
  data,
}: {
  href: string;
  currentPath?: string;
  children: ReactNode;
  className?: string;
  data?: Record<`data-${string}`, string>;
}) {
  const pagePath = useCurrentPath();
  const link = linkInfo(href, currentPath ?? pagePath);
  return (
    <a href={link.href} className={className} {...link.attrs} {...data}>
      {children}
    </a>
  );
}
