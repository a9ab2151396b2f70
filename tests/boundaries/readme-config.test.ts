import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The names wrangler.toml and .dev.vars.example give the worker: vars, bindings, secrets. */
function configuredNames(toml: string, devVars: string): { vars: string[]; bindings: string[]; secrets: string[] } {
  const vars: string[] = [];
  const bindings: string[] = [];
  let section = '';
  for (const line of toml.split('\n')) {
    const header = /^\s*\[\[?([\w.]+)\]\]?\s*$/.exec(line);
    if (header) section = header[1]!;
    const entry = /^\s*([A-Za-z_]+)\s*=\s*"([^"]*)"/.exec(line);
    if (!entry) continue;
    if (section === 'vars') vars.push(entry[1]!);
    else if (entry[1] === 'binding' || (section === 'ratelimits' && entry[1] === 'name')) bindings.push(entry[2]!);
  }
  const secrets = [...devVars.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]!);
  return { vars, bindings, secrets };
}

/** The names the README's tables under "## Configuration" list in their first column. */
function documentedNames(readme: string): string[] {
  const start = readme.indexOf('\n## Configuration');
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/^\| ([^|]+) \|/gm)].flatMap((m) => [...m[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((n) => n[1]!));
}

describe("the README's configuration tables", () => {
  const { vars, bindings, secrets } = configuredNames(read('wrangler.toml'), read('.dev.vars.example'));
  const documented = documentedNames(read('README.md'));

  it('name every var, binding and secret of wrangler.toml and .dev.vars.example, and nothing else', () => {
    // A parse that found nothing would pass.
    expect(vars.length).toBeGreaterThan(10);
    expect(bindings).toContain('SITE_DB');
    expect(bindings).toContain('LOGIN_LIMIT');
    expect(secrets).toContain('FORM_SECRET');
    const configured = [...vars, ...bindings, ...secrets];
    expect(configured.filter((name) => !documented.includes(name)), 'configured but not in the README').toEqual([]);
    expect(documented.filter((name) => !configured.includes(name)), 'in the README but not configured').toEqual([]);
  });

  it('reads the configuration the way it is written', () => {
    const toml = '[vars]\nA_B = "1"\n[[kv_namespaces]]\nbinding = "KV"\nid = "x"\n[[ratelimits]]\nname = "LIMIT"\n[other]\nname = "not-a-binding"\n';
    expect(configuredNames(toml, 'S=1\n# C=2\nT=\n')).toEqual({ vars: ['A_B'], bindings: ['KV', 'LIMIT'], secrets: ['S', 'T'] });
    expect(documentedNames('# X\n## Configuration\n| `A_B`, `C` | x |\n|---|---|\n| `KV` | `NOT_FIRST` |\n## Next\n| `Z` | y |\n')).toEqual(['A_B', 'KV']);
  });
});
