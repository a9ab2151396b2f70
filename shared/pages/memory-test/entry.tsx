import { stepPath } from '../../forms/memory-test-paths';
import { href } from '../../routes';
import { MemoryTestEntry, type TestChoice } from '../../ui/memory-test/MemoryTestEntry';
import type { ScreenModule } from '../screen';
import { MemoryTestNewsletter, memoryTestBreadcrumbs, newsletterProps, t, type NewsletterProps } from './common';


interface EntryData {
  choices: TestChoice[];
  newsletter: NewsletterProps;
}

function EntryView({ data }: { data: EntryData }) {
  return (
    <>
      <MemoryTestEntry choices={data.choices} />
      <MemoryTestNewsletter props={data.newsletter} enhanced />
    </>
  );
}

/** /geheugentest: choose the test for yourself or for someone else. */
export const memoryTestEntryScreen: ScreenModule<EntryData> = {
  async load(ctx) {
    const [self, other] = await Promise.all([ctx.content.memoryTest('forMyself'), ctx.content.memoryTest('forOthers')]);
    if (!self || !other) return null;
    const choices = [self, other].map((test) => ({
      title: test.title,
      teaser: test.teaser,
      duration: test.duration,
      questions: test.steps.reduce((n, s) => n + s.questions.length, 0),
      href: stepPath(test.kind, 1),
    }));
    return {
      data: { choices, newsletter: newsletterProps(ctx.url, href('memory-test'), ctx.now) },
      seo: { title: t.name, description: t.entry.metaDescription, canonical: href('memory-test'), robots: 'index, follow' },
      chrome: { breadcrumbs: memoryTestBreadcrumbs() },
    };
  },
  View: EntryView,
};
