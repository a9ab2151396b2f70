/**
 * What a member does with one post on a page of its own (so it works without
 * JavaScript): the author edits it (within 30 minutes) or deletes it after a
 * confirmation; another member reports it with a reason. Each shows the post
 * it is about. Members only (403 with log in or register for visitors).
 */
import { toConvention } from '../../format/rich-text';
import type { PersonalKind } from '../../forms/forum';
import type { ConversationDetail, PostView } from '../../model/forum';
import { href, param } from '../../routes';
import { nl } from '../../texts/nl';
import { RichTextBody } from '../../ui/RichTextBody';
import { forbiddenLoaded, ForbiddenView } from '../account/messages';
import { hasErrors, type FormState } from '../account/parts';
import type { Loaded, ScreenContext, ScreenModule } from '../screen';
import { Author, forumErrorText, ForumFrame } from './parts';
import { PostForm } from './post-form';
import { DeleteForm, ReportForm } from './confirm-forms';

const t = nl.forum;
export type PostAction = 'edit' | 'delete' | 'report';

export type PostScreenData =
  | { kind: 'forbidden'; returnTo: string; loggedIn: boolean }
  | { kind: 'expired'; conversation: ConversationDetail }
  | { kind: PostAction; post: PostView; conversation: ConversationDetail; token: string; form: FormState; personal: PersonalKind[] };

const ROUTE = { edit: 'post-edit', delete: 'post-delete', report: 'post-report' } as const;
const TITLE = { edit: t.edit.title, delete: t.remove.title, report: t.report.title } as const;

export async function postScreenLoaded(ctx: ScreenContext, action: PostAction, input?: { form: FormState; personal?: PersonalKind[] }, status = 200): Promise<Loaded<PostScreenData> | null> {
  const raw = param(ctx.params, 'post') ?? '';
  if (!/^\d{1,12}$/.test(raw)) return null;
  const returnTo = href(ROUTE[action], { post: raw });
  const seo = (title: string, errors = false) => ({ title, robots: 'noindex, nofollow', canonical: null, titlePrefix: errors ? nl.account.errorPrefix : undefined });
  if (!ctx.viewer) {
    const f = forbiddenLoaded(returnTo);
    return { ...f, data: { kind: 'forbidden', ...f.data } };
  }
  const found = await ctx.forum.post(Number(raw));
  if (!found) return null;
  const { post, conversation } = found;
  const allowed = action === 'edit' ? post.own : action === 'delete' ? post.canDelete : post.canReport;
  if (!allowed) {
    const f = forbiddenLoaded(returnTo, true);
    return { ...f, data: { kind: 'forbidden', ...f.data } };
  }
  if (action === 'edit' && !post.canEdit) return { data: { kind: 'expired', conversation }, seo: seo(TITLE.edit), status: 403 };
  const form = input?.form ?? { values: action === 'edit' && post.body ? { body: toConvention(post.body), bodyJson: JSON.stringify(post.body) } : {}, errors: {} };
  return {
    data: { kind: action, post, conversation, token: await ctx.formToken(), form, personal: input?.personal ?? [] },
    seo: seo(TITLE[action], hasErrors(form)),
    chrome: { breadcrumbs: [{ title: nl.site.homeLabel, url: href('home') }, { title: conversation.title, url: conversation.path }] },
    status,
  };
}

function Quoted({ post }: { post: PostView }) {
  return (
    <blockquote className="an-post an-post--quoted">
      <Author author={post.author} />
      {post.body ? <RichTextBody doc={post.body} /> : null}
    </blockquote>
  );
}

export function PostScreenView({ data }: { data: PostScreenData }) {
  if (data.kind === 'forbidden') return <ForbiddenView data={data} />;
  if (data.kind === 'expired') {
    return (
      <ForumFrame title={t.edit.title} intro={t.edit.expired}>
        <p>
          <a href={data.conversation.path}>{t.edit.cancel}</a>
        </p>
      </ForumFrame>
    );
  }
  const back = (
    <p>
      <a href={data.conversation.path}>{t.edit.cancel}</a>
    </p>
  );
  const action = href(ROUTE[data.kind], { post: String(data.post.id) });
  if (data.kind === 'edit') {
    return (
      <ForumFrame title={t.edit.title} intro={t.edit.intro}>
        <PostForm action={action} token={data.token} form={data.form} submit={t.edit.submit} personal={data.personal} />
        {back}
      </ForumFrame>
    );
  }
  if (data.kind === 'delete') {
    return (
      <ForumFrame title={t.remove.title} intro={t.remove.intro}>
        <Quoted post={data.post} />
        <DeleteForm token={data.token} action={action} submit={t.remove.submit} back={{ href: data.conversation.path, label: t.remove.cancel }} />
      </ForumFrame>
    );
  }
  return (
    <ForumFrame title={t.report.title} intro={t.report.intro}>
      <Quoted post={data.post} />
      <ReportForm form={data.form} token={data.token} action={action} errorText={forumErrorText} back={{ href: data.conversation.path, label: t.report.cancel }} />
    </ForumFrame>
  );
}

export const postScreen = (action: PostAction): ScreenModule<PostScreenData> => ({ load: (ctx) => postScreenLoaded(ctx, action), View: PostScreenView });
