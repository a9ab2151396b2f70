/**
 * The entry of local and test builds (`npm start`, the tests, the bench): the
 * production worker (worker/index.ts) with the embedded origin (origin/) as
 * its upstream whenever UPSTREAM_URL is empty. `wrangler deploy` bundles
 * worker/index.ts, which never reaches origin/ (tests/boundaries).
 */
import { provideEmbeddedOrigin } from './content/fetcher';
import worker from './index';

provideEmbeddedOrigin(() => import('../origin/app').then((m) => m.originApp));

export default worker;
