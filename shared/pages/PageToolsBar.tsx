import { Island } from '../islands/Island';
import type { PageToolsTexts } from '../islands/PageTools';
import type { PageView } from './page-view';
import { shareMenu } from '../share';
import { nl } from '../texts/nl';
import type { PageEnv } from './types';

function toolsTexts(): PageToolsTexts {
  const t = nl.pageTools;
  return {
    label: t.label,
    print: t.print,
    readAloud: t.readAloud,
    readAloudStop: t.readAloudStop,
    share: t.share,
    shareMenu: t.shareMenu,
    copyLink: t.copyLink,
    copied: t.copied,
    copyFailed: t.copyFailed,
    newWindow: t.newWindow,
    close: nl.modal.close,
    unavailableTitle: t.readAloudUnavailableTitle,
    unavailableText: t.readAloudUnavailableText,
    unavailableMore: t.readAloudUnavailableMore,
    unavailableBack: t.readAloudUnavailableBack,
  };
}

/** The page tools island: print, read aloud (unless hidden on the page) and, where the kind allows it, share. */
export function PageToolsBar({ page, env, share }: { page: PageView; env: PageEnv; share: boolean }) {
  const t = nl.pageTools;
  const menu = share
    ? shareMenu(env.canonical, page.title, {
        whatsapp: t.whatsapp,
        facebook: t.facebook,
        x: t.x,
        linkedin: t.linkedin,
        email: t.email,
        emailSubject: t.emailSubject(page.title),
        emailBody: t.emailBody(page.title, env.canonical),
      })
    : null;
  return (
    <Island
      name="page-tools"
      wake="interaction"
      className="an-island"
      props={{ url: env.canonical, path: page.url, share: menu, readAloud: page.hideReadAloud ? null : env.readAloud, texts: toolsTexts() }}
    />
  );
}
