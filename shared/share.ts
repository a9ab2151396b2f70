import { nl } from './texts/nl';

export type ShareTarget = 'whatsapp' | 'facebook' | 'x' | 'linkedin' | 'email';

export interface ShareLink {
  target: ShareTarget;
  label: string;
  href: string;
}

const enc = encodeURIComponent;

/**
 * The share options of the page tools (spec section 7, "share links"):
 * WhatsApp by app scheme on a phone and on the web otherwise, Facebook, X,
 * LinkedIn, and e-mail with a subject.
 */
export function shareLinks(url: string, title: string, mobile: boolean): ShareLink[] {
  const t = nl.pageTools;
  const message = `${title} ${url}`;
  return [
    {
      target: 'whatsapp',
      label: t.whatsapp,
      href: mobile ? `whatsapp://send?text=${enc(message)}` : `https://api.whatsapp.com/send?text=${enc(message)}`,
    },
    { target: 'facebook', label: t.facebook, href: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}` },
    { target: 'x', label: t.x, href: `https://x.com/intent/post?url=${enc(url)}&text=${enc(title)}` },
    { target: 'linkedin', label: t.linkedin, href: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}` },
    { target: 'email', label: t.email, href: `mailto:?subject=${enc(t.emailSubject(title))}&body=${enc(t.emailBody(title, url))}` },
  ];
}

/** Phones open WhatsApp by its app scheme. */
export function isMobileAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}
