// Loads the demo content into the local D1 and R2 that `wrangler dev` uses,
// through wrangler's platform proxy and the same seedOrigin() the tests use.
// When the content changed, the local caches are emptied with the same purge
// the admin API uses, so no page shows the old content.
import { getPlatformProxy } from 'wrangler';
import { generateDemoContent } from '../origin/demo/generate';
import { seedOrigin } from '../origin/seed';
import { purge } from '../worker/ops/purge';
import { seedDemoCertificate } from '../worker/training/demo';
import { seedForum } from '../worker/community/forum/demo/seed';
import { seedBlogs } from '../worker/community/blogs/demo/seed';
import { seedExperts } from '../worker/community/experts/demo/seed';

/**
 * Seeds, trying again (from the start: seeding is idempotent) when the platform
 * proxy drops a call, which Miniflare's synchronous bridge does now and then
 * on a busy machine ('AssertionError ... message?.id === id').
 */
export async function seedLocal(options: { persistTo?: string; scale?: number; configPath?: string }): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await seedOnce(options);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`  seeding failed (${(error as Error).message.split('\n')[0]}); trying again (${attempt + 1} of 3)`);
    }
  }
}

async function seedOnce(options: { persistTo?: string; scale?: number; configPath?: string }): Promise<string> {
  const proxy = await getPlatformProxy<Env>({
    configPath: options.configPath ?? 'wrangler.toml',
    persist: options.persistTo ? { path: `${options.persistTo}/v3` } : true,
  });
  try {
    const content = generateDemoContent({ seed: 1, scale: options.scale ?? 1 });
    const result = await seedOrigin(proxy.env, content);
    // The site's own database: one certificate for its verification page (docs/training.md).
    if (proxy.env.SITE_DB) await seedDemoCertificate(proxy.env.SITE_DB);
    // The forum's demo content lives in the site's own database (worker/community/forum/demo/).
    const forum = proxy.env.SITE_DB ? await seedForum(proxy.env.SITE_DB, { scale: options.scale ?? 1 }) : null;
    const forumNote = forum ? (forum.seeded ? `; forum demo loaded (${forum.conversations} conversations, ${forum.posts} posts)` : '; forum demo up to date') : '';
    // The blogs' demo: the forum's members write them; the pictures go to R2 with their copies (worker/community/blogs/demo/).
    const blogs = proxy.env.SITE_DB && proxy.env.COMMUNITY_MEDIA ? await seedBlogs(proxy.env.SITE_DB, proxy.env.COMMUNITY_MEDIA, { scale: options.scale ?? 1 }) : null;
    const blogsNote = blogs ? (blogs.seeded ? `; blogs demo loaded (${blogs.entries} entries, ${blogs.pictures} pictures)` : '; blogs demo up to date') : '';
    // Ask an expert and the inbox, after the forum (its members write the demo's messages).
    const experts = proxy.env.SITE_DB ? await seedExperts(proxy.env.SITE_DB) : null;
    const expertsNote = experts?.seeded ? '; experts and inbox demo loaded' : '';
    if (!result.seeded && !forum?.seeded && !blogs?.seeded && !experts?.seeded) return `demo content already up to date (version ${result.version})${forumNote}${blogsNote}`;
    let purged = '';
    if (proxy.env.CACHE) {
      const cache = (proxy.caches as unknown as { default: Cache }).default;
      const { kvKeys, pages } = await purge({ all: true }, proxy.env.CACHE, cache, '');
      purged = `; emptied the local caches (${kvKeys} answers, ${pages.length} pages)`;
    }
    return `demo content loaded (${content.nodes.length} pages, version ${result.version})${forumNote}${blogsNote}${expertsNote}${purged}`;
  } finally {
    await proxy.dispose();
  }
}
