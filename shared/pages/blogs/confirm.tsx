/**
 * What a member does with one entry or reaction on a page of its own (so it
 * works without JavaScript), as the forum does with a post: the author
 * deletes an entry after a confirmation; a reaction's author edits it (30
 * minutes) or deletes it; another member reports an entry or a reaction with
 * a reason. Members only (403 with log in or register for visitors).
 */
import type { PersonalKind } from '../../forms/forum';
import { toConvention } from '../../format/rich-text';
import type { EntryDetail, ReactionView } from '../../model/blog';
import { href, param } from '../../routes';
import { nl } from '../../texts/nl';
import { RichTextBody } from '../../ui/RichTextBody';
import { forbiddenLoaded, ForbiddenView } from '../account/messages';
import { hasErrors, type FormState } from '../account/parts';
import { Author } from '../forum/parts';
import { PostForm } from '../forum/post-form';
import { DeleteForm, ReportForm } from '../forum/confirm-forms';
import type { Loaded, ScreenContext, ScreenModule } from '../screen';
import { BlogsFrame } from './parts';
import { blogErrorText } from './write';

const t = nl.blogs.confirm;
const f = nl.forum;

export type ConfirmAction = 'delete-entry' | 'report-entry' | 'edit-reaction' | 'delete-reaction' | 'report-reaction';
export type ConfirmData =
  | { kind: 'forbidden'; returnTo: string; loggedIn: boolean }
  | { kind: 'expired'; entry: EntryDetail }
  | { kind: ConfirmAction; entry: EntryDetail; reaction: ReactionView | null; action: string; token: string; form: FormState; personal: PersonalKind[] };

const TITLES: Record<ConfirmAction, string> = {
  'delete-entry': t.deleteTitle,
  'report-entry': t.reportTitle,
  'edit-reaction': t.reactionEditTitle,
  'delete-reaction': t.reactionDeleteTitle,
  'report-reaction': t.reactionReportTitle,
};

function Quoted({ author, body }: { author: EntryDetail['author']; body: EntryDetail['body'] }) {
  return (
    <blockquote className="an-post an-post--quoted">
      <Author author={author} />
      {body ? <RichTextBody doc={body} /> : null}
    </blockquote>
  );
}

function ConfirmView({ data }: { data: ConfirmData }) {
  if (data.kind === 'forbidden') return <ForbiddenView data={data} />;
  const back = data.entry.path;
  if (data.kind === 'expired') {
    return (
      <BlogsFrame title={t.reactionEditTitle} intro={f.edit.expired}>
        <p>
          <a href={back}>{t.back}</a>
        </p>
      </BlogsFrame>
    );
  }
  const quoted = data.reaction ? <Quoted author={data.reaction.author} body={data.reaction.body} /> : <Quoted author={data.entry.author} body={data.entry.body} />;
  if (data.kind === 'edit-reaction') {
    return (
      <BlogsFrame title={TITLES[data.kind]} intro={f.edit.intro}>
        <PostForm action={data.action} token={data.token} form={data.form} submit={f.edit.submit} bodyLabel={nl.blogs.entry.reactLabel} personal={data.personal} errorText={blogErrorText} wake="idle" />
        <p>
          <a href={back}>{t.back}</a>
        </p>
      </BlogsFrame>
    );
  }
  if (data.kind === 'delete-entry' || data.kind === 'delete-reaction') {
    return (
      <BlogsFrame title={TITLES[data.kind]} intro={data.kind === 'delete-entry' ? t.deleteIntro(data.entry.title) : t.reactionDeleteIntro}>
        {quoted}
        <DeleteForm token={data.token} action={data.action} submit={data.kind === 'delete-entry' ? t.deleteSubmit : f.remove.submit} back={{ href: back, label: t.deleteCancel }} />
      </BlogsFrame>
    );
  }
  return (
    <BlogsFrame title={TITLES[data.kind]} intro={t.reportIntro}>
      {quoted}
      <ReportForm form={data.form} token={data.token} action={data.action} errorText={blogErrorText} back={{ href: back, label: t.back }} />
    </BlogsFrame>
  );
}

/** Which confirmation a route asks for. */
export function confirmActionOf(params: ScreenContext['params']): ConfirmAction | null {
  if (param(params, 'entry')) return 'delete-entry';
  const action = param(params, 'action');
  if (param(params, 'reaction')) return action === 'bewerken' ? 'edit-reaction' : action === 'verwijderen' ? 'delete-reaction' : action === 'melden' ? 'report-reaction' : null;
  return param(params, 'slug') ? 'report-entry' : null;
}

export async function confirmLoaded(ctx: ScreenContext, input?: { form: FormState; personal?: PersonalKind[] }, status = 200): Promise<Loaded<ConfirmData> | null> {
  const action = confirmActionOf(ctx.params);
  if (!action) return null;
  if (!ctx.viewer) {
    const forbidden = forbiddenLoaded(ctx.url.pathname);
    return { ...forbidden, data: { kind: 'forbidden', ...forbidden.data } };
  }
  let entry: EntryDetail | null = null;
  let reaction: ReactionView | null = null;
  if (action === 'delete-entry') entry = await ctx.blogs.ownEntry(Number(param(ctx.params, 'entry')));
  else if (action === 'report-entry') {
    const found = await ctx.blogs.entry(param(ctx.params, 'username') ?? '', param(ctx.params, 'slug') ?? '');
    entry = found.kind === 'ok' ? found.entry : null;
  } else {
    const found = await ctx.blogs.reaction(Number(param(ctx.params, 'reaction')));
    // A reaction asked for under another entry's address is not there.
    if (found && found.entry.slug === param(ctx.params, 'slug')) ({ entry, reaction } = found);
  }
  if (!entry) return null;
  const allowed =
    action === 'delete-entry' ? entry.own : action === 'report-entry' ? entry.canReport : action === 'edit-reaction' ? reaction!.own : action === 'delete-reaction' ? reaction!.canDelete : reaction!.canReport;
  if (!allowed) {
    const forbidden = forbiddenLoaded(entry.path, true);
    return { ...forbidden, data: { kind: 'forbidden', ...forbidden.data } };
  }
  const seo = { title: TITLES[action], robots: 'noindex, nofollow', canonical: null };
  if (action === 'edit-reaction' && !reaction!.canEdit) return { data: { kind: 'expired', entry }, seo, status: 403 };
  const form = input?.form ?? { values: action === 'edit-reaction' && reaction?.body ? { body: toConvention(reaction.body), bodyJson: JSON.stringify(reaction.body) } : {}, errors: {} };
  return {
    data: { kind: action, entry, reaction, action: ctx.url.pathname, token: await ctx.formToken(), form, personal: input?.personal ?? [] },
    seo: { ...seo, titlePrefix: hasErrors(form) ? nl.account.errorPrefix : undefined },
    chrome: { breadcrumbs: [{ title: nl.site.homeLabel, url: href('home') }, { title: entry.title, url: entry.path }] },
    status,
  };
}

export const confirmScreen: ScreenModule<ConfirmData> = { load: (ctx) => confirmLoaded(ctx), View: ConfirmView };
