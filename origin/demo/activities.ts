/**
 * Activities (`activiteit` nodes, alias `/regios/{regio}/activiteiten/{slug}`,
 * under their location) over the coming twelve months, counted from the day
 * the content is generated, so the demo never runs out; the two months before
 * it are there too (ended activities, which lists leave out). Each kind of
 * location has its own rhythm:
 * - Alzheimer Café: monthly, 19:30-21:30, walk-in from 19:00, closed in July and August;
 * - Alzheimer Trefpunt: every other month, 14:00-16:00, walk-in from 13:30;
 * - Ontmoetingscentrum: a weekly walking group, one activity per quarter ('elke dinsdag');
 * - Dementie Informatiepunt: a lecture every other month;
 * - Odensehuis: a music afternoon every other month; Mantelzorgsalon: every other month.
 *
 * Ids: 400,000 + 10,000 per batch.
 */
import { DAY_MS, ORGANISATION, paragraphs, publishedRevisionId, slugify } from './helpers';
import { commonFields } from './pages';
import type { Rng } from './random';
import type { LocationSpec } from './locations';
import { DECEMBER_THEME, LECTURES, MUSIC, SALON_THEMES, THEMES } from './places-text';
import type { TermIndex } from './taxonomies';
import type { NodeRow } from './types';

export const ACTIVITY_ID_START = 400_000;
export const ACTIVITIES_PER_BATCH = 10_000;
/** Days before the day of generation that activities start from (the ended ones). */
export const PAST_DAYS = 60;
/** Days after it that they run to. */
export const FUTURE_DAYS = 365;

const WEEKDAYS = ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'];
const MONTHS = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];

const iso = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The `week`-th `weekday` of a month (UTC midnight, ms). */
function nthWeekday(year: number, month: number, weekday: number, week: number): number {
  const first = Date.UTC(year, month, 1);
  const offset = (weekday - new Date(first).getUTCDay() + 7) % 7;
  return first + (offset + (week - 1) * 7) * DAY_MS;
}

/** The months (year, month) touching the window, in order. */
function monthsOf(from: number, to: number): { year: number; month: number }[] {
  const out: { year: number; month: number }[] = [];
  const start = new Date(from);
  for (let y = start.getUTCFullYear(), m = start.getUTCMonth(); Date.UTC(y, m, 1) <= to; m === 11 ? ((m = 0), y++) : m++) out.push({ year: y, month: m });
  return out;
}

interface Occasion {
  title: string;
  type: string;
  intro: string;
  start: string;
  end: string;
  startTime: string;
  endTime: string;
  entryTime: string | null;
  external: { title: string; url: string } | null;
}

function occasions(loc: LocationSpec, rng: Rng, from: number, to: number): Occasion[] {
  const out: Occasion[] = [];
  const inWindow = (ms: number) => ms >= from && ms <= to;
  const months = monthsOf(from, to);
  const themes = rng.shuffle(THEMES);
  months.forEach(({ year, month }, i) => {
    const day = nthWeekday(year, month, loc.weekday, loc.week);
    const everyOther = (year * 12 + month + loc.id) % 2 === 0;
    if (loc.type === 'Alzheimer Café' && inWindow(day) && month !== 6 && month !== 7) {
      const theme = month === 11 ? DECEMBER_THEME : themes[i % themes.length]!;
      out.push({ title: `${loc.title}: ${theme.title}`, type: 'Alzheimer Café', intro: theme.text, start: iso(day), end: iso(day), startTime: '19:30', endTime: '21:30', entryTime: '19:00', external: null });
    }
    if (loc.type === 'Alzheimer Trefpunt' && inWindow(day) && everyOther && month !== 7) {
      const theme = themes[(i + 7) % themes.length]!;
      out.push({ title: `${loc.title}: ${theme.title}`, type: 'Lotgenotengroep', intro: theme.text, start: iso(day), end: iso(day), startTime: '14:00', endTime: '16:00', entryTime: '13:30', external: null });
    }
    if (loc.type === 'Dementie Informatiepunt' && inWindow(day) && everyOther && month !== 6 && month !== 7) {
      const lecture = LECTURES[(i + loc.id) % LECTURES.length]!;
      const evening = rng.chance(0.5);
      out.push({
        title: `${lecture.title} (${loc.town})`,
        type: 'Lezing',
        intro: `${lecture.text} Toegang is gratis; aanmelden helpt ons bij het klaarzetten van de zaal.`,
        start: iso(day),
        end: iso(day),
        startTime: evening ? '19:30' : '14:00',
        endTime: evening ? '21:00' : '15:30',
        entryTime: evening ? '19:15' : '13:45',
        external: { title: 'Aanmelden voor de lezing', url: `https://example.org/aanmelden/${slugify(lecture.title)}` },
      });
    }
    if ((loc.type === 'Odensehuis' || loc.type === 'Mantelzorgsalon') && inWindow(day) && everyOther) {
      const music = loc.type === 'Odensehuis';
      out.push({
        title: music ? `${MUSIC[i % MUSIC.length]} (${loc.title})` : `${SALON_THEMES[i % SALON_THEMES.length]} (${loc.town})`,
        type: music ? 'Muziek en zang' : 'Lotgenotengroep',
        intro: music
          ? 'We zingen bekende liedjes van vroeger en luisteren samen naar muziek. Zingen hoeft niet, meedoen mag altijd.'
          : 'Een ochtend voor mantelzorgers: praten met mensen die hetzelfde meemaken, onder leiding van een ervaren begeleider.',
        start: iso(day),
        end: iso(day),
        startTime: music ? '14:30' : '10:00',
        endTime: music ? '16:00' : '12:00',
        entryTime: music ? '14:15' : '09:45',
        external: null,
      });
    }
  });
  if (loc.type === 'Ontmoetingscentrum') {
    // A weekly walking group, one activity per quarter: from its first to its last walk.
    for (const { year, month } of months.filter((m) => m.month % 3 === 0)) {
      const firstWalk = nthWeekday(year, month, loc.weekday, 1);
      const lastWalk = nthWeekday(year, month + 3, loc.weekday, 1) - 7 * DAY_MS;
      if (lastWalk < from || firstWalk > to) continue;
      const day = WEEKDAYS[loc.weekday]!;
      out.push({
        title: `Wandelgroep ${loc.town} (elke ${day}, ${MONTHS[month]} tot en met ${MONTHS[(month + 2) % 12]})`,
        type: 'Wandelgroep',
        intro: `Elke ${day}ochtend wandelen we een uur in een rustig tempo door de omgeving van ${loc.town}, met koffie na afloop. Voor mensen met dementie en hun naasten; je hoeft je niet aan te melden.`,
        start: iso(firstWalk),
        end: iso(lastWalk),
        startTime: '10:00',
        endTime: '11:30',
        entryTime: '09:45',
        external: null,
      });
    }
  }
  return out;
}

function activityNode(loc: LocationSpec, o: Occasion, id: number, terms: TermIndex, created: string): NodeRow {
  const fields = commonFields({
    metaTitle: `${o.title} | ${ORGANISATION}`,
    metaDescription: `${o.type} in ${loc.town} op ${o.start}: ${o.intro}`.slice(0, 155),
    intro: paragraphs(o.intro),
    blocks: [],
    // Under its region, as its address is; the location is named in field_location.
    parent: loc.region,
    categories: [],
  });
  Object.assign(fields, {
    field_activity_type: { id: terms('activity_type', o.type), label: o.type },
    field_address: { country_code: 'NL', address_line1: loc.street, postal_code: loc.postcode, locality: loc.town, organization: loc.venue },
    field_start_date: o.start,
    field_end_date: o.end,
    field_start_time: o.startTime,
    field_end_time: o.endTime,
    field_entry_time: o.entryTime,
    field_location: { id: loc.id, label: loc.title, url: loc.alias },
    field_regio: { id: loc.region.id, label: loc.region.title, url: loc.region.alias },
    field_external_link: o.external,
    field_geo: { lat: loc.lat, lon: loc.lon },
  });
  return {
    id,
    type: 'activiteit',
    title: o.title,
    alias: `${loc.region.alias}/activiteiten/${loc.slug}-${o.start}`,
    status: true,
    created,
    changed: created,
    parentId: loc.region.id,
    revisionId: publishedRevisionId(id),
    fields,
  };
}

/** The activities of one batch of locations. */
export function buildActivities(rng: Rng, batch: number, locations: readonly LocationSpec[], terms: TermIndex, today: number): NodeRow[] {
  const from = today - PAST_DAYS * DAY_MS;
  const to = today + FUTURE_DAYS * DAY_MS;
  let next = ACTIVITY_ID_START + (batch - 1) * ACTIVITIES_PER_BATCH;
  const created = new Date(from - 30 * DAY_MS).toISOString();
  return locations.flatMap((loc) => occasions(loc, rng, from, to).map((o) => activityNode(loc, o, next++, terms, created)));
}
