/**
 * The links of the project's Markdown (README.md, docs/*.md): every relative
 * link must name a file or folder that exists, and every #anchor a heading of
 * its target (GitHub's slugs) or an HTML anchor in it. Pure functions over an
 * injected file reader, so the test runs them on the real files and on fixtures.
 */
import { posix } from 'node:path';

export interface DocLink {
  /** The Markdown file the link is in, from the repository root ('docs/testing.md'). */
  file: string;
  line: number;
  /** The link as written ('operations.md#purge'). */
  target: string;
}

export interface BrokenLink extends DocLink {
  problem: string;
}

export interface DocFiles {
  /** The text of a file (path from the repository root), or null when there is no such file. */
  read(path: string): string | null;
  /** Whether a path names a file or folder. */
  exists(path: string): boolean;
}

/** Lines outside fenced code blocks, with their 1-based numbers: as written, and with inline code spans blanked. */
function proseLines(markdown: string): { raw: string; text: string; line: number }[] {
  const out: { raw: string; text: string; line: number }[] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((raw, index) => {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(raw)?.[1];
    if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === null ? marker : null;
      return;
    }
    if (fence !== null) return;
    out.push({ raw, text: raw.replace(/(`+)(?:(?!\1)[\s\S])*?\1/g, (span) => ' '.repeat(span.length)), line: index + 1 });
  });
  return out;
}

/** Every link of a Markdown text: inline `[text](target)`, images, and reference definitions `[x]: target`. */
export function linksOf(file: string, markdown: string): DocLink[] {
  const links: DocLink[] = [];
  for (const { text, line } of proseLines(markdown)) {
    for (const match of text.matchAll(/!?\[[^\]]*\]\(\s*<?([^()\s<>]+(?:\([^()\s]*\)[^()\s<>]*)*)>?(?:\s+"[^"]*")?\s*\)/g)) {
      links.push({ file, line, target: match[1]! });
    }
    const definition = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$/.exec(text);
    if (definition) links.push({ file, line, target: definition[1]! });
  }
  return links;
}

/** The text of a heading as GitHub renders it: code, emphasis, links and images reduced to their words. */
function headingText(raw: string): string {
  // Code spans keep their text as written; only the rest loses its Markdown.
  return raw
    .replace(/\s+#+\s*$/, '')
    .split(/(`+[^`]*`+)/)
    .map((part, i) =>
      i % 2 === 1
        ? part.replace(/^`+|`+$/g, '')
        : part
            .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
            .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
            .replace(/<[^>]+>/g, '')
            .replace(/(\*\*|\*)(\S(?:.*?\S)?)\1/g, '$2')
            .replace(/(^|[^\p{L}\p{N}])(__|_)(\S(?:.*?\S)?)\2(?=[^\p{L}\p{N}]|$)/gu, '$1$3'),
    )
    .join('')
    .trim();
}

/** GitHub's slug of a heading: lower case, punctuation dropped (not '-' or '_'), each space a '-'. */
export function slugOf(heading: string): string {
  return headingText(heading)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown text offers: its headings' slugs (repeats numbered -1, -2 as GitHub does) and HTML ids and names. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { raw, text } of proseLines(markdown)) {
    const heading = /^ {0,3}#{1,6}\s+(.*)$/.exec(raw);
    if (heading) {
      const base = slugOf(heading[1]!);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const html of text.matchAll(/<a\s[^>]*\b(?:id|name)="([^"]+)"/g)) anchors.add(html[1]!);
  }
  return anchors;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** What is wrong with one link, or null when it resolves. */
function problemOf(link: DocLink, files: DocFiles): string | null {
  if (EXTERNAL.test(link.target)) return null;
  const hash = link.target.indexOf('#');
  const pathPart = decodeURIComponent(hash < 0 ? link.target : link.target.slice(0, hash)).replace(/\?.*$/, '');
  const anchor = hash < 0 ? null : decodeURIComponent(link.target.slice(hash + 1));
  if (pathPart.startsWith('/')) return 'an absolute path: write it relative to the file, as GitHub resolves it';
  const target = pathPart === '' ? link.file : posix.normalize(posix.join(posix.dirname(link.file), pathPart)).replace(/\/$/, '');
  if (target.startsWith('..')) return `${target} is outside the repository`;
  if (!files.exists(target)) return `no file or folder ${target}`;
  if (anchor === null || anchor === '') return null;
  if (!target.endsWith('.md')) return `#${anchor} on ${target}, which is not Markdown`;
  const text = files.read(target);
  if (text === null) return `#${anchor}: ${target} cannot be read`;
  return anchorsOf(text).has(anchor) ? null : `no heading #${anchor} in ${target}`;
}

/** Every broken link of the given Markdown files. */
export function brokenLinks(paths: readonly string[], files: DocFiles): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const file of paths) {
    const text = files.read(file);
    if (text === null) {
      broken.push({ file, line: 0, target: file, problem: 'the document itself is missing' });
      continue;
    }
    for (const link of linksOf(file, text)) {
      const problem = problemOf(link, files);
      if (problem) broken.push({ ...link, problem });
    }
  }
  return broken;
}

/** One line a writer can act on. */
export const describeLink = (b: BrokenLink) => `${b.file}:${b.line} links to '${b.target}': ${b.problem}`;
