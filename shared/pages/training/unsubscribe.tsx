/**
 * /tips/afmelden?code=…: the page behind a tips mail's unsubscribe link. The
 * link itself changes nothing (a mail scanner may open it): the button posts,
 * as the mail program's one-click unsubscribe does (RFC 8058).
 */
import { href } from '../../routes';
import type { Loaded, ScreenModule } from '../screen';
import { param } from '../../routes';
import { t } from './common';

const u = t.tips;

export type UnsubscribeState = { kind: 'confirm'; code: string } | { kind: 'done' } | { kind: 'invalid' };

function UnsubscribeView({ data }: { data: UnsubscribeState }) {
  return (
    <div className="an-container an-container--text an-tr">
      <h1>{u.unsubscribeTitle}</h1>
      {data.kind === 'confirm' ? (
        <>
          <p>{u.unsubscribeIntro}</p>
          <form method="post" action={href('tips-unsubscribe', { code: data.code })}>
            <input type="hidden" name="bevestig" value="ja" />
            <button type="submit" className="an-button">
              {u.unsubscribeButton}
            </button>
          </form>
        </>
      ) : (
        <p role="status">{data.kind === 'done' ? u.unsubscribed : u.invalidLink}</p>
      )}
    </div>
  );
}

export function unsubscribeLoaded(state: UnsubscribeState): Loaded<UnsubscribeState> {
  return {
    status: state.kind === 'invalid' ? 400 : 200,
    headers: { 'cache-control': 'private, no-store' },
    data: state,
    seo: { title: u.unsubscribeTitle, description: u.unsubscribeIntro, robots: 'noindex, nofollow', canonical: null },
  };
}

export const UnsubscribeScreenView = UnsubscribeView;

/**
 * The page behind the link: the button (the code is checked when it is
 * pressed: worker/routes/tips.tsx), or the thanks after it was.
 */
export const tipsUnsubscribeScreen: ScreenModule<UnsubscribeState> = {
  async load(ctx) {
    if (param(ctx.params, 'afgemeld') === '1') return unsubscribeLoaded({ kind: 'done' });
    const code = param(ctx.params, 'code') ?? '';
    return unsubscribeLoaded(code && code.length <= 200 ? { kind: 'confirm', code } : { kind: 'invalid' });
  },
  View: UnsubscribeView,
};
