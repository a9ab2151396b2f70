import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { generateDemoContent } from '../../origin/demo/generate';
import { seedPlan } from '../../origin/seed';
import { packSeedPlan } from './seed-plan';

/**
 * Builds the demo content's seed plan once per run, in Node: generating the
 * content and indexing every page for search is most of what a seed costs, and
 * every test file would otherwise do it again. Each file still starts from its
 * own fresh storage (tests/worker/setup.ts writes the plan to it).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A directory of its own: other checkouts on the machine may run their tests at the same time.
  const dir = await mkdtemp(path.join(tmpdir(), 'worker-tests-seed-'));
  const file = path.join(dir, 'plan.json');
  await writeFile(file, JSON.stringify(packSeedPlan(seedPlan(generateDemoContent()))));
  project.provide('seedPlanFile', file);
  return () => rm(dir, { recursive: true, force: true });
}
