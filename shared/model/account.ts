/**
 * The community's accounts as screens and forms see them: roles, the logged-in
 * visitor, the profile and the values of its choices. The Dutch labels of the
 * choices are texts (shared/texts/nl/account.ts); these are the stored values.
 */

/** Spec section 6: members, experts and moderators (beheerders). */
export const ROLES = ['member', 'expert', 'moderator'] as const;
export type Role = (typeof ROLES)[number];

export const ACCOUNT_STATUSES = ['unverified', 'active', 'blocked', 'deleted'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** The logged-in visitor, as the worker gives it to a screen (never an e-mail address or token). */
export interface Viewer {
  id: number;
  username: string;
  role: Role;
}

/** How a deleted member's earlier posts are signed (spec section 4: data anonymised). */
export const DELETED_NAME_KEY = 'deletedUser';

export const GENDERS = ['vrouw', 'man', 'anders', 'zeg-ik-liever-niet'] as const;
export const PROVINCES = [
  'drenthe',
  'flevoland',
  'friesland',
  'gelderland',
  'groningen',
  'limburg',
  'noord-brabant',
  'noord-holland',
  'overijssel',
  'utrecht',
  'zeeland',
  'zuid-holland',
] as const;
export const RELATIONSHIPS = ['ik-heb-dementie', 'partner', 'kind', 'familie', 'vriend', 'mantelzorger', 'zorgverlener', 'anders'] as const;
export const DEMENTIA_FORMS = [
  'alzheimer',
  'vasculair',
  'lewy-body',
  'frontotemporaal',
  'parkinson',
  'gemengd',
  'anders',
  'weet-ik-niet',
] as const;
export const PHASES = ['zorgen', 'diagnose', 'begin', 'midden', 'laat', 'na-overlijden'] as const;
/** What the member may be approached for; 'niets' is the explicit 'nothing' (one choice is required). */
export const AFFILIATE_OPTIONS = ['onderzoek', 'vragenlijsten', 'ervaringen-delen', 'vrijwilligerswerk', 'niets'] as const;
export const VISIBILITIES = ['public', 'private'] as const;

export type Gender = (typeof GENDERS)[number];
export type Province = (typeof PROVINCES)[number];
export type Relationship = (typeof RELATIONSHIPS)[number];
export type DementiaForm = (typeof DEMENTIA_FORMS)[number];
export type Phase = (typeof PHASES)[number];
export type AffiliateOption = (typeof AFFILIATE_OPTIONS)[number];
export type Visibility = (typeof VISIBILITIES)[number];

/** The three questions asked at registration may each be shown on the profile or not. */
export interface ProfileShare {
  relationship: boolean;
  dementiaForms: boolean;
  phase: boolean;
}

/** The optional answers of a profile (stored as JSON in accounts.profile). */
export interface Profile {
  gender: Gender | null;
  birthYear: number | null;
  biography: string;
  province: Province | null;
  relationship: Relationship | null;
  dementiaForms: DementiaForm[];
  phase: Phase | null;
  share: ProfileShare;
}

export const EMPTY_PROFILE: Profile = {
  gender: null,
  birthYear: null,
  biography: '',
  province: null,
  relationship: null,
  dementiaForms: [],
  phase: null,
  share: { relationship: false, dementiaForms: false, phase: false },
};

/** Everything a member's own settings page shows. */
export interface AccountSettings {
  visibility: Visibility;
  notifications: boolean;
  affiliate: AffiliateOption[];
}

/** A profile as anyone may see it: only what the member made public. */
export interface PublicProfile {
  username: string;
  photoUrl: string | null;
  /** False: the member keeps the profile private; only the name is shown. */
  open: boolean;
  gender: Gender | null;
  birthYear: number | null;
  biography: string;
  province: Province | null;
  relationship: Relationship | null;
  dementiaForms: DementiaForm[];
  phase: Phase | null;
  memberSince: string;
}

/**
 * Reduces a profile to what its owner made public: nothing beyond the name
 * and the membership date unless the profile is public, and the three
 * registration questions only where the member chose to share them.
 */
export function publicView(
  p: { username: string; createdAt: string; visibility: Visibility; profile: Profile; photoUrl: string | null },
): PublicProfile {
  const open = p.visibility === 'public';
  const shared = <T,>(flag: boolean, value: T, none: T): T => (open && flag ? value : none);
  return {
    username: p.username,
    memberSince: p.createdAt,
    open,
    photoUrl: open ? p.photoUrl : null,
    gender: open ? p.profile.gender : null,
    birthYear: open ? p.profile.birthYear : null,
    biography: open ? p.profile.biography : '',
    province: open ? p.profile.province : null,
    relationship: shared(p.profile.share.relationship, p.profile.relationship, null),
    dementiaForms: shared(p.profile.share.dementiaForms, p.profile.dementiaForms, []),
    phase: shared(p.profile.share.phase, p.profile.phase, null),
  };
}
