import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anchorsOf, brokenLinks, describeLink, linksOf, slugOf, type DocFiles } from './doc-links';

const root = fileURLToPath(new URL('../..', import.meta.url));

const repository: DocFiles = {
  read: (path) => (existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : null),
  exists: (path) => existsSync(join(root, path)),
};

/** A made-up repository of a few files. */
function fixture(files: Record<string, string>, folders: string[] = []): DocFiles {
  return {
    read: (path) => files[path] ?? null,
    exists: (path) => path in files || folders.includes(path),
  };
}

const check = (files: Record<string, string>, folders: string[] = []) =>
  brokenLinks(Object.keys(files).filter((f) => f.endsWith('.md')), fixture(files, folders)).map(describeLink);

describe('links of README.md and docs/*.md', () => {
  it('all resolve: every relative link names an existing file, every #anchor a heading of its target', () => {
    const docs = ['README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
    // A walk that found no document or no link would pass: the README and the docs link to each other.
    expect(docs.length).toBeGreaterThan(5);
    expect(docs.flatMap((file) => linksOf(file, repository.read(file) ?? '')).length).toBeGreaterThan(20);
    expect(brokenLinks(docs, repository).map(describeLink), 'broken links').toEqual([]);
  });

  it('fails a link to a file that does not exist, with the file, line and target', () => {
    expect(check({ 'README.md': '# Site\n\nSee [testing](docs/testen.md).\n', 'docs/testing.md': '# Testing\n' })).toEqual([
      "README.md:3 links to 'docs/testen.md': no file or folder docs/testen.md",
    ]);
  });

  it('fails an anchor that is no heading of its target, and passes one that is', () => {
    const files = {
      'docs/a.md': '# A\n\n[ok](b.md#the-page-cache-anonymous-get) [wrong](b.md#page-cache) [self](#a) [self wrong](#b)\n',
      'docs/b.md': '# B\n\n## The page cache (anonymous `GET`)\n',
    };
    expect(check(files)).toEqual([
      "docs/a.md:3 links to 'b.md#page-cache': no heading #page-cache in docs/b.md",
      "docs/a.md:3 links to '#b': no heading #b in docs/a.md",
    ]);
  });

  it('resolves links relative to their file, to folders too, and leaves external links and code alone', () => {
    const files = {
      'docs/x.md': [
        '# X',
        '[up](../README.md) [folder](../origin/) [site](https://example.org/nope) [mail](mailto:a@example.org)',
        'Not a link: `[a](nope.md)`',
        '```sh',
        '[b](nope.md)',
        '```',
        '[ref]: ../README.md#site',
      ].join('\n'),
      'README.md': '# Site\n',
    };
    expect(check(files, ['origin'])).toEqual([]);
    expect(check({ 'docs/x.md': '[root](/README.md)\n', 'README.md': '' })).toEqual([
      "docs/x.md:1 links to '/README.md': an absolute path: write it relative to the file, as GitHub resolves it",
    ]);
  });

  it('makes the slugs GitHub makes', () => {
    expect(slugOf('Throughput and render cost (`npm run bench`)')).toBe('throughput-and-render-cost-npm-run-bench');
    expect(slugOf('Caches, purge & preview')).toBe('caches-purge--preview');
    expect(slugOf('The `SITE_DB` binding')).toBe('the-site_db-binding');
    expect(slugOf('Geheugentest — één **pagina**')).toBe('geheugentest--één-pagina');
    expect([...anchorsOf('# Notes\n## Notes\n## Notes\n<a id="kept"></a>\n')]).toEqual(['notes', 'notes-1', 'notes-2', 'kept']);
  });
});
