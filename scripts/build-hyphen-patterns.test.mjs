import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

it('keeps worker/render/generated/hyphen-nl.ts what the installed hyphen package gives', () => {
  const script = fileURLToPath(new URL('./build-hyphen-patterns.mjs', import.meta.url));
  expect(() => execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow();
});
