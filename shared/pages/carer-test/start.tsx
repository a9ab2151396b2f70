/** /mantelzorgtest: what the test is, how long it takes, and the start. Anonymous and cacheable. */
import type { CarerTest } from '../../contract/carer-test';
import { RichText } from '../../ui/RichText';
import type { ScreenModule } from '../screen';
import { carerBreadcrumbs, carerEntry, HEADING_ID, questionPath, t } from './common';
import { href } from '../../routes';

interface StartData {
  test: CarerTest;
}

function StartView({ data: { test } }: { data: StartData }) {
  return (
    <div className="an-container an-container--text an-ct">
      <h1 id={HEADING_ID}>{test.title}</h1>
      <RichText html={test.intro.value} />
      <p className="an-ct__facts">{t.start.facts(test.questions.length, test.duration)}</p>
      <p>
        <a className="an-button" href={questionPath(1)}>
          {t.start.button}
        </a>
      </p>
      <p className="an-ct__privacy">{t.start.privacy}</p>
    </div>
  );
}

export const carerTestStartScreen: ScreenModule<StartData> = {
  async load(ctx) {
    const test = await ctx.content.carerTest();
    if (!test) return null;
    return {
      data: { test },
      seo: { title: test.title, description: test.meta_description, canonical: href('carer-test'), robots: 'index, follow', pageEntry: carerEntry('carer_test_start', test) },
      chrome: { breadcrumbs: carerBreadcrumbs() },
    };
  },
  View: StartView,
};
