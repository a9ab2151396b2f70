import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import ts from 'typescript';
import { isReusableProps, reusableProps, TOKEN_FREE_ISLANDS } from './reusable';

/** Every module a file names (as tests/boundaries/rules.ts reads them; shared/ may not import tests/). */
const importsOf = (source: string): string[] => ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);

/** The island's module: 'mobile-menu' is shared/islands/MobileMenu.tsx. */
const islandFile = (name: string) => `shared/islands/${name.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase())}.tsx`;

function resolve(from: string, specifier: string): string | null {
  const base = normalize(join(dirname(from), specifier));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  }
  return null;
}

/** Every file of the repository an island's module reaches through relative imports, itself included. */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const todo = [entry];
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = resolve(file, specifier);
      if (target) todo.push(target);
    }
  }
  return seen;
}

describe('reusable island props', () => {
  it('are deep-frozen and registered; anything else is not reusable', () => {
    const props = reusableProps({ items: [{ title: 'a', children: [] as unknown[] }], labels: { toggle: 'Menu' } });
    expect(isReusableProps(props)).toBe(true);
    expect(Object.isFrozen(props.items[0])).toBe(true);
    expect(Object.isFrozen(props.labels)).toBe(true);
    expect(isReusableProps(Object.freeze({ items: [] }))).toBe(false);
    expect(isReusableProps(null)).toBe(false);
  });

  // The server renders these islands without the page's anti-forgery token and keeps their markup
  // (worker/render/islands.ts): that is only sound while nothing they run can read the token.
  it.each([...TOKEN_FREE_ISLANDS])('%s reaches no code that reads the form token', (name) => {
    const entry = islandFile(name);
    expect(existsSync(entry)).toBe(true);
    for (const file of reachable(entry)) {
      expect(file).not.toMatch(/post-form/);
      expect(readFileSync(file, 'utf8')).not.toMatch(/FormTokenContext|useFormToken|csrf|ANTI_FORGERY/i);
    }
  });
});
