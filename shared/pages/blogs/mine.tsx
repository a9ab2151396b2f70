/**
 * `/mijn-blog`: a member's own drafts and entries waiting for a moderator,
 * the way to their blog and to write, and their blog's title and
 * introduction (a form: works without JavaScript). Members only; private.
 */
import { formatDate } from '../../format/date';
import { BLOG_INTRO_MAX } from '../../forms/blog';
import type { BlogView, EntrySummary } from '../../model/blog';
import { href, param } from '../../routes';
import { nl } from '../../texts/nl';
import { TextArea, TextField } from '../account/fields';
import { forbiddenLoaded, ForbiddenView } from '../account/messages';
import { FormErrorSummary, hasErrors, Notice, TokenField, type FormState } from '../account/parts';
import type { Loaded, ScreenContext, ScreenModule } from '../screen';
import { blogNotice, BlogsFrame, KindTag, NOTICE_PARAM } from './parts';
import { blogErrorText } from './write';

const t = nl.blogs.mine;

export type MineData =
  | { kind: 'forbidden'; returnTo: string; loggedIn: boolean }
  | { kind: 'mine'; blog: BlogView; unpublished: (EntrySummary & { editHref: string })[]; token: string; form: FormState; notice: string | null };

function MineView({ data }: { data: MineData }) {
  if (data.kind === 'forbidden') return <ForbiddenView data={data} />;
  return (
    <BlogsFrame title={t.title} intro={t.intro}>
      <Notice text={data.notice} />
      <p className="an-account__actions">
        <a className="an-button" href={href('blog-write')}>
          {t.write}
        </a>
        <a className="an-button an-button--secondary" href={data.blog.path}>
          {t.view}
        </a>
      </p>
      <h2>{t.unpublished}</h2>
      {data.unpublished.length === 0 ? (
        <p>{t.noneUnpublished}</p>
      ) : (
        <ul className="an-drafts">
          {data.unpublished.map((e) => (
            <li key={e.id}>
              <KindTag kind={e.kind} /> <a href={e.editHref}>{e.title}</a> ({formatDate(e.publishedAt)})
            </li>
          ))}
        </ul>
      )}
      <h2 id="instellingen">{t.settingsTitle}</h2>
      <FormErrorSummary form={data.form} order={['blogTitle', 'blogIntro']} text={blogErrorText} />
      <form id="account-form" className="an-account__form" method="post" action={href('blog-settings')} noValidate>
        <TokenField token={data.token} />
        <TextField name="blogTitle" label={t.blogTitleLabel} form={data.form} text={blogErrorText} autoComplete="off" />
        <TextArea name="blogIntro" label={t.blogIntroLabel} hint={t.blogIntroHint} form={data.form} text={blogErrorText} maxLength={BLOG_INTRO_MAX} />
        <div className="an-account__actions">
          <button type="submit" className="an-button">
            {t.saveSettings}
          </button>
        </div>
      </form>
    </BlogsFrame>
  );
}

export async function mineLoaded(ctx: ScreenContext, form?: FormState, status = 200): Promise<Loaded<MineData> | null> {
  if (!ctx.viewer) {
    const f = forbiddenLoaded(href('my-blog'));
    return { ...f, data: { kind: 'forbidden', ...f.data } };
  }
  const [blog, unpublished, token] = await Promise.all([ctx.blogs.blog(ctx.viewer.username), ctx.blogs.ownUnpublished(), ctx.formToken()]);
  if (!blog) return null;
  const values = form ?? { values: { blogTitle: blog.title, blogIntro: blog.intro }, errors: {} };
  return {
    data: { kind: 'mine', blog, unpublished: unpublished.map((e) => ({ ...e, editHref: href('blog-edit', { entry: String(e.id) }) })), token, form: values, notice: blogNotice(param(ctx.params, NOTICE_PARAM)) },
    seo: { title: t.title, titlePrefix: hasErrors(values) ? nl.account.errorPrefix : undefined, robots: 'noindex, nofollow', canonical: null },
    chrome: { breadcrumbs: [{ title: nl.site.homeLabel, url: href('home') }, { title: nl.blogs.overview.title, url: href('blogs') }, { title: t.title, url: href('my-blog') }] },
    status,
  };
}

export const mineScreen: ScreenModule<MineData> = { load: (ctx) => mineLoaded(ctx), View: MineView };
