import type { PageView } from '../model/page';
import { RichText } from '../ui/RichText';

/** Title and introduction at the top of an editorial page. */
export function PageIntro({ page }: { page: PageView }) {
  return (
    <header className="an-page-intro">
      <h1 className="an-page-intro__title">{page.title}</h1>
      <RichText html={page.intro} className="an-page-intro__text" />
    </header>
  );
}
