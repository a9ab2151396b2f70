/**
 * The attributes the memory-test result's server markup (MemoryTestResult.tsx)
 * and its plain island (client/islands/memory-test-result.ts) agree on: the
 * templates of the views the browser picks from, and in the outcome's, the
 * paragraph shown when no score text fits.
 */
export const RESULT_VIEW_ATTR = 'data-mt-view';
export const RESULT_NO_TEXT_ATTR = 'data-mt-no-text';
