/**
 * What each role may do. Members write and read; experts answer expert
 * questions; moderators (beheerders) moderate. Later community modules ask
 * `can(viewer, capability)` instead of comparing role names themselves.
 */
import type { Role, Viewer } from '../../shared/model/account';

export type Capability = 'member' | 'answer-expert-questions' | 'moderate';

const GRANTS: Record<Role, readonly Capability[]> = {
  member: ['member'],
  expert: ['member', 'answer-expert-questions'],
  moderator: ['member', 'answer-expert-questions', 'moderate'],
};

export function can(viewer: Viewer | null | undefined, capability: Capability): boolean {
  return viewer ? GRANTS[viewer.role].includes(capability) : false;
}
