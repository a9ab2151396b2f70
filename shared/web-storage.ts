/**
 * The browser's storage when it can be used: a probe write, since private
 * modes and blocked storage throw (or accept nothing). Null means the islands
 * leave the forms to post to the worker. Written without ?. and ?? for the
 * plain islands' old-phone build.
 */
function usable(kind: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    const s = window[kind];
    s.setItem('__an_probe__', '1');
    s.removeItem('__an_probe__');
    return s;
  } catch (_e) {
    return null;
  }
}

/** Session storage: gone when the tab closes (the carer test, as the memory test). */
export const sessionStore = (): Storage | null => usable('sessionStorage');
/** Local storage: kept when the tab closes (a training's progress). */
export const localStore = (): Storage | null => usable('localStorage');
