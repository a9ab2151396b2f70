import type { ReactNode } from 'react';

/** A link that opens external targets in a new tab with opener and referrer protection. */
export function SiteLink({ href, external, children, className }: { href: string; external?: boolean; children: ReactNode; className?: string }) {
  const props = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a href={href} className={className} {...props}>
      {children}
    </a>
  );
}
