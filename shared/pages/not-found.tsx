import { href } from '../routes';
import { nl } from '../texts/nl';
import { SearchForm } from '../ui/SearchForm/SearchForm';

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
