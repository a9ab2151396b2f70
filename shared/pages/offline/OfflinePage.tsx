import { HELPLINE, nl } from '../../texts/nl';
import { offline as t } from '../../texts/nl/offline';
import { OFFLINE_MARKS } from '../../offline-page';
import { Logo } from '../../ui/Logo';
import { href } from '../../routes';

/**
 * The offline page, rendered once at build time (scripts/build.mjs) to a
 * static file the service worker caches when it installs: it must show
 * without a network, so it carries no script and needs no CMS call. The
 * elements marked with OFFLINE_MARKS are filled in by the service worker (the
 * kept pages) or the worker (the page asked for): shared/offline-page.ts.
 */
export function OfflinePage({ css }: { css: string }) {
  return (
    <html lang="nl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, follow" />
        <title>{`${t.pageTitle} | ${nl.site.name}`}</title>
        <link rel="stylesheet" href={css} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>
        <a className="an-skiplink" href="#hoofdinhoud">
          {nl.site.skipLink}
        </a>
        <header className="an-header">
          <div className="an-utility">
            <div className="an-container an-utility__inner">
              <a className="an-callline" href={HELPLINE.href} aria-label={nl.site.helplineCall}>
                <span className="an-callline__label">{HELPLINE.label}</span> <span className="an-callline__number">{HELPLINE.number}</span>
              </a>
            </div>
          </div>
          <div className="an-header__inner an-container">
            <Logo />
          </div>
        </header>
        <main id="hoofdinhoud" className="an-main an-offline" tabIndex={-1}>
          <div className="an-container">
            <div className="an-page-intro">
              <h1 className="an-page-intro__title">{t.pageTitle}</h1>
              <p className="an-lead">{t.intro}</p>
              <p className="an-offline__asked" id={OFFLINE_MARKS.asked} hidden />
              <p>
                <a id={OFFLINE_MARKS.retry} className="an-button" href={href('home')}>
                  {t.retry}
                </a>
              </p>
            </div>
            <section className="an-offline__help" aria-labelledby="offline-help">
              <h2 id="offline-help">{t.helplineTitle}</h2>
              <p>{t.helplineText}</p>
              <p>
                <a className="an-button an-button--secondary" href={HELPLINE.href}>
                  {t.helplineCall}
                </a>
              </p>
            </section>
            <section aria-labelledby="offline-saved-title">
              <h2 id="offline-saved-title">{t.savedTitle}</h2>
              <div id={OFFLINE_MARKS.saved}>
                <p className="an-offline__empty">{t.noWorker}</p>
              </div>
            </section>
            <section aria-labelledby="offline-kept-title">
              <h2 id="offline-kept-title">{t.keptTitle}</h2>
              <div id={OFFLINE_MARKS.kept}>
                <p className="an-offline__empty">{t.noWorker}</p>
              </div>
            </section>
            <section aria-labelledby="offline-works">
              <h2 id="offline-works">{t.worksTitle}</h2>
              <ul>
                {t.works.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <h2>{t.notWorksTitle}</h2>
              <ul>
                {t.notWorks.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          </div>
        </main>
      </body>
    </html>
  );
}
