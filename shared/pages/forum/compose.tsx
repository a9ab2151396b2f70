/**
 * Starting a conversation: `/ervaringen-delen/forum/nieuw` (a topic chosen, or
 * preset with ?onderwerp=) and `/ervaringen-delen/groepen/{groep}/nieuw` (a
 * group's members only). Members only: visitors get the 403 page with log in
 * or register. Never cached (a member's page).
 */
import type { PersonalKind } from '../../forms/forum';
import type { GroupView } from '../../model/forum';
import { href, param } from '../../routes';
import { nl } from '../../texts/nl';
import { forbiddenLoaded, ForbiddenView } from '../account/messages';
import { hasErrors, type FormState } from '../account/parts';
import type { Loaded, ScreenContext, ScreenModule } from '../screen';
import { communityTrail, ForumFrame } from './parts';
import { PostForm } from './post-form';

const t = nl.forum.compose;

export type ComposeData =
  | { kind: 'forbidden'; returnTo: string; loggedIn: boolean }
  | { kind: 'compose'; group: GroupView | null; topics: [string, string][]; token: string; form: FormState; personal: PersonalKind[]; reviewed: boolean };

export async function composeLoaded(ctx: ScreenContext, input?: { form: FormState; personal?: PersonalKind[] }, status = 200): Promise<Loaded<ComposeData> | null> {
  const slug = param(ctx.params, 'group');
  const group = slug ? await ctx.forum.groupBySlug(slug) : null;
  if (slug && !group) return null;
  const returnTo = group ? href('group-new', { group: group.slug }) : href('forum-new');
  const moderator = ctx.viewer?.role === 'moderator';
  if (!ctx.viewer || (group && !group.isMember && !moderator)) {
    const f = forbiddenLoaded(returnTo, ctx.viewer !== null);
    return { ...f, data: { kind: 'forbidden', ...f.data } };
  }
  const [topics, token, writer] = await Promise.all([group ? [] : ctx.forum.topics(), ctx.formToken(), ctx.forum.writer()]);
  const preset = param(ctx.params, 'onderwerp');
  const form = input?.form ?? { values: preset ? { topic: preset } : {}, errors: {} };
  return {
    data: { kind: 'compose', group, topics: topics.map((topic) => [topic.slug, topic.name]), token, form, personal: input?.personal ?? [], reviewed: writer?.reviewed ?? false },
    seo: { title: group ? t.groupTitle(group.name) : t.title, robots: 'noindex, nofollow', canonical: null, titlePrefix: hasErrors(form) ? nl.account.errorPrefix : undefined },
    chrome: { breadcrumbs: communityTrail(group ? { title: group.name, url: href('group', { group: group.slug }) } : { title: nl.forum.overview.title, url: href('forum') }) },
    status,
  };
}

export function ComposeView({ data }: { data: ComposeData }) {
  if (data.kind === 'forbidden') return <ForbiddenView data={data} />;
  const action = data.group ? href('group-new', { group: data.group.slug }) : href('forum-new');
  return (
    <ForumFrame title={data.group ? t.groupTitle(data.group.name) : t.title} intro={data.group ? `${t.intro} ${t.groupIntro}` : t.intro}>
      {data.reviewed ? <p className="an-field__hint">{t.reviewed}</p> : null}
      <PostForm action={action} token={data.token} form={data.form} submit={t.submit} title topics={data.group ? undefined : data.topics} personal={data.personal} />
    </ForumFrame>
  );
}

export const composeScreen: ScreenModule<ComposeData> = { load: (ctx) => composeLoaded(ctx), View: ComposeView };
