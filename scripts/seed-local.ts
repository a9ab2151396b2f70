// Loads the demo content into the local D1 and R2 that `wrangler dev` uses,
// through wrangler's platform proxy and the same seedOrigin() the tests use.
import { getPlatformProxy } from 'wrangler';
import { generateDemoContent } from '../worker/origin/demo/generate';
import { seedOrigin } from '../worker/origin/seed';

export async function seedLocal(options: { persistTo?: string; scale?: number; configPath?: string }): Promise<string> {
  const proxy = await getPlatformProxy<Env>({
    configPath: options.configPath ?? 'wrangler.toml',
    persist: options.persistTo ? { path: `${options.persistTo}/v3` } : true,
  });
  try {
    const content = generateDemoContent({ seed: 1, scale: options.scale ?? 1 });
    const result = await seedOrigin(proxy.env, content);
    return result.seeded
      ? `demo content loaded (${content.nodes.length} pages, version ${result.version})`
      : `demo content already up to date (version ${result.version})`;
  } finally {
    await proxy.dispose();
  }
}
