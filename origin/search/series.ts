/**
 * Recurring activities as one hit (issue 36): the occurrences of one kind of
 * activity at one location (a monthly Alzheimer Café, a lecture every other
 * month, a quarter of weekly walks) are one series, indexed once. What ranks
 * is the series' name (the words its titles share, else its kind and
 * location), a description (kind and location) and, as body text, every
 * coming occurrence's title and introduction; what the hit shows is the next
 * occurrence (its title, introduction and path) with the dates: its first
 * (and last) day and how many more follow.
 *
 * Occurrences that ended are never indexed: a series is built from the
 * occurrences that end today or later (the Dutch day), and it is built again
 * when its next occurrence has passed (search/indexer.ts, purgePast) or one of
 * its occurrences changed (search_series_members tells which series a node
 * belongs to).
 *
 * The CMS has no series of its own (spec section 3: an activity has a date,
 * times, a location and a type), so the series is derived: the location it
 * refers to and its activity type. An activity without a location reference
 * is a series of its own.
 */
import { foldedWords } from '../../shared/contract/fold';
import { day, type IndexLookups, type IndexNode, labelOf, refId, type SearchDoc, searchDocOf } from './extract';

/** The series an activity belongs to ('{location}:{type}'), or null when it is no activity or refers to no location. */
export function seriesKeyOf(node: Pick<IndexNode, 'type' | 'fields'>): string | null {
  if (node.type !== 'activiteit') return null;
  const location = refId(node.fields.field_location);
  if (location === null) return null;
  const type = refId(node.fields.field_activity_type) ?? foldedWords(labelOf(node.fields.field_activity_type) ?? '').join('-');
  return `${location}:${type}`;
}

/** Separators a shared beginning of titles may end in: 'Alzheimer Café Utrecht:' is 'Alzheimer Café Utrecht'. */
const TRAILING = /[\s:;,.–—-]+$/u;

/**
 * The name of a series: the words its occurrences' titles begin with alike
 * ('Alzheimer Café Utrecht: Wat is dementie?' and 'Alzheimer Café Utrecht:
 * Veilig thuis' make 'Alzheimer Café Utrecht'), cut before a bracket left
 * open ('Wandelgroep Dalfsen (elke dinsdag, januari …' and '… april …' make
 * 'Wandelgroep Dalfsen'); when they share fewer than two words (lectures on
 * different subjects), the kind of activity at its location.
 */
export function seriesName(titles: readonly string[], kind: string, location: string): string {
  const split = titles.map((t) => t.trim().split(/\s+/u));
  const first = split[0] ?? [];
  let n = first.length;
  for (const words of split.slice(1)) {
    let i = 0;
    while (i < n && i < words.length && words[i] === first[i]) i++;
    n = i;
  }
  let shared = first.slice(0, n);
  const open = shared.findIndex((w) => w.includes('(') && !w.includes(')'));
  if (open >= 0) shared = shared.slice(0, open);
  const name = shared.join(' ').replace(TRAILING, '');
  if (split.length === 1) return titles[0]!.trim();
  if (name.split(' ').filter(Boolean).length >= 2) return name;
  return kind && location ? `${kind}: ${location}` : location || kind || first.join(' ');
}

/** The first and last day of an occurrence. */
function daysOf(node: IndexNode): { start: string; end: string } | null {
  const start = day(node.fields.field_start_date);
  if (!start) return null;
  const end = day(node.fields.field_end_date) ?? start;
  return { start, end: end < start ? start : end };
}

/** What a title says beyond the series' name ('Alzheimer Café Zwolle: Veilig thuis' → 'Veilig thuis'). */
function ownPart(title: string, name: string): string {
  return title.startsWith(name) ? title.slice(name.length).replace(/^[\s:;,.–—-]+/u, '') : title;
}

/** Each text once, in order (the occurrences of a series share most of their introductions). */
const distinct = (texts: readonly string[]) => [...new Set(texts.map((t) => t.trim()).filter(Boolean))];

/**
 * The index entry of a series from its occurrences (any order, ended ones
 * included): null when none of them is shown today or later. `today` is the
 * Dutch day (YYYY-MM-DD).
 */
export function seriesDocOf(key: string, occurrences: readonly IndexNode[], lookups: IndexLookups, today: string): SearchDoc | null {
  const coming = occurrences
    .map((node) => ({ node, days: daysOf(node), doc: searchDocOf(node, lookups) }))
    .filter((o): o is { node: IndexNode; days: { start: string; end: string }; doc: SearchDoc } => o.days !== null && o.doc !== null && o.days.end >= today)
    .sort((a, b) => a.days.start.localeCompare(b.days.start) || a.node.id - b.node.id);
  const next = coming[0];
  if (!next) return null;
  const kind = labelOf(next.node.fields.field_activity_type) ?? '';
  const location = labelOf(next.node.fields.field_location) ?? '';
  const name = seriesName(
    coming.map((o) => o.node.title),
    kind,
    location,
  );
  return {
    ...next.doc,
    indexTitle: name,
    indexIntroduction: distinct([kind, location]).join('. '),
    // Each occurrence's own part of its title (its theme) once: the name is the title already, and a name
    // repeated per date would make the positions FTS5 reads for every count of 'alzheimer café' long.
    body: distinct([...coming.flatMap((o) => [ownPart(o.node.title, name), o.doc.introduction]), next.doc.body]).join(' \n '),
    titleKey: foldedWords(name).join(' '),
    // Shown until its next occurrence has passed; then the series is built again from the rest.
    shownFrom: null,
    shownUntil: coming.reduce((min, o) => (o.days.end < min ? o.days.end : min), next.days.end),
    series: key,
    dates: { next: next.days.start, until: next.days.end !== next.days.start ? next.days.end : null, more: coming.length - 1 },
  };
}
