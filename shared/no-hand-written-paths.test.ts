import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './routes';

/**
 * Links to the screens of the route table are built with `href(name, params)`
 * (shared/routes.ts), never written by hand: this test reads every string in
 * shared/, worker/ and client/ and fails on one that starts with a route's
 * literal prefix (`/regios`, `/zoeken`, `/geheugentest`, `/cookies` …).
 */

const ROOT = join(import.meta.dirname, '..');
const SCANNED = ['shared', 'worker', 'client'];

/** Where such strings belong, and why. */
const ALLOWED: { pattern: RegExp; why: string }[] = [
  { pattern: /^shared\/routes\.ts$/, why: 'the route table itself' },
  { pattern: /\.test\.tsx?$/, why: 'tests say what an address must be' },
  { pattern: /^worker\/origin\//, why: 'the embedded origin is the CMS: its content and aliases are content links' },
  { pattern: /^shared\/(blocks\/[\w-]+|ui\/headers)\/examples\.ts$/, why: 'examples stand for CMS answers, whose links are content' },
  { pattern: /^shared\/links\.ts$/, why: "the link rule of spec section 2 names the prefix /trainingen/ itself (startingPageUrl)" },
];

/**
 * The literal start of every route's pattern, up to its first parameter:
 * `/regios/:regio/locaties` → `/regios`. The home page (`/`) and the routes
 * that start with a parameter (the catch-all) have none a string could be told by.
 */
export const ROUTE_PREFIXES = [
  ...new Set(
    ROUTES.map((route) => {
      const literal: string[] = [];
      for (const segment of route.pattern.split('/').slice(1)) {
        const colon = segment.indexOf(':');
        if (colon === -1) literal.push(segment);
        else {
          if (colon > 0) literal.push(segment.slice(0, colon));
          break;
        }
      }
      return literal.length ? '/' + literal.join('/') : '';
    }).filter((prefix) => prefix !== '' && prefix !== '/'),
  ),
];

/** A prefix counts only as whole segments: `/nieuws` is not in `/nieuwsbrief`, `/preview` not in `/preview-url`. */
function startsWithRoute(text: string): string | undefined {
  return ROUTE_PREFIXES.find((prefix) => text.startsWith(prefix) && /^($|[/?#])/.test(text.slice(prefix.length)));
}

/** Every string literal (and the start of every template) in a source that starts with a route's prefix; comments are not strings. */
export function handWrittenPaths(source: string, fileName = 'x.tsx'): { line: number; text: string }[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
      if (startsWithRoute(node.text)) found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text });
    }
    node.forEachChild(visit);
  };
  visit(file);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

describe('hand-written paths to routes', () => {
  it('knows the literal prefixes of the route table', () => {
    expect(ROUTE_PREFIXES).toEqual(expect.arrayContaining(['/cookies', '/zoeken', '/preview', '/regios', '/nieuws', '/geheugentest', '/vrijwilligerswerk']));
    expect(ROUTE_PREFIXES).not.toContain('/');
  });

  it('finds paths in attributes, strings and templates, as whole segments, and not in comments', () => {
    const source = [
      '// a comment may name /regios',
      'const a = <a href="/regios">x</a>;',
      "const b = '/nieuws?page=2';",
      'const c = `/geheugentest/${slug}/stap2`;',
      "const d = ['/nieuwsbrief', '/preview-url', 'https://example.org/regios', '/dementie'];",
      "const e = { url: '/cookies#cookie-instellingen' };",
    ].join('\n');
    expect(handWrittenPaths(source)).toEqual([
      { line: 2, text: '/regios' },
      { line: 3, text: '/nieuws?page=2' },
      { line: 4, text: '/geheugentest/' },
      { line: 6, text: '/cookies#cookie-instellingen' },
    ]);
  });

  it('finds none in shared/, worker/ or client/ outside the allow-list: use href(name, params)', () => {
    const files = SCANNED.flatMap(sourceFiles).map((path) => relative(ROOT, join(ROOT, path)).split('\\').join('/'));
    expect(files.length).toBeGreaterThan(100);
    const offences = files
      .filter((path) => !ALLOWED.some(({ pattern }) => pattern.test(path)))
      .flatMap((path) => handWrittenPaths(readFileSync(join(ROOT, path), 'utf8'), path).map(({ line, text }) => `${path}:${line} '${text}'`));
    expect(offences).toEqual([]);
    // Reads and scans every source file: about 4 s alone, more on a busy machine (not a timing check).
  }, 60_000);
});
