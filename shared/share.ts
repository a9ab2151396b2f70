export type ShareTarget = 'whatsapp' | 'facebook' | 'x' | 'linkedin' | 'email';

export interface ShareLink {
  target: ShareTarget;
  label: string;
  href: string;
}

/** The share menu of one page, built on the server. */
export interface ShareMenu {
  links: ShareLink[];
  /** WhatsApp by its app scheme, for phones (the island swaps it in). */
  whatsappApp: string;
}

export interface ShareTexts {
  whatsapp: string;
  facebook: string;
  x: string;
  linkedin: string;
  email: string;
  emailSubject: string;
  emailBody: string;
}

const enc = encodeURIComponent;

/**
 * The share options of the page tools (spec section 7, "share links"):
 * WhatsApp on the web (the app scheme on a phone), Facebook, X, LinkedIn, and
 * e-mail with a subject.
 */
export function shareMenu(url: string, title: string, t: ShareTexts): ShareMenu {
  const message = enc(`${title} ${url}`);
  return {
    links: [
      { target: 'whatsapp', label: t.whatsapp, href: `https://api.whatsapp.com/send?text=${message}` },
      { target: 'facebook', label: t.facebook, href: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}` },
      { target: 'x', label: t.x, href: `https://x.com/intent/post?url=${enc(url)}&text=${enc(title)}` },
      { target: 'linkedin', label: t.linkedin, href: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}` },
      { target: 'email', label: t.email, href: `mailto:?subject=${enc(t.emailSubject)}&body=${enc(t.emailBody)}` },
    ],
    whatsappApp: `whatsapp://send?text=${message}`,
  };
}

/** Phones open WhatsApp by its app scheme. */
export function isMobileAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}
