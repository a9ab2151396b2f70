/**
 * /leden/{username}: a member's profile as anyone sees it: only what the
 * member made public (shared/model/account.ts: publicView). No such member:
 * 404. Not indexed: a profile is for the community, not for search engines.
 */
import type { PublicProfile } from '../../model/account';
import type { ContactAbility } from '../../model/inbox';
import { AbilityNote } from '../inbox/actions';
import { formatDate } from '../../format/date';
import { href, param } from '../../routes';
import { nl } from '../../texts/nl';
import type { ScreenModule } from '../screen';
import { AccountFrame } from './parts';
import { accountSeo } from './seo';

const t = nl.account;

export interface MemberData {
  profile: PublicProfile;
  own: boolean;
  /** What a logged-in viewer may do toward this member (issue 39: contact requests); null for visitors and private profiles. */
  contact?: { ability: ContactAbility; contactId: number | null } | null;
}

function ContactOffer({ username, contact }: { username: string; contact: NonNullable<MemberData['contact']> }) {
  if (contact.ability === 'can-request') {
    return (
      <p>
        <a className="an-button" href={href('contact-request', { username })}>
          {nl.inbox.request.profileButton}
        </a>
      </p>
    );
  }
  return <AbilityNote ability={contact.ability} contactId={contact.contactId} />;
}

export function MemberView({ data }: { data: MemberData }) {
  const p = data.profile;
  const c = t.choices;
  const facts: [string, string][] = [];
  if (p.gender) facts.push([t.profile.gender, c.gender[p.gender]]);
  if (p.birthYear) facts.push([t.profile.birthYear, String(p.birthYear)]);
  if (p.province) facts.push([t.profile.province, c.province[p.province]]);
  if (p.relationship) facts.push([t.profile.relationship, c.relationship[p.relationship]]);
  if (p.dementiaForms.length) facts.push([t.profile.dementiaForms, p.dementiaForms.map((f) => c.dementiaForms[f]).join(', ')]);
  if (p.phase) facts.push([t.profile.phase, c.phase[p.phase]]);
  return (
    <AccountFrame title={t.publicProfile.title(p.username)}>
      {data.own ? (
        <p className="an-notification">
          {t.publicProfile.yours} <a href={href('my-profile')}>{t.publicProfile.edit}</a>
        </p>
      ) : null}
      {p.photoUrl ? <img className="an-account__photo" src={p.photoUrl} alt={t.profile.photoAlt(p.username)} width={160} height={160} /> : null}
      <p>{t.publicProfile.memberSince(formatDate(p.memberSince))}</p>
      {!p.open ? <p>{t.publicProfile.closed}</p> : null}
      {p.biography ? <p className="an-profile__bio">{p.biography}</p> : null}
      {data.contact && data.contact.ability !== 'own' ? <ContactOffer username={p.username} contact={data.contact} /> : null}
      {facts.length ? (
        <dl className="an-profile__facts">
          {facts.map(([label, value]) => (
            <div key={label} className="an-profile__fact">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </AccountFrame>
  );
}

export const memberScreen: ScreenModule<MemberData> = {
  async load(ctx) {
    const username = param(ctx.params, 'username') ?? '';
    const profile = await ctx.community.publicProfile(username);
    if (!profile) return null;
    const own = ctx.viewer?.username.toLowerCase() === profile.username.toLowerCase();
    const found = ctx.viewer && !own ? await ctx.inbox.ability(profile.username) : null;
    const contact = found ? { ability: found.ability, contactId: found.contactId } : null;
    // Not page-cached: a member who makes the profile private is private at once.
    return { data: { profile, own, contact }, seo: accountSeo(t.publicProfile.title(profile.username)), headers: { 'cache-control': 'private, no-store' } };
  },
  View: MemberView,
};
