import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ISLAND_COMPONENTS } from '../../shared/islands/registry';
import { PLAIN_ISLANDS } from '../../shared/islands/types';

const entries = readdirSync(new URL('.', import.meta.url))
  .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
  .map((f) => f.replace(/\.tsx?$/, ''));

/** Every source file that ends up in an island entry's browser bundle. */
async function bundledInputs(name: string): Promise<string[]> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(`${name}.ts`, import.meta.url))],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

describe('island entries', () => {
  it('has one client entry file per island the server can render, and no other', () => {
    expect(entries.sort()).toEqual(Object.keys(ISLAND_COMPONENTS).sort());
  });

  it('has an entry file for every plain island, each an island the server can render', () => {
    for (const name of PLAIN_ISLANDS) {
      expect(entries, `plain island ${name}`).toContain(name);
      expect(Object.keys(ISLAND_COMPONENTS), `plain island ${name}`).toContain(name);
    }
  });

  it.each([...PLAIN_ISLANDS])('gives the plain island %s an entry (element, props) => void that brings no React', async (name) => {
    const entry = (await import(`./${name}`)) as { default: unknown };
    // A React component takes one argument (its props); a plain entry takes the element and the props.
    expect(typeof entry.default).toBe('function');
    expect((entry.default as (...args: unknown[]) => unknown).length, `${name}: default export (element, props)`).toBe(2);
    expect((await bundledInputs(name)).filter((input) => /node_modules\/(react|react-dom|scheduler)\//.test(input)), `${name} bundles React`).toEqual([]);
  });

  it('tells a React island entry apart from a plain one (the check above can fail)', async () => {
    const inputs = await bundledInputs('mobile-menu');
    expect(inputs.some((input) => /node_modules\/react\//.test(input))).toBe(true);
    const entry = (await import('./mobile-menu')) as { default: (...args: unknown[]) => unknown };
    expect(entry.default.length).not.toBe(2);
  });
});
