/**
 * The thank-you pages after an application (spec section 2): one for
 * volunteers, one for the corporate form. Plain pages of the site (the same
 * for everyone, cacheable), not indexed.
 */
import { href } from '../../routes';
import { nl } from '../../texts/nl';
import type { ScreenModule } from '../screen';

interface ThanksData {
  title: string;
  text: readonly string[];
}

const t = nl.applications.thanks;

function ThanksView({ data }: { data: ThanksData }) {
  return (
    <div className="an-container an-container--text an-application-page">
      <h1>{data.title}</h1>
      {data.text.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>
        <a className="an-button" href={href('home')}>
          {t.home}
        </a>
      </p>
    </div>
  );
}

function thanksScreen(data: ThanksData): ScreenModule<ThanksData> {
  return {
    load: async () => ({ data, seo: { title: data.title, description: data.text.join(' '), canonical: null, robots: 'noindex, follow' } }),
    View: ThanksView,
  };
}

export const volunteerThanksScreen = thanksScreen({ title: t.volunteerTitle, text: t.volunteerText });
export const corporateThanksScreen = thanksScreen({ title: t.corporateTitle, text: t.corporateText });
