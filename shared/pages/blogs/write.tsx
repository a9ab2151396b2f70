/**
 * Writing a blog entry or a poem (`/mijn-blog/schrijven`) and changing one
 * (`/mijn-blog/{id}/bewerken`): title, kind, who may read it (spec section
 * 4: public or members only), an optional header image from the editors'
 * storage (the picker in its read mode: choose and reset; moderators and
 * experts also upload and delete), and the text in the editor (blog mode;
 * full mode for moderators and experts). 'Bewaar als concept' keeps a draft
 * only its author sees; 'Publiceer' publishes it (a new member's first texts
 * wait for a moderator). Members only; never cached.
 */
import { pictureUrl } from '../../format/blob-images';
import { INLINE_STYLES, toConvention, type RichText } from '../../format/rich-text';
import { ALT_FIELD, ENTRY_ACTION, ENTRY_BODY_MAX, IMAGE_FIELD } from '../../forms/blog';
import { CONFIRM_SHARE, type PersonalKind } from '../../forms/forum';
import { Island } from '../../islands/Island';
import { ENTRY_KINDS, VISIBILITIES, type EntryDetail } from '../../model/blog';
import { NAME_SLOT } from '../../model/pictures';
import { href, param } from '../../routes';
import { nl } from '../../texts/nl';
import { Checkbox, ChoiceGroup, TextField } from '../account/fields';
import { forbiddenLoaded, ForbiddenView } from '../account/messages';
import { FormErrorSummary, hasErrors, TokenField, type FormState } from '../account/parts';
import { forumErrorText } from '../forum/parts';
import { EditorField } from '../rich-editor-field';
import type { Loaded, ScreenContext, ScreenModule } from '../screen';
import { BlogsFrame } from './parts';

const t = nl.blogs.write;

/** The error texts of a blog form: the blogs' own, then the forum's (the body's, profanity). */
export function blogErrorText(key: string): string {
  return (nl.blogs.errors as Record<string, string>)[key] ?? forumErrorText(key);
}

export type WriteData =
  | { kind: 'forbidden'; returnTo: string; loggedIn: boolean }
  | { kind: 'write'; entry: EntryDetail | null; mode: 'blog' | 'full'; canEditPictures: boolean; token: string; form: FormState; personal: PersonalKind[]; hint: string | undefined };

const ORDER = ['title', 'kind', 'visibility', IMAGE_FIELD, ALT_FIELD, 'body', CONFIRM_SHARE, 'form'];

function WriteView({ data }: { data: WriteData }) {
  if (data.kind === 'forbidden') return <ForbiddenView data={data} />;
  const { entry, form } = data;
  const published = entry !== null && entry.state !== 'draft';
  const action = entry ? href('blog-edit', { entry: String(entry.id) }) : href('blog-write');
  return (
    <BlogsFrame title={entry ? t.editTitle : t.newTitle} intro={t.intro}>
      <FormErrorSummary form={form} order={ORDER} text={blogErrorText} />
      <form id="account-form" className="an-account__form an-blog-form" method="post" action={action} noValidate>
        <TokenField token={data.token} />
        <TextField name="title" label={t.titleLabel} hint={t.titleHint} form={form} text={blogErrorText} autoComplete="off" />
        <ChoiceGroup name="kind" label={t.kindLegend} hint={t.kindHint} form={form} text={blogErrorText} options={ENTRY_KINDS.map((k) => [k, t.kinds[k]])} />
        <ChoiceGroup name="visibility" label={t.visibilityLegend} form={form} text={blogErrorText} options={VISIBILITIES.map((v) => [v, t.visibility[v]])} />
        <Island
          name="picture-field"
          wake="idle"
          props={{
            name: IMAGE_FIELD,
            altName: ALT_FIELD,
            label: t.imageLabel,
            hint: t.imageHint,
            altLabel: t.imageAltLabel,
            altHint: t.imageAltHint,
            value: typeof form.values[IMAGE_FIELD] === 'string' ? (form.values[IMAGE_FIELD] as string) : '',
            alt: typeof form.values[ALT_FIELD] === 'string' ? (form.values[ALT_FIELD] as string) : '',
            error: form.errors[IMAGE_FIELD] ? blogErrorText(form.errors[IMAGE_FIELD]!) : null,
            altError: form.errors[ALT_FIELD] ? blogErrorText(form.errors[ALT_FIELD]!) : null,
            picker: { list: href('pictures-json'), remove: href('picture-delete', { name: NAME_SLOT }), canEdit: data.canEditPictures, texts: nl.picker },
          }}
        />
        <EditorField form={form} label={t.bodyLabel} hint={data.hint} mode={data.mode} canEditPictures={data.canEditPictures} text={blogErrorText} maxLength={ENTRY_BODY_MAX} wake="idle" rows={14} />
        {data.personal.length > 0 ? (
          <div className="an-forum__share" role="group" aria-labelledby="account-form-delen">
            <h2 id="account-form-delen">{nl.forum.share.title}</h2>
            <p>{nl.forum.share.text(data.personal.map((k) => nl.forum.share.kinds[k]).join(nl.forum.share.and))}</p>
            <Checkbox name={CONFIRM_SHARE} label={nl.forum.share.confirm} hint={nl.forum.share.change} form={form} text={blogErrorText} />
          </div>
        ) : null}
        <div className="an-account__actions">
          <button type="submit" className="an-button" name={ENTRY_ACTION} value="publiceren">
            {published ? t.save : t.publish}
          </button>
          {published ? null : (
            <button type="submit" className="an-button an-button--secondary" name={ENTRY_ACTION} value="concept">
              {t.saveDraft}
            </button>
          )}
          <a href={entry && entry.state !== 'draft' ? entry.path : href('my-blog')}>{t.cancel}</a>
        </div>
      </form>
    </BlogsFrame>
  );
}

/** Italic, underline or colour: what the textarea's convention cannot keep. */
const hasRichOnly = (doc: RichText | null) => !!doc?.blocks.some((b) => b.inlineStyleRanges.some((r) => r.style !== INLINE_STYLES[0]));

/** The form's values for an entry being changed. */
function valuesOf(entry: EntryDetail): FormState['values'] {
  return {
    title: entry.title,
    kind: entry.kind,
    visibility: entry.visibility,
    [IMAGE_FIELD]: entry.headerImage ? pictureUrl(entry.headerImage) : '',
    [ALT_FIELD]: entry.headerAlt,
    body: entry.body ? toConvention(entry.body) : '',
    bodyJson: entry.body ? JSON.stringify(entry.body) : '',
  };
}

export async function writeLoaded(ctx: ScreenContext, input?: { form: FormState; personal?: PersonalKind[] }, status = 200): Promise<Loaded<WriteData> | null> {
  const raw = param(ctx.params, 'entry');
  const returnTo = raw ? href('blog-edit', { entry: raw }) : href('blog-write');
  if (!ctx.viewer) {
    const f = forbiddenLoaded(returnTo);
    return { ...f, data: { kind: 'forbidden', ...f.data } };
  }
  const entry = raw ? await ctx.blogs.ownEntry(Number(raw)) : null;
  if (raw && !entry) return null;
  const form = input?.form ?? { values: entry ? valuesOf(entry) : { kind: 'blog', visibility: 'public' }, errors: {} };
  const mode = ctx.blogs.editorMode() ?? 'blog';
  return {
    data: { kind: 'write', entry, mode, canEditPictures: ctx.pictures.canEdit(), token: await ctx.formToken(), form, personal: input?.personal ?? [], hint: hasRichOnly(entry?.body ?? null) ? t.lostOnSave : undefined },
    seo: { title: entry ? t.editTitle : t.newTitle, titlePrefix: hasErrors(form) ? nl.account.errorPrefix : undefined, robots: 'noindex, nofollow', canonical: null },
    chrome: { breadcrumbs: [{ title: nl.site.homeLabel, url: href('home') }, { title: nl.blogs.mine.title, url: href('my-blog') }] },
    status,
  };
}

export const writeScreen: ScreenModule<WriteData> = { load: (ctx) => writeLoaded(ctx), View: WriteView };
