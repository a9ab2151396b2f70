import { QuizFieldsSchema } from '../contract';
import { Island } from '../islands/Island';
import type { PageView } from './page-view';
import { nl } from '../texts/nl';
import { DefaultHeader } from '../ui/headers/DefaultHeader';
import { SiteLink } from '../ui/SiteLink';
import { EditorialPage, headerImage } from './EditorialPage';
import type { PageEnv, PageKindModule } from './types';
import { nodeFields } from './node-fields';

/** Height of the quiz before it reports its own. */
export const QUIZ_START_HEIGHT = 720;

interface QuizData {
  src: string;
  height: number;
}

function QuizPage({ page, env, data }: { page: PageView; env: PageEnv; data: QuizData }) {
  const t = nl.pageKinds;
  const header = <DefaultHeader title={page.title} intro={page.intro} image={headerImage(page)} currentPath={page.url} />;
  const quiz = (
    <section className="an-quiz" aria-label={t.quizTitle(page.title)}>
      <p className="an-quiz__fallback">
        {t.quizNoScript}{' '}
        <SiteLink href={data.src} currentPath={page.url}>
          {t.quizOpen}
        </SiteLink>
      </p>
      <Island name="quiz-embed" wake="visible" className="an-island" props={{ src: data.src, title: t.quizTitle(page.title), height: data.height }} />
    </section>
  );
  return <EditorialPage kind="quiz" page={page} env={env} header={header} before={quiz} />;
}

/** A quiz: its embed, which reports its height by postMessage, and a plain link to it. */
export const quizPage: PageKindModule<QuizData> = {
  Component: QuizPage,
  ogType: 'website',
  async load({ node }) {
    const fields = nodeFields('quiz', QuizFieldsSchema, node);
    return { data: { src: fields.field_quiz_url, height: fields.field_quiz_height ?? QUIZ_START_HEIGHT } };
  },
};
