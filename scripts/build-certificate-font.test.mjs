import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

describe('build-certificate-font', () => {
  it('the committed worker/certificate/font-data.ts is what the installed font package gives (rerun the script after updating it)', () => {
    const script = fileURLToPath(new URL('./build-certificate-font.mjs', import.meta.url));
    const run = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
