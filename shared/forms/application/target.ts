import type { ApplicationFormKind } from './fields';

/**
 * The vacancy an application goes to, as the forms need it: what the page
 * shows, which form it asks for, and (`routing`, worker only, never rendered)
 * the fields that route the submission, all from the CMS, never from the post.
 */
export interface ApplyTarget {
  id: number;
  /** The vacancy page's path; the form lives at path + /solliciteren. */
  path: string;
  /** The application's vacancy type: regional, landelijk or corporate. */
  kind: 'regional' | 'landelijk' | 'corporate';
  title: string;
  /** For the page and analytics: the theme, time, duration and place of the vacancy. */
  theme: string | null;
  hours: string | null;
  duration: string | null;
  place: string | null;
  regionName: string | null;
  /** An open national vacancy ('Open sollicitatie', 'Vrijblijvend contactverzoek'). */
  open: boolean;
  /** The open national vacancy 'Vrijblijvend contactverzoek': its own title and intro. */
  contactRequest: boolean;
  formKind: ApplicationFormKind;
  /** Past its 'apply before' date: the page says it is closed, the post is refused. */
  closed: boolean;
}

/** The routing fields of spec section 7, from the CMS vacancy. */
export interface ApplyRouting {
  region: string;
  regioRecipientEmail: string;
  organisationUnitKey: string;
}
