import { ANTI_FORGERY_FIELD } from '../forms/anti-forgery';
import { href } from '../routes';
import { nl } from '../texts/nl';

/** What the header knows of a logged-in visitor: the name and the token of the logout form. */
export interface AccountChrome {
  username: string;
  formToken: string;
  /** New contact requests and unread messages (the inbox, issue 39). */
  unread?: number;
  /** An expert or moderator: the link to the questions of visitors. */
  expert?: boolean;
}

/**
 * 'Inloggen' for visitors, or the account menu for a logged-in member: a
 * native <details> (works without JavaScript) with the profile, the settings
 * and a logout button (a POST: logging out changes state). Anonymous pages
 * carry only the link, so they stay the same for everyone and cacheable; a
 * logged-in member's pages are never cached (worker/middleware/session).
 */
export function AccountNav({ account }: { account: AccountChrome | null | undefined }) {
  const t = nl.account.header;
  if (!account) {
    return (
      <a className="an-account-link" href={href('login')}>
        {t.login}
      </a>
    );
  }
  const unread = account.unread ?? 0;
  const i = nl.inbox;
  return (
    <details className="an-account-menu">
      <summary className="an-account-menu__toggle">
        <span className="an-visually-hidden">
          {t.menuLabel(account.username)}
          {unread > 0 ? `, ${i.menuUnreadLabel(unread)}` : ''}
        </span>
        <span aria-hidden="true">{t.menu}</span>
        {unread > 0 ? (
          <span className="an-account-menu__count" aria-hidden="true">
            {unread}
          </span>
        ) : null}
      </summary>
      <ul className="an-account-menu__list">
        <li>
          <a href={href('inbox')}>
            {i.menu}
            {unread > 0 ? <span className="an-account-menu__new"> ({i.menuUnread(unread)})</span> : null}
          </a>
        </li>
        {account.expert ? (
          <li>
            <a href={href('expert-queue')}>{i.expertQueue}</a>
          </li>
        ) : null}
        <li>
          <a href={href('my-profile')}>{t.profile}</a>
        </li>
        <li>
          <a href={href('my-settings')}>{t.settings}</a>
        </li>
        <li>
          <a href={href('member-profile', { username: account.username })}>{t.publicProfile}</a>
        </li>
        <li>
          <form method="post" action={href('logout')}>
            <input type="hidden" name={ANTI_FORGERY_FIELD} value={account.formToken} />
            <button type="submit" className="an-account-menu__logout">
              {t.logout}
            </button>
          </form>
        </li>
      </ul>
    </details>
  );
}
