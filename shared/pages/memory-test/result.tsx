import * as v from 'valibot';
import { Blocks } from '../../blocks/Blocks';
import type { BlockView } from '../../blocks/types';
import { MemoryTestResultFieldsSchema, type MemoryTest, type MemoryTestKind, type Node } from '../../contract';
import { shapeOf } from '../../forms/memory-test';
import { resultPath, stepPath } from '../../forms/memory-test-paths';
import { Island } from '../../islands/Island';
import type { MemoryTestResultProps, MemoryTestResultTexts } from '../../islands/MemoryTestResult';
import type { MemoryTestOutcome } from '../../model/memory-test';
import { GeheugentestResultHeader } from '../../ui/headers/GeheugentestResultHeader';
import { ResultNextSteps } from '../../ui/memory-test/ResultNextSteps';
import { NO_STORE, type Loaded, type ScreenContext, type ScreenModule } from '../screen';
import { prepareBlocks } from '../screen-blocks';
import { HEADING_ID, MemoryTestNewsletter, memoryTestBreadcrumbs, newsletterProps, t, type NewsletterProps } from './common';

const RESULT_TEXTS: MemoryTestResultTexts = {
  score: t.result.score,
  loading: t.result.loading,
  incomplete: t.result.incomplete,
  incompleteLink: t.result.incompleteLink,
  noScoreText: t.result.noScoreText,
  brochureTitle: t.result.brochureTitle,
  brochureText: t.result.brochureText,
  brochure: t.result.brochure,
};

const SCORE_RANGE: Record<MemoryTestKind, { min: number; max: number }> = {
  forMyself: { min: 0, max: 100 },
  forOthers: { min: 16, max: 80 },
};

interface ResultData {
  kind: MemoryTestKind;
  title: string;
  subtitle: string;
  bigTitle: boolean;
  /** Computed on the server (a post without JavaScript): the heading takes focus. */
  scored: boolean;
  island: MemoryTestResultProps;
  /** The result page's own blocks, parsed and loaded like every page's. */
  blocks: BlockView[];
  newsletter: NewsletterProps;
}

function ResultView({ data }: { data: ResultData }) {
  return (
    <>
      <article className="an-mt an-mt--result">
        <GeheugentestResultHeader title={data.title} subtitle={data.subtitle} bigTitle={data.bigTitle} headingId={HEADING_ID} autoFocus={data.scored} />
        <div className="an-container an-container--text">
          <Island name="memory-test-result" wake="load" props={data.island} />
          {data.scored ? null : (
            <noscript>
              <div className="an-mt-notice">
                <p>{t.result.noScript}</p>
                <p>
                  <a className="an-button" href={stepPath(data.kind, 1)}>
                    {t.result.startLink}
                  </a>
                </p>
              </div>
            </noscript>
          )}
          <Blocks blocks={data.blocks} />
          <ResultNextSteps kind={data.kind} />
        </div>
      </article>
      <MemoryTestNewsletter props={data.newsletter} />
    </>
  );
}

/**
 * The result page of a test: the CMS node at its result path gives the texts
 * per age and points group and the blocks; the score comes from the island
 * (answers in session storage) or, after a post without JavaScript, from the
 * server (`outcome`).
 */
export async function resultLoaded(ctx: ScreenContext, test: MemoryTest, node: Node, outcome: MemoryTestOutcome | null): Promise<Loaded<ResultData>> {
  const fields = v.parse(MemoryTestResultFieldsSchema, node);
  if (fields.field_applicant !== test.kind) throw new Error(`result page ${node.id} is for ${fields.field_applicant}, not ${test.kind}`);
  const path = resultPath(test.kind);
  // A misconfigured brochure address is an operator error, shown as the general error page.
  const brochureUrl = new URL(ctx.config.brochureUrls[test.kind]).toString();
  return {
    headers: outcome ? NO_STORE : {},
    seo: { title: node.field_meta_tags?.title || node.label, description: node.field_meta_tags?.description ?? null, canonical: path, robots: 'noindex, follow' },
    chrome: { breadcrumbs: memoryTestBreadcrumbs({ title: node.label, url: path }) },
    data: {
      kind: test.kind,
      title: node.label,
      subtitle: test.title,
      bigTitle: fields.field_big_title,
      scored: outcome !== null,
      island: {
        kind: test.kind,
        shape: shapeOf(test),
        scoreRange: SCORE_RANGE[test.kind],
        scoreTexts: fields.field_score_text.map((s) => ({ ageGroup: s.age_group, pointsGroup: s.points_group, html: s.text.value })),
        brochureUrl,
        headingId: HEADING_ID,
        outcome,
        texts: RESULT_TEXTS,
      },
      blocks: await prepareBlocks(fields.field_paragraphs, ctx, path),
      newsletter: newsletterProps(ctx.url, path, ctx.now),
    },
  };
}

export const ResultScreenView = ResultView;

/** /geheugentest/{zelf|ander}/resultaten visited directly: the island computes the score from stored answers. */
export function memoryTestResultScreen(kind: MemoryTestKind): ScreenModule<ResultData> {
  return {
    async load(ctx) {
      const [test, node] = await Promise.all([ctx.content.memoryTest(kind), ctx.content.page(resultPath(kind))]);
      if (!test || !node) return null;
      return resultLoaded(ctx, test, node, null);
    },
    View: ResultView,
  };
}
