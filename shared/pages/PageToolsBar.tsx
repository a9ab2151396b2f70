import { Island } from '../islands/Island';
import type { PageView } from '../model/page';
import type { PageEnv } from './types';

/** The page tools island: print, read aloud (unless hidden on the page) and, where the kind allows it, share. */
export function PageToolsBar({ page, env, share }: { page: PageView; env: PageEnv; share: boolean }) {
  return (
    <Island
      name="page-tools"
      wake="interaction"
      className="an-island"
      props={{
        url: env.canonical,
        title: page.title,
        path: page.url,
        share,
        readAloud: page.hideReadAloud ? null : env.readAloud,
      }}
    />
  );
}
