import files from './content-free.json';

/**
 * Worker test files that need no storage: unit tests of one module each, which
 * never reach the app, D1, R2 or KV. Their setup (tests/worker/setup.ts) skips
 * the migrations and the demo content, about three seconds of a file's start,
 * so a test in one of them that reaches storage fails at once (no tables).
 * tests/boundaries/content-free.test.ts checks that each file exists and
 * imports nothing that reaches the runtime's bindings. The list is JSON so
 * that scripts/test.mjs can read it too: it runs these files in one shared
 * runtime (`--no-isolate`) and the others each in their own.
 */
export const CONTENT_FREE_TESTS: readonly string[] = files;

/** Whether the test file at `testPath` (absolute, as Vitest gives it) is one of them. */
export const isContentFree = (testPath: string | undefined): boolean =>
  testPath !== undefined && CONTENT_FREE_TESTS.some((file) => testPath.replaceAll('\\', '/').endsWith('/' + file));
