import { href } from '../routes';
import { nl } from '../texts/nl';
import { SearchForm } from '../ui/SearchForm/SearchForm';
import { loaded, type Loaded, type ScreenModule } from './screen';

/** Spec section 2: five suggestions, one to the news and one to the memory test; two are CMS pages. */
function suggestions() {
  const t = nl.notFound.suggestions;
  return [
    { title: t.news, url: href('news') },
    { title: t.memoryTest, url: href('memory-test') },
    { title: t.dementia, url: '/dementie' },
    { title: t.regions, url: href('regions') },
    { title: t.helpline, url: '/onze-ondersteuning/dementietelefoon' },
  ];
}

/** The not-found page: search bar to the site search, five suggestions, back home. */
export function NotFoundPage() {
  const t = nl.notFound;
  return (
    <div className="an-container an-container--text an-notfound">
      <h1>{t.title}</h1>
      <p className="an-lead">{t.intro}</p>
      <SearchForm action={href('search')} id="notfound-zoekterm" label={t.searchLabel} buttonText={t.searchButton} />
      <h2>{t.suggestionsTitle}</h2>
      <ul className="an-linklist">
        {suggestions().map((s) => (
          <li key={s.url}>
            <a href={s.url}>{s.title}</a>
          </li>
        ))}
      </ul>
      <p>
        <a className="an-button an-button--secondary" href={href('home')}>
          {t.backHome}
        </a>
      </p>
    </div>
  );
}

/** A calm message page with a way home: errors, denied previews. */
function MessagePage({ title, intro }: { title: string; intro: string }) {
  return (
    <div className="an-container an-container--text an-error">
      <h1>{title}</h1>
      <p className="an-lead">{intro}</p>
      <p>
        <a className="an-button" href={href('home')}>
          {nl.error.backHome}
        </a>
      </p>
    </div>
  );
}

/** A failure we could not recover from: calm words, a way home. */
export function ErrorPage() {
  return <MessagePage title={nl.error.title} intro={nl.error.intro} />;
}

/** A preview link that is missing its signature, forged or expired. */
export function PreviewForbiddenPage() {
  return <MessagePage title={nl.preview.forbiddenTitle} intro={nl.preview.forbiddenIntro} />;
}

/** The not-found page as a screen: rendered by the worker's one notFound. */
export const notFoundScreen: ScreenModule<null> = {
  load: async () => loaded(null, { title: nl.notFound.title, description: nl.notFound.description, canonical: null, robots: 'noindex, follow' }, { status: 404 }),
  View: NotFoundPage,
};

/** The error page as a screen: rendered by the worker's one onError (503 for an unreachable upstream). */
export function errorLoaded(status: number): Loaded<null> {
  return loaded(
    null,
    { title: nl.error.title, canonical: null, robots: 'noindex, nofollow' },
    { status, headers: status === 503 ? { 'retry-after': '60' } : {} },
  );
}
export const ErrorView = ErrorPage;
