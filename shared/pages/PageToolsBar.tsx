import { Island } from '../islands/Island';
import type { PageToolsProps, PageToolsTexts } from '../islands/PageTools';
import type { OfflineSaveProps } from '../islands/OfflineSave';
import { reusableProps } from '../islands/reusable';
import { loadedOnce, NO_SECOND_INPUT } from '../loaded-once';
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

/** The island's props, from the page's address, title and toggles only. */
function toolsProps(env: PageEnv, path: string, title: string, share: boolean, hideReadAloud: boolean): PageToolsProps {
  const t = nl.pageTools;
  const menu = share
    ? shareMenu(env.canonical, title, {
        whatsapp: t.whatsapp,
        facebook: t.facebook,
        x: t.x,
        linkedin: t.linkedin,
        email: t.email,
        emailSubject: t.emailSubject(title),
        emailBody: t.emailBody(title, env.canonical),
      })
    : null;
  return { url: env.canonical, path, share: menu, readAloud: hideReadAloud ? null : env.readAloud, texts: toolsTexts() };
}

/**
 * The page tools island: print, read aloud (unless hidden on the page) and,
 * where the kind allows it, share. Its props are kept with a held page's env
 * (loadedOnce) and registered as reusable, so their JSON and the island's
 * markup are made once (shared/islands/reusable.ts); otherwise made afresh.
 */
export function PageToolsBar({ page, env, share }: { page: PageView; env: PageEnv; share: boolean }) {
  const make = () => toolsProps(env, page.url, page.title, share, page.hideReadAloud);
  const props = Object.isFrozen(env) ? reusableProps(loadedOnce(env, NO_SECOND_INPUT, `page tools ${share} ${page.hideReadAloud} ${page.url}\n${page.title}`, make)) : make();
  return (
    <div className="an-toolsrow">
      <Island name="page-tools" wake="interaction" className="an-island" props={props} />
      <Island name="offline-save" wake="interaction" className="an-island" props={SAVE_PROPS} />
    </div>
  );
}

/** 'Bewaar om offline te lezen': the same props on every page (the island saves the page it is on). */
const SAVE_PROPS = reusableProps<OfflineSaveProps>({
  texts: { save: nl.offline.save, remove: nl.offline.remove, saved: nl.offline.saved, removed: nl.offline.removed, saveFailed: nl.offline.saveFailed },
});
