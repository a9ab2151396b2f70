import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTENT_FREE_TESTS, isContentFree } from '../worker/content-free';
import { importsOf } from './rules';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A local import's file (with the extensions and index files the bundler tries), or null for a package. */
function resolveLocal(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  // Paths from the repository root with forward slashes, as in rules.ts's boundaryViolations.
  const base = posix.join(posix.dirname(from), specifier);
  const file = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) => existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile(),
  );
  if (!file) throw new Error(`${from} imports ${specifier}, which does not resolve`);
  return file;
}

/** The runtime modules a file reaches through its local imports, with the file that names each. */
function runtimeImports(file: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const walk = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const specifier of importsOf(readFileSync(join(root, path), 'utf8'))) {
      if (specifier.startsWith('cloudflare:')) found.push(`${path} imports ${specifier}`);
      const local = resolveLocal(path, specifier);
      if (local) walk(local);
    }
  };
  walk(file);
  return found;
}

describe('worker test files that start without storage', () => {
  it.each(CONTENT_FREE_TESTS)('%s exists and reaches no binding of the runtime', (file) => {
    expect(existsSync(join(root, file)), `${file} is listed but missing`).toBe(true);
    // cloudflare:test gives env and SELF; cloudflare:workers gives env too. A file without either cannot reach storage.
    expect(runtimeImports(file)).toEqual([]);
  });

  it('are recognised by the path Vitest gives, and no other file is', () => {
    expect(isContentFree(join(root, 'worker/request-url.test.ts'))).toBe(true);
    expect(isContentFree(join(root, 'tests/worker/pages.test.ts'))).toBe(false);
    expect(isContentFree(join(root, 'other/worker/request-url.test.ts.bak'))).toBe(false);
    expect(isContentFree(undefined)).toBe(false);
  });

  it('finds a runtime import behind a local one', () => {
    // The walk itself: pages.test.ts imports no cloudflare: module, its helpers do.
    expect(readFileSync(join(root, 'tests/worker/pages.test.ts'), 'utf8')).not.toContain('cloudflare:');
    expect(runtimeImports('tests/worker/pages.test.ts')).toContain('tests/worker/helpers.ts imports cloudflare:test');
  });
});
