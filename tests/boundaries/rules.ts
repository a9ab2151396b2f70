/**
 * The import boundaries of the code base (docs/architecture.md, "Layers and boundaries"), as data and
 * one pure check, so a test can run it on every real file and on fixtures.
 * Only relative imports are checked: packages (react, hono, valibot) may be
 * imported anywhere.
 */
import { posix } from 'node:path';
import ts from 'typescript';

/**
 * The layers of shared/, lowest first. A file may import its own layer and the
 * layers below it, never one above. Files directly in shared/ count as '.'.
 */
export const SHARED_LAYERS: readonly { name: string; dirs: readonly string[] }[] = [
  { name: 'base', dirs: ['.', 'contract', 'model', 'format', 'texts', 'forms', 'styles', 'training', 'carer-test'] },
  { name: 'components', dirs: ['ui', 'islands', 'lists'] },
  { name: 'blocks', dirs: ['blocks'] },
  { name: 'pages', dirs: ['pages'] },
];

export interface SourceFile {
  /** Path from the repository root, with forward slashes ('shared/ui/Icon.tsx'). */
  path: string;
  source: string;
}

export interface Violation {
  file: string;
  specifier: string;
  /** The imported path, resolved from the repository root. */
  target: string;
  rule: string;
}

/** Every module a file names: imports (also `import type`), re-exports, `import()` and side-effect imports. */
export function importsOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);
}

/** The entry of local and test builds, which adds the embedded origin to the production worker. */
export const LOCAL_ENTRY = 'worker/local.ts';

const under = (path: string, dir: string) => path === dir || path.startsWith(dir + '/');

/** The directory of shared/ a path belongs to ('.' for a file directly in shared/), or null outside shared/. */
function sharedDir(path: string): string | null {
  if (!under(path, 'shared')) return null;
  const parts = path.split('/');
  return parts.length > 2 ? parts[1]! : '.';
}

function layerOf(dir: string): number {
  return SHARED_LAYERS.findIndex((layer) => layer.dirs.includes(dir));
}

function layerName(dir: string): string {
  return SHARED_LAYERS[layerOf(dir)]?.name ?? 'no layer';
}

/** Why importing `target` from `file` breaks a boundary; null when it may. */
function brokenRule(file: string, target: string): string | null {
  if (under(file, 'shared')) {
    if (under(target, 'worker') || under(target, 'client')) return 'shared/ runs in worker and browser alike: it imports nothing from worker/ or client/';
    const from = sharedDir(file)!;
    const to = sharedDir(target);
    if (to === null) return 'shared/ imports only shared/';
    if (layerOf(from) < 0) return `shared/${from}/ has no layer: add it to SHARED_LAYERS (tests/boundaries/rules.ts) and to docs/architecture.md`;
    if (layerOf(to) < 0) return `shared/${to}/ has no layer: add it to SHARED_LAYERS (tests/boundaries/rules.ts) and to docs/architecture.md`;
    if (layerOf(to) > layerOf(from)) {
      return `layers of shared/: ${from} (layer ${layerName(from)}) may not import ${to} (the higher layer ${layerName(to)}); order: ${SHARED_LAYERS.map((l) => l.name).join(' ← ')}`;
    }
    return null;
  }
  if (under(file, 'client')) {
    return under(target, 'client') || under(target, 'shared') ? null : 'client/ imports only shared/ (and its own files)';
  }
  if (under(file, 'origin')) {
    return under(target, 'origin') || under(target, 'shared/contract') ? null : 'origin/ (the stand-in backend) imports only shared/contract/ (and its own files)';
  }
  if (under(file, 'worker')) {
    if (under(target, 'client')) return 'worker/ never imports client/ (it reads the built asset manifest)';
    if (under(target, 'origin') && file !== LOCAL_ENTRY) return `only the local entry (${LOCAL_ENTRY}) knows the embedded origin (origin/) exists; the rest of the worker reaches it through the upstream seam (worker/content/fetcher.ts)`;
  }
  return null;
}

/** Every import of `files` that breaks a boundary. */
export function boundaryViolations(files: readonly SourceFile[]): Violation[] {
  const found: Violation[] = [];
  for (const file of files) {
    for (const specifier of importsOf(file.source)) {
      if (!specifier.startsWith('.')) continue;
      const target = posix.join(posix.dirname(file.path), specifier);
      const rule = brokenRule(file.path, target);
      if (rule) found.push({ file: file.path, specifier, target, rule });
    }
  }
  return found;
}

/** One line a developer can act on: which file, which import, which rule. */
export function describeViolation(v: Violation): string {
  return `${v.file} imports '${v.specifier}' (${v.target}): ${v.rule}`;
}
