import { Hono } from 'hono';
import { TEST_ERROR_PATH } from '../../shared/ui/DebugPanel';
import type { AppEnv } from '../env';

/** The test error of debug mode: fails on purpose, to check the error page and error reporting. */
export const debugRoutes = new Hono<AppEnv>();

export class TestError extends Error {
  override readonly name = 'TestError';
}

debugRoutes.get(TEST_ERROR_PATH, (c) => {
  if (!c.get('debug')) return c.notFound();
  throw new TestError('test error requested in debug mode');
});
