/**
 * The forum's demo content as plain data, deterministic for a seed and dated
 * relative to the generation day: 40 members, 10 topics, 60 conversations
 * (one a daily check-in with 2,000 short replies), 600 replies spread over
 * the last months, three groups (one closed) with their conversations, a
 * reported post, a post waiting for review, a hidden post and watched words.
 * `scale` N multiplies members, conversations and replies (benchmarks).
 */
import { GROUPS, MEMBERS, TOPICS, WATCHED_WORDS, type TopicSlug } from './people';
import { CHECK_IN, CLOSERS, MIDDLES, OPENERS } from './replies';
import { THREADS_A } from './threads-a';
import { THREADS_B, GROUP_THREADS } from './threads-b';
import { demoTools } from '../../demo/random';

export interface DemoMember {
  username: string;
  createdAt: string;
  role: 'member' | 'moderator';
}

export interface DemoPost {
  author: number;
  text: string;
  at: string;
  state: 'visible' | 'held' | 'hidden';
}

export interface DemoConversation {
  title: string;
  topic: TopicSlug | null;
  group: string | null;
  /** posts[0] is the opening post. */
  posts: DemoPost[];
}

export interface DemoForum {
  version: string;
  members: DemoMember[];
  conversations: DemoConversation[];
  memberships: { group: string; member: number }[];
  /** Reports of a reply: conversation index, post index, reporter, reason, note. */
  reports: { conversation: number; post: number; reporter: number; reason: string; note: string }[];
  /** The moderator who hid the hidden post, and why. */
  hidden: { conversation: number; post: number; moderator: number; reason: string } | null;
}

/** Demo content's version: change it when the texts or the shape change (the seeder then replaces the old demo). */
export const DEMO_VERSION = 'forum-demo-4';

const DAY = 24 * 3600 * 1000;
const REPLIES_PER_BATCH = 600;
const CHECK_IN_REPLIES = 2000;

export function generateForumDemo(options: { now?: Date; scale?: number; seed?: number } = {}): DemoForum {
  const { now, scale, rand, pick, iso } = demoTools(options, 37, 5);

  const members: DemoMember[] = [];
  for (let b = 0; b < scale; b++) {
    for (const [i, name] of MEMBERS.entries()) {
      const username = b === 0 ? name : `${name.slice(0, 16)}x${b}`;
      // Mieke joined two days ago: her first post waits for review.
      const daysAgo = name === 'Mieke' && b === 0 ? 2 : 200 + ((i * 37 + b * 11) % 500);
      members.push({ username, createdAt: iso(now.getTime() - daysAgo * DAY), role: 'member' });
    }
  }
  const moderator = members.length;
  members.push({ username: 'BeheerderAnja', createdAt: iso(now.getTime() - 900 * DAY), role: 'moderator' });
  const newcomer = MEMBERS.indexOf('Mieke');
  const regular = (b: number) => b * MEMBERS.length + Math.floor(rand() * (MEMBERS.length - 1));

  const reply = (topic: TopicSlug) => [pick(OPENERS), pick(MIDDLES[topic]), pick(CLOSERS)].filter(Boolean).join(' ');
  const conversations: DemoConversation[] = [];
  const memberships: DemoForum['memberships'] = [];

  for (let b = 0; b < scale; b++) {
    const threads = [...THREADS_A, ...THREADS_B].map((t) => ({ ...t, group: null as string | null }));
    const groupThreads = GROUP_THREADS.map((t) => ({ topic: 'mantelzorg' as TopicSlug, title: t.title, text: t.text, group: t.group }));
    const all = [...threads, ...groupThreads];
    const groupMembers = new Map<string, number[]>();
    for (const group of GROUPS) {
      const size = group.membership === 'closed' ? 8 : 12;
      const chosen = new Set<number>();
      while (chosen.size < size) chosen.add(regular(b));
      groupMembers.set(group.slug, [...chosen]);
      for (const member of chosen) memberships.push({ group: group.slug, member });
    }
    // Replies per conversation: uneven, as on a real forum, adding up to 600 per batch.
    const weights = all.map(() => 1 + Math.floor(rand() * 14));
    const sum = weights.reduce((a, w) => a + w, 0);
    const counts = weights.map((w) => Math.floor((w * REPLIES_PER_BATCH) / sum));
    for (let i = 0; counts.reduce((a, c) => a + c, 0) < REPLIES_PER_BATCH; i++) counts[i % counts.length]! += 1;
    all.forEach((thread, i) => {
      const authors = thread.group ? groupMembers.get(thread.group)! : null;
      const who = () => (authors ? pick(authors) : regular(b));
      // "Een herinneringsdoos maken" has been quiet for more than half a year (the calm note before replying).
      const quiet = thread.title === 'Een herinneringsdoos maken';
      const start = now.getTime() - (quiet ? 320 : 3 + Math.floor(rand() * 230)) * DAY - Math.floor(rand() * DAY);
      const span = quiet ? 20 * DAY : Math.min(now.getTime() - start, (5 + rand() * 50) * DAY);
      const posts: DemoPost[] = [{ author: who(), text: thread.text, at: iso(start), state: 'visible' }];
      const n = counts[i]!;
      for (let k = 1; k <= n; k++) posts.push({ author: who(), text: reply(thread.topic), at: iso(start + (span * k) / (n + 1) + rand() * 3_600_000), state: 'visible' });
      conversations.push({ title: thread.title, topic: thread.group ? null : thread.topic, group: thread.group, posts });
    });
  }

  // The daily check-in of the koffiehoek: 2,000 short replies over the last 300 days (once, whatever the scale).
  const start = now.getTime() - 300 * DAY;
  const checkIn: DemoPost[] = [{ author: MEMBERS.indexOf('Els72'), text: CHECK_IN.text, at: iso(start), state: 'visible' }];
  for (let k = 1; k <= CHECK_IN_REPLIES; k++) {
    const text = [pick(CHECK_IN.greetings), pick(CHECK_IN.days), pick(CHECK_IN.extras), pick(CHECK_IN.closings)].filter(Boolean).join(' ');
    checkIn.push({ author: regular(0), text, at: iso(start + ((now.getTime() - start - DAY / 4) * k) / CHECK_IN_REPLIES), state: 'visible' });
  }
  // First, so its address is the same at every scale (the bench's long conversation: /ervaringen-delen/forum/1-…).
  conversations.unshift({ title: CHECK_IN.title, topic: 'koffiehoek', group: null, posts: checkIn });

  // A reply to report (an advertisement for a 'cure'), a hidden one, and a newcomer's first post waiting for review.
  const endure = conversations.findIndex((c) => c.title === 'Hoe houden jullie het vol?');
  const target = conversations[endure]!;
  const last = target.posts.at(-1)!.at;
  const spamAt = new Date(last).getTime() + 3_600_000;
  target.posts.push({
    author: MEMBERS.indexOf('FrankR'),
    text: 'Ik heb een tip die bij mijn tante echt werkte: een kruidenkuur van www.geheugenwonder.example. Binnen drie weken was ze weer de oude! Bestel met mijn code en je krijgt korting.',
    at: iso(spamAt),
    state: 'visible',
  });
  target.posts.push({ author: MEMBERS.indexOf('Petra'), text: 'Dat klinkt te mooi om waar te zijn. Overleg alsjeblieft eerst met je arts voordat je zoiets probeert.', at: iso(spamAt + 2 * 3_600_000), state: 'visible' });
  const reports = [
    { conversation: endure, post: target.posts.length - 2, reporter: MEMBERS.indexOf('Petra'), reason: 'harmful', note: 'Hier wordt een middel aangeprezen dat dementie zou genezen. Dat is misleidend.' },
    { conversation: endure, post: target.posts.length - 2, reporter: MEMBERS.indexOf('Hanneke'), reason: 'spam', note: '' },
  ];
  const angry = conversations.findIndex((c) => c.title === 'Broers en zussen die niet helpen');
  const family = conversations[angry]!;
  family.posts.push({
    author: MEMBERS.indexOf('ErikL'),
    text: 'Die broer van jou moet je gewoon op zijn nummer zetten, en noem hem maar bij naam hier. Dan weet iedereen wat voor iemand het is.',
    at: iso(new Date(family.posts.at(-1)!.at).getTime() + 3_600_000),
    state: 'hidden',
  });
  const hidden = { conversation: angry, post: family.posts.length - 1, moderator, reason: 'We noemen hier geen namen van anderen en spreken elkaar vriendelijk aan. Je mag je ervaring natuurlijk wel delen.' };
  const diagnosis = conversations.find((c) => c.title === 'Vandaag de diagnose alzheimer gekregen voor mijn man')!;
  diagnosis.posts.push({ author: newcomer, text: 'Bij mijn moeder is het ook net vastgesteld. Ik lees hier graag mee en hoop dat ik later ook iets kan betekenen voor anderen.', at: iso(now.getTime() - DAY), state: 'held' });

  return { version: `${DEMO_VERSION}:${scale}:${options.seed ?? 37}`, members, conversations, memberships, reports, hidden };
}

export { TOPICS, GROUPS, WATCHED_WORDS };
