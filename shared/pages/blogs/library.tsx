/**
 * The editors' image storage as a page (`/beheer/afbeeldingen`), for
 * everyone who writes without JavaScript: the pictures newest first, 15 at
 * first and 10 more per 'Meer laden' (spec section 9; a link that keeps the
 * count in `?aantal=`), each with its address to paste in a form. Moderators
 * and experts also upload (a multipart form; the worker makes the resized
 * copies) and delete (`/beheer/afbeeldingen/{naam}/verwijderen`: 'Weet je
 * zeker dat je '{name}' wilt verwijderen?'). Members only; private.
 */
import { formatDate } from '../../format/date';
import { FIRST_PICTURES, MORE_PICTURES, type PictureList, type PictureView } from '../../model/pictures';
import { href, param } from '../../routes';
import { nl } from '../../texts/nl';
import { fill } from '../../texts/fill';
import { forbiddenLoaded, ForbiddenView } from '../account/messages';
import { Notice, TokenField } from '../account/parts';
import type { ScreenModule } from '../screen';
import { BlogsFrame } from './parts';

const t = nl.picker;
const COUNT_PARAM = 'aantal';

export type LibraryData =
  | { kind: 'forbidden'; returnTo: string; loggedIn: boolean }
  | { kind: 'library'; list: PictureList; shown: number; canEdit: boolean; token: string; notice: string | null; error: string | null }
  | { kind: 'delete'; picture: PictureView; token: string };

function Picture({ picture, canEdit, index }: { picture: PictureView; canEdit: boolean; index: number }) {
  return (
    <li className="an-library__item" id={`afbeelding-${index}`}>
      <img src={picture.thumb} alt={picture.alt} width={190} height={118} loading="lazy" decoding="async" />
      <p className="an-library__name">{picture.name}</p>
      <p className="an-field__hint">
        {fill(t.library.uploaded, { date: formatDate(picture.createdOn) })} · {fill(t.library.size, { width: picture.width, height: picture.height })}
      </p>
      <p className="an-library__url">
        <code>{picture.url}</code>
      </p>
      {canEdit ? (
        <p>
          <a href={href('picture-delete', { name: picture.name })}>{fill(t.remove.button, { name: picture.name })}</a>
        </p>
      ) : null}
    </li>
  );
}

function Upload({ token }: { token: string }) {
  const u = t.upload;
  return (
    <form className="an-account__form an-library__upload" method="post" action={href('pictures-json')} encType="multipart/form-data" noValidate>
      <h2>{u.title}</h2>
      <TokenField token={token} />
      <input type="hidden" name="terug" value={href('pictures')} />
      <div className="an-field">
        <label className="an-field__label" htmlFor="bestand">
          {u.fileLabel}
        </label>
        <p className="an-field__hint" id="bestand-hint">
          {u.fileHint}
        </p>
        <input className="an-file" id="bestand" name="bestand" type="file" accept="image/jpeg,image/png,image/webp" aria-describedby="bestand-hint" />
      </div>
      <div className="an-field">
        <label className="an-field__label" htmlFor="tekst">
          {u.altLabel}
        </label>
        <input className="an-input" id="tekst" name="tekst" type="text" autoComplete="off" />
      </div>
      <div className="an-account__actions">
        <button type="submit" className="an-button">
          {u.submit}
        </button>
      </div>
    </form>
  );
}

function LibraryView({ data }: { data: LibraryData }) {
  if (data.kind === 'forbidden') return <ForbiddenView data={data} />;
  if (data.kind === 'delete') {
    return (
      <BlogsFrame title={fill(t.remove.confirm, { name: data.picture.name })}>
        <img src={data.picture.thumb} alt={data.picture.alt} width={380} height={235} />
        <form method="post" action={href('picture-delete', { name: data.picture.name })} className="an-account__actions">
          <TokenField token={data.token} />
          <button type="submit" className="an-button an-button--warning">
            {t.remove.yes}
          </button>
          <a className="an-button an-button--secondary" href={href('pictures')}>
            {t.remove.no}
          </a>
        </form>
      </BlogsFrame>
    );
  }
  const { list } = data;
  return (
    <BlogsFrame title={t.library.title} intro={t.library.intro}>
      <Notice text={data.notice} />
      {data.error ? (
        <div className="an-error-summary" role="alert" tabIndex={-1}>
          <p>{data.error}</p>
        </div>
      ) : null}
      {data.canEdit ? <Upload token={data.token} /> : <p>{t.readOnly}</p>}
      <p className="an-list__count">{list.total === 0 ? t.states.empty : fill(t.count, { shown: list.items.length, total: list.total })}</p>
      <ul className="an-library">
        {list.items.map((p, i) => (
          <Picture key={p.name} picture={p} canEdit={data.canEdit} index={i} />
        ))}
      </ul>
      {list.items.length < list.total ? (
        <p>
          <a className="an-button an-button--secondary" href={`${href('pictures', { [COUNT_PARAM]: data.shown + MORE_PICTURES })}#afbeelding-${data.shown}`}>
            {t.loadMore}
          </a>
        </p>
      ) : null}
    </BlogsFrame>
  );
}

const uploadError = (key: string | undefined): string | null => (key && Object.prototype.hasOwnProperty.call(t.upload.errors, key) ? t.upload.errors[key as keyof typeof t.upload.errors] : null);

export const libraryScreen: ScreenModule<LibraryData> = {
  async load(ctx) {
    const seo = { title: t.library.title, robots: 'noindex, nofollow', canonical: null };
    if (!ctx.viewer) {
      const f = forbiddenLoaded(ctx.url.pathname);
      return { ...f, data: { kind: 'forbidden', ...f.data } };
    }
    const canEdit = ctx.pictures.canEdit();
    const name = param(ctx.params, 'name');
    const token = await ctx.formToken();
    if (name) {
      if (!canEdit) {
        const f = forbiddenLoaded(ctx.url.pathname, true);
        return { ...f, data: { kind: 'forbidden', ...f.data } };
      }
      const picture = await ctx.pictures.get(name);
      return picture ? { data: { kind: 'delete', picture, token }, seo } : null;
    }
    const asked = Number(param(ctx.params, COUNT_PARAM) ?? FIRST_PICTURES);
    const shown = Number.isInteger(asked) && asked > FIRST_PICTURES ? FIRST_PICTURES + Math.ceil((asked - FIRST_PICTURES) / MORE_PICTURES) * MORE_PICTURES : FIRST_PICTURES;
    const list = await ctx.pictures.list(0, Math.min(shown, 2000));
    const notice = param(ctx.params, 'melding');
    return {
      data: {
        kind: 'library',
        list,
        shown,
        canEdit,
        token,
        notice: notice === 'geupload' ? fill(t.upload.done, { name: param(ctx.params, 'naam') ?? '' }) : notice === 'verwijderd' ? fill(t.remove.done, { name: param(ctx.params, 'naam') ?? '' }) : null,
        error: notice === 'mislukt' ? (uploadError(param(ctx.params, 'fout')) ?? t.remove.failed) : null,
      },
      seo,
      chrome: { breadcrumbs: [{ title: nl.site.homeLabel, url: href('home') }, { title: t.library.title, url: href('pictures') }] },
    };
  },
  View: LibraryView,
};
