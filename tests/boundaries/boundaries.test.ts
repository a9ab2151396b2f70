import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { boundaryViolations, describeViolation, importsOf, type SourceFile } from './rules';

const root = fileURLToPath(new URL('../..', import.meta.url));

function sourcesUnder(dir: string): SourceFile[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => {
      const path = relative(root, join(root, dir, name)).split('\\').join('/');
      return { path, source: readFileSync(join(root, path), 'utf8') };
    });
}

/** What the check says about one made-up file. */
const check = (path: string, source: string) => boundaryViolations([{ path, source }]).map(describeViolation);

describe('import boundaries', () => {
  it('hold for every .ts and .tsx file of shared/, client/, worker/ and origin/', () => {
    const files = ['shared', 'client', 'worker', 'origin'].flatMap(sourcesUnder);
    // A broken walk would find nothing and pass: there are hundreds of files.
    expect(files.length).toBeGreaterThan(300);
    expect(boundaryViolations(files).map(describeViolation), 'imports that run the wrong way').toEqual([]);
  });

  it('reads every kind of import, and not what only looks like one in a comment or string', () => {
    const source = [
      "import type { A } from './a';",
      "import {\n  B,\n} from './b';",
      "export * from './c';",
      "import './d.css';",
      "const e = () => import('./e');",
      "// import x from './not-a'",
      "const s = \"import y from './not-b'\";",
    ].join('\n');
    expect(importsOf(source)).toEqual(['./a', './b', './c', './d.css', './e']);
  });

  it('fails a lower layer of shared/ that imports a higher one, naming file, import and rule', () => {
    expect(check('shared/ui/Widget.tsx', "import type { IconName } from '../blocks/fields';")).toEqual([
      "shared/ui/Widget.tsx imports '../blocks/fields' (shared/blocks/fields): layers of shared/: ui (layer components) may not import blocks (the higher layer blocks); order: base ← components ← blocks ← pages",
    ]);
    expect(check('shared/islands/X.tsx', "import type { ReadAloudConfig } from '../pages/types';")).toHaveLength(1);
    expect(check('shared/model/x.ts', "import type { BlockView } from '../blocks/types';")).toHaveLength(1);
    expect(check('shared/links.ts', "import { Card } from './ui/Card';")).toHaveLength(1);
  });

  it('lets a layer import its own layer and the ones below', () => {
    expect(check('shared/pages/x.tsx', "import { a } from '../blocks/a';\nimport { b } from '../ui/b';\nimport { c } from '../contract';\nimport { d } from './d';")).toEqual([]);
    expect(check('shared/ui/x.tsx', "import { Island } from '../islands/Island';\nimport { nl } from '../texts/nl';\nimport { href } from '../routes';")).toEqual([]);
    expect(check('shared/blocks/x/index.tsx', "import * as v from 'valibot';\nimport { useState } from 'react';")).toEqual([]);
  });

  it('fails a directory of shared/ that has no layer yet', () => {
    expect(check('shared/search/x.ts', "import { nl } from '../texts/nl';")).toEqual([
      "shared/search/x.ts imports '../texts/nl' (shared/texts/nl): shared/search/ has no layer: add it to SHARED_LAYERS (tests/boundaries/rules.ts) and to docs/architecture.md",
    ]);
  });

  it('fails shared/ importing worker/ or client/', () => {
    expect(check('shared/format/x.ts', "import type { AppEnv } from '../../worker/env';")).toEqual([
      "shared/format/x.ts imports '../../worker/env' (worker/env): shared/ runs in worker and browser alike: it imports nothing from worker/ or client/",
    ]);
    expect(check('shared/x.ts', "import { hydrate } from '../client/hydrate';")).toHaveLength(1);
  });

  it('fails client/ importing anything but shared/ and itself', () => {
    expect(check('client/islands/x.ts', "import { a } from '../../worker/render/islands';")).toEqual([
      "client/islands/x.ts imports '../../worker/render/islands' (worker/render/islands): client/ imports only shared/ (and its own files)",
    ]);
    expect(check('client/islands/x.ts', "import { a } from '../../shared/consent';\nimport { b } from '../hydrate';")).toEqual([]);
  });

  it('fails origin/ (the stand-in backend) importing anything but shared/contract/ and itself', () => {
    expect(check('origin/routes/x.ts', "import { truncate } from '../../shared/format/truncate';")).toEqual([
      "origin/routes/x.ts imports '../../shared/format/truncate' (shared/format/truncate): origin/ (the stand-in backend) imports only shared/contract/ (and its own files)",
    ]);
    expect(check('origin/routes/x.ts', "import { report } from '../../worker/observability/report';")).toHaveLength(1);
    expect(check('origin/routes/x.ts', "import { plainText } from '../../shared/contract/plain-text';\nimport { findById } from '../nodes';")).toEqual([]);
  });

  it('fails the worker importing client/, or reaching the origin other than through the local entry', () => {
    expect(check('worker/render/x.ts', "import { load } from '../../client/loader';")).toHaveLength(1);
    expect(check('worker/content/fetcher.ts', "import { originApp } from '../../origin/app';")).toEqual([
      "worker/content/fetcher.ts imports '../../origin/app' (origin/app): only the local entry (worker/local.ts) knows the embedded origin (origin/) exists; the rest of the worker reaches it through the upstream seam (worker/content/fetcher.ts)",
    ]);
    expect(check('worker/local.ts', "import { originApp } from '../origin/app';")).toEqual([]);
  });

  it('keeps the stand-in out of the production entry: nothing worker/index.ts imports, however deep, is under origin/', () => {
    const reached = importGraph('worker/index.ts');
    // A walk that stopped at the entry would pass: the worker is hundreds of files.
    expect(reached.size).toBeGreaterThan(200);
    expect([...reached].filter((file) => file.startsWith('origin/'))).toEqual([]);
    expect(importGraph('worker/local.ts').has('origin/app.ts')).toBe(true);
  });
});

/** Every repository file reached from `entry` through relative imports (also `import()`). */
function importGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const resolve = (from: string, specifier: string): string | null => {
    const base = posix.join(posix.dirname(from), specifier);
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
      if (existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile()) return candidate;
    }
    return null;
  };
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) return;
    for (const specifier of importsOf(readFileSync(join(root, file), 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = resolve(file, specifier);
      if (target) walk(target);
    }
  };
  walk(entry);
  return seen;
}
