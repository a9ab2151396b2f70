/**
 * The demo content's seed plan as it travels from the global setup (Node) to
 * every test file's setup (workerd). The global setup writes it to a file as
 * JSON (binary file bodies as base64); the pool serves that file to each test
 * file's runtime through a service binding. Vitest's provide/inject would
 * serialise the 18 MB again for every test file, which costs seconds each.
 */
import type { SeedPlan } from '../../origin/seed';
import type { SqlStatement } from '../../origin/sql-plan';

/** The binding (a Node function of the pool, vitest.workers.config.ts, which repeats the name) that answers with the plan. */
export const SEED_PLAN_BINDING = 'TEST_SEED_PLAN';

export interface PackedSeedPlan {
  version: string;
  statements: SqlStatement[];
  files: { key: string; contentType: string; text?: string; base64?: string }[];
}

declare module 'vitest' {
  interface ProvidedContext {
    /** Where the global setup wrote this run's plan. */
    seedPlanFile: string;
  }
}

const toBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export function packSeedPlan(plan: SeedPlan): PackedSeedPlan {
  return {
    version: plan.version,
    statements: plan.statements,
    files: plan.files.map((f) => (typeof f.body === 'string' ? { key: f.key, contentType: f.contentType, text: f.body } : { key: f.key, contentType: f.contentType, base64: toBase64(f.body) })),
  };
}

export function unpackSeedPlan(packed: PackedSeedPlan): SeedPlan {
  return {
    version: packed.version,
    statements: packed.statements,
    files: packed.files.map((f) => ({ key: f.key, contentType: f.contentType, body: f.base64 !== undefined ? fromBase64(f.base64) : (f.text ?? '') })),
  };
}
