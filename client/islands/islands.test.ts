import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ISLAND_COMPONENTS } from '../../shared/islands/registry';

describe('island entries', () => {
  it('has one client entry file per island the server can render, and no other', () => {
    const files = readdirSync(new URL('.', import.meta.url))
      .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
      .map((f) => f.replace(/\.tsx?$/, ''));
    expect(files.sort()).toEqual(Object.keys(ISLAND_COMPONENTS).sort());
  });
});
