/**
 * The blogs' demo content as plain data, deterministic for a seed and dated
 * relative to the generation day: 25 bloggers (the first 25 of the forum's
 * demo members) with their blog's title and introduction, 120 blog entries
 * and 30 poems over the last year and a half, about one in six for members
 * only, about a third with a header picture of the 40 demo pictures, about
 * half with reactions. `scale` N makes N times as many (benchmarks).
 */
import { CLOSINGS, MIDDLES, OPENINGS, POEM_STANZAS, REACTIONS } from './texts';
import { BLOG_TITLES, POEM_TITLES } from './titles';
import { demoTools } from '../../demo/random';

export const BLOG_DEMO_VERSION = 'blogs-demo-1';
export const BLOGGERS = 25;
export const DEMO_PICTURES = 40;
const DAY = 24 * 3600 * 1000;
const POEM_REACTION = 10;

export interface DemoEntry {
  /** Index of the blogger (0 … BLOGGERS * scale - 1). */
  author: number;
  title: string;
  kind: 'blog' | 'poem';
  visibility: 'public' | 'members';
  /** The textarea's convention (turned into rich text by the seeder). */
  text: string;
  picture: number | null;
  at: string;
  reactions: { author: number; text: string; at: string }[];
}

export interface DemoBlogs {
  version: string;
  blogs: { author: number; title: string; intro: string }[];
  entries: DemoEntry[];
  /** Readers following a blogger: [reader index, blogger index], both among the bloggers. */
  follows: [number, number][];
}

const BLOG_NAMES = ['Dagboek van een mantelzorger', 'Zolang het nog kan', 'Koffie om half elf', 'Woorden die blijven', 'Onze weg met alzheimer', 'Tussen vergeten en herinneren', 'Mijn moeder en ik', 'Stap voor stap', 'Het vergeetboek', 'Over mijn vader'];
const INTROS = [
  'Ik zorg voor mijn man, die sinds twee jaar de ziekte van Alzheimer heeft. Hier schrijf ik over wat we samen meemaken.',
  'Ik heb zelf dementie en schrijf zolang het nog lukt: over goede dagen, lastige dagen en alles daartussen.',
  'Mijn moeder woont sinds vorig jaar in een verpleeghuis. Dit zijn mijn verhalen over bezoekjes, afscheid en kleine momenten.',
  'Gedichten en stukjes over mijn vader, die langzaam verandert maar nog steeds mijn vader is.',
  '',
];

export function generateBlogsDemo(options: { now?: Date; scale?: number; seed?: number } = {}): DemoBlogs {
  const { now, scale, rand, pick, iso } = demoTools(options, 38, 10);
  const bloggers = BLOGGERS * scale;
  const blogs = Array.from({ length: bloggers }, (_, i) => ({ author: i, title: BLOG_NAMES[i % BLOG_NAMES.length]!, intro: INTROS[i % INTROS.length]! }));
  const entries: DemoEntry[] = [];
  const reactionsFor = (author: number, at: number, poem: boolean) => {
    const count = rand() < 0.5 ? 0 : 1 + Math.floor(rand() * 5);
    const out: DemoEntry['reactions'] = [];
    for (let k = 0; k < count; k++) {
      let who = Math.floor(rand() * bloggers);
      if (who === author) who = (who + 1) % bloggers;
      // The reaction about a poem only under poems.
      const text = poem && k === 0 ? REACTIONS[POEM_REACTION]! : pick(REACTIONS.filter((_, j) => j !== POEM_REACTION));
      out.push({ author: who, text, at: iso(at + (k + 1) * (2 + rand() * 20) * 3_600_000) });
    }
    return out;
  };
  for (let b = 0; b < scale; b++) {
    BLOG_TITLES.forEach(([title, theme], i) => {
      const author = b * BLOGGERS + ((i * 7) % BLOGGERS);
      const middles = MIDDLES[theme];
      const first = Math.floor(rand() * middles.length);
      const second = (first + 1 + Math.floor(rand() * (middles.length - 1))) % middles.length;
      const text = [pick(OPENINGS), middles[first]!, middles[second]!, pick(CLOSINGS)].filter(Boolean).join('\n\n');
      const at = now.getTime() - (1 + Math.floor(rand() * 540)) * DAY - Math.floor(rand() * DAY);
      entries.push({
        author,
        title,
        kind: 'blog',
        visibility: i % 6 === 5 ? 'members' : 'public',
        text,
        picture: i % 3 === 0 ? (i / 3) % DEMO_PICTURES : null,
        at: iso(at),
        reactions: reactionsFor(author, at, false),
      });
    });
    POEM_TITLES.forEach((title, i) => {
      const author = b * BLOGGERS + ((i * 11 + 3) % BLOGGERS);
      const first = (i * 3) % POEM_STANZAS.length;
      const stanzas = [POEM_STANZAS[first]!, POEM_STANZAS[(first + 7 + (i % 5)) % POEM_STANZAS.length]!];
      if (i % 4 === 0) stanzas.push(POEM_STANZAS[(first + 13) % POEM_STANZAS.length]!);
      const at = now.getTime() - (1 + Math.floor(rand() * 500)) * DAY - Math.floor(rand() * DAY);
      entries.push({ author, title, kind: 'poem', visibility: i % 7 === 6 ? 'members' : 'public', text: stanzas.join('\n\n'), picture: i % 5 === 0 ? (20 + i) % DEMO_PICTURES : null, at: iso(at), reactions: reactionsFor(author, at, true) });
    });
  }
  // The newest entry is always public and recent, so the overview starts with something to read.
  entries.sort((x, y) => (x.at < y.at ? -1 : 1));
  const newest = entries.at(-1)!;
  newest.visibility = 'public';
  const follows: [number, number][] = [];
  for (let r = 0; r < bloggers; r += 2) follows.push([r, (r + 1 + Math.floor(rand() * (bloggers - 1))) % bloggers]);
  return { version: `${BLOG_DEMO_VERSION}:${scale}:${options.seed ?? 38}`, blogs, entries, follows: follows.filter(([a, b]) => a !== b) };
}
