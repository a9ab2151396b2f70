/**
 * The community reads of the screen context (shared/pages/screen.ts:
 * CommunityReader) on SITE_DB, for one request and its viewer.
 */
import { publicView, type Viewer } from '../../shared/model/account';
import type { CommunityReader, OwnAccount } from '../../shared/pages/screen';
import { href } from '../../shared/routes';
import { byId, byUsername, profileOf, settingsOf, type AccountRow } from './accounts';
import { peekLink } from './links';
import { certificateByCode } from '../training/certificates';

/** The photo's address: its random name in the URL, so a new photo is a new address. */
export function photoUrlOf(row: Pick<AccountRow, 'username' | 'photo_key'>): string | null {
  const name = row.photo_key?.split('/').pop();
  return row.username && name ? href('member-photo', { username: row.username, photo: name }) : null;
}

export function communityReader(db: D1Database, viewer: Viewer | null, now: () => Date = () => new Date()): CommunityReader {
  return {
    async ownAccount(): Promise<OwnAccount | null> {
      if (!viewer) return null;
      const row = await byId(db, viewer.id);
      if (!row || !row.email || !row.username) return null;
      return {
        username: row.username,
        email: row.email,
        profile: profileOf(row),
        settings: settingsOf(row),
        photoUrl: photoUrlOf(row),
        createdAt: row.created_at,
      };
    },
    async publicProfile(username: string) {
      if (!/^[\p{L}\p{N}]{1,40}$/u.test(username)) return null;
      const row = await byUsername(db, username);
      if (!row || row.status !== 'active' || !row.username) return null;
      return publicView({ username: row.username, createdAt: row.created_at, visibility: row.visibility, profile: profileOf(row), photoUrl: photoUrlOf(row) });
    },
    async linkUsable(purpose, code) {
      return (await peekLink(db, code, purpose, now())).ok;
    },
    certificate: (code) => certificateByCode(db, code),
  };
}
