/**
 * /training-omgaan-met-veranderend-gedrag: the free online trainings (spec
 * sections 1, 2 and 9): what they teach, the GOED method, and the sixteen
 * trainings (two general, fourteen for a profession or role). Links to a
 * training go through SiteLink, so they carry startingPageUrl (spec section 2).
 */
import type { TrainingIndex, TrainingSummary } from '../../contract/training';
import { href } from '../../routes';
import { RichText } from '../../ui/RichText';
import { SiteLink } from '../../ui/SiteLink';
import type { ScreenModule } from '../screen';
import { pageEntry } from '../../analytics';
import { HEADING_ID, t, trainingBreadcrumbs } from './common';

function TrainingList({ title, items }: { title: string; items: TrainingSummary[] }) {
  return (
    <section className="an-tr-list" aria-labelledby={`lijst-${items[0]?.audience ?? 'x'}`}>
      <h2 id={`lijst-${items[0]?.audience ?? 'x'}`}>{title}</h2>
      <ul className="an-tr-cards">
        {items.map((item) => (
          <li key={item.slug} className="an-tr-card">
            <h3 className="an-tr-card__title">
              <SiteLink href={href('training', { training: item.slug })}>{item.title}</SiteLink>
            </h3>
            <p className="an-tr-card__role">{item.role}</p>
            <p>{item.teaser}</p>
            <p className="an-tr-card__facts">{t.overview.facts(item.questions, item.duration)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function OverviewView({ data }: { data: TrainingIndex }) {
  return (
    <div className="an-container an-tr">
      <div className="an-container--text">
        <h1 id={HEADING_ID}>{data.title}</h1>
        <RichText html={data.intro.value} />
        <h2>{t.overview.goedTitle}</h2>
        <dl className="an-tr-goed">
          {data.goed.map((g) => (
            <div key={g.letter} className="an-tr-goed__item">
              <dt>
                <span className="an-tr-goed__letter" aria-hidden="true">
                  {g.letter}
                </span>{' '}
                {g.word}
              </dt>
              <dd>{g.text}</dd>
            </div>
          ))}
        </dl>
      </div>
      <TrainingList title={t.overview.general} items={data.trainings.filter((x) => x.audience === 'algemeen')} />
      <TrainingList title={t.overview.professions} items={data.trainings.filter((x) => x.audience === 'beroep')} />
      <div className="an-container--text">
        <h2>{t.overview.certificateTitle}</h2>
        <p>{data.certificate_text}</p>
      </div>
    </div>
  );
}

export const trainingOverviewScreen: ScreenModule<TrainingIndex> = {
  async load(ctx) {
    const index = await ctx.content.trainingIndex();
    if (!index) return null;
    return {
      data: index,
      seo: { title: index.title, description: index.meta_description, canonical: href('training-overview'), robots: 'index, follow', pageEntry: pageEntry('training_overview', 'training_overview', index.id) },
      chrome: { breadcrumbs: trainingBreadcrumbs() },
    };
  },
  View: OverviewView,
};
