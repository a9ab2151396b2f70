/**
 * What each role may do. Members write and read; experts answer expert
 * questions; moderators (beheerders) moderate. Later community modules ask
 * `can(viewer, capability)` instead of comparing role names themselves.
 */
import type { Role, Viewer } from '../../shared/model/account';

/** 'edit-full': the editor's full mode and uploading or deleting pictures (spec section 6: moderators and experts). */
export type Capability = 'member' | 'answer-expert-questions' | 'moderate' | 'edit-full';

const GRANTS: Record<Role, readonly Capability[]> = {
  member: ['member'],
  expert: ['member', 'answer-expert-questions', 'edit-full'],
  moderator: ['member', 'answer-expert-questions', 'moderate', 'edit-full'],
};

export function can(viewer: Viewer | null | undefined, capability: Capability): boolean {
  return viewer ? GRANTS[viewer.role].includes(capability) : false;
}
