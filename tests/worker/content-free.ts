/**
 * Worker test files that need no storage: unit tests of one module each, which
 * never reach the app, D1, R2 or KV. Their setup (tests/worker/setup.ts) skips
 * the migrations and the demo content, about three seconds of a file's start,
 * so a test in one of them that reaches storage fails at once (no tables).
 * tests/boundaries/content-free.test.ts checks that each file exists and
 * imports nothing that reaches the runtime's bindings.
 */
export const CONTENT_FREE_TESTS: readonly string[] = [
  'worker/calendar/ics.test.ts',
  'worker/community/passwords.test.ts',
  'worker/community/photos.test.ts',
  'worker/content/sanitize.test.ts',
  'worker/feeds/rss.test.ts',
  'worker/forms/abuse.test.ts',
  'worker/forms/application-fields.test.ts',
  'worker/forms/submission-key.test.ts',
  'worker/middleware/trailing-slash/index.test.ts',
  'worker/observability/report.test.ts',
  'worker/origin/demo/generate.test.ts',
  'worker/origin/demo/vacancies.test.ts',
  'worker/origin/routes/csv.test.ts',
  'worker/origin/search/bm25.test.ts',
  'worker/origin/search/distance.test.ts',
  'worker/origin/search/query.test.ts',
  'worker/origin/search/text.test.ts',
  'worker/origin/search/vocabulary.test.ts',
  'worker/render/head.test.ts',
  'worker/render/islands.test.tsx',
  'worker/render/parts.test.tsx',
  'worker/render/spliced-blocks.test.tsx',
  'worker/request-url.test.ts',
  'worker/routes/memory-test/state.test.ts',
  'worker/security/csrf.test.ts',
];

/** Whether the test file at `testPath` (absolute, as Vitest gives it) is one of them. */
export const isContentFree = (testPath: string | undefined): boolean =>
  testPath !== undefined && CONTENT_FREE_TESTS.some((file) => testPath.replaceAll('\\', '/').endsWith('/' + file));
