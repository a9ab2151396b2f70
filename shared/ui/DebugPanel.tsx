import { nl } from '../texts/nl';

/** Path of the route that fails on purpose in debug mode (worker/routes/debug.ts). */
export const TEST_ERROR_PATH = '/_testfout';

/** Debug mode (`?debug=true`): the test-error button, a plain form so it needs no script. */
export function DebugPanel() {
  const t = nl.pageChrome;
  return (
    <aside className="an-debug-panel" aria-labelledby="debug-titel">
      <div className="an-container">
        <h2 className="an-debug-panel__title" id="debug-titel">
          {t.debugTitle}
        </h2>
        <p>{t.debugText}</p>
        <form method="get" action={TEST_ERROR_PATH}>
          <input type="hidden" name="debug" value="true" />
          <button type="submit" className="an-button an-button--secondary">
            {t.debugButton}
          </button>
        </form>
      </div>
    </aside>
  );
}
