import * as v from 'valibot';
import type { Node } from '../../contract';
import { SafeUrl } from '../../contract/common';
import { nl } from '../../texts/nl';
import { SiteLink } from '../../ui/SiteLink';
import { NodeRef, Text } from '../fields';
import { formatDate } from '../../format/date';
import type { BlockModule } from '../types';
import { hy } from '../../format/hyphenate';

/** The activity fields the block shows (spec section 3, activiteit). */
const ActivityNode = v.object({
  id: v.number(),
  label: v.string(),
  path: v.object({ alias: SafeUrl }),
  field_activity_type: v.optional(v.nullable(v.object({ label: v.optional(v.string(), '') })), null),
  field_start_date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/)),
  field_end_date: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/))), null),
  field_start_time: v.optional(v.nullable(v.string()), null),
  field_end_time: v.optional(v.nullable(v.string()), null),
  field_entry_time: v.optional(v.nullable(v.string()), null),
  field_location: v.optional(v.nullable(v.object({ label: v.string() })), null),
  field_address: v.optional(v.nullable(v.object({ locality: v.optional(v.string(), '') })), null),
});

export interface ActivityItem {
  title: string;
  url: string;
  type: string;
  start: string;
  end: string;
  startTime: string;
  endTime: string;
  entryTime: string;
  place: string;
}

export function toActivityItem(node: Node): ActivityItem | null {
  const parsed = v.safeParse(ActivityNode, node);
  if (!parsed.success) return null;
  const a = parsed.output;
  const place = [a.field_location?.label, a.field_address?.locality].filter(Boolean).join(', ');
  return {
    title: a.label,
    url: a.path.alias,
    type: a.field_activity_type?.label ?? '',
    start: a.field_start_date.slice(0, 10),
    end: (a.field_end_date ?? a.field_start_date).slice(0, 10),
    startTime: a.field_start_time ?? '',
    endTime: a.field_end_time ?? '',
    entryTime: a.field_entry_time ?? '',
    place,
  };
}

/** Keeps the activities ending today or later (spec section 5), soonest first. */
export function upcoming(items: ActivityItem[], today: string): ActivityItem[] {
  return items.filter((a) => a.end >= today).sort((a, b) => a.start.localeCompare(b.start) || a.startTime.localeCompare(b.startTime));
}

const schema = v.pipe(
  v.object({ field_title: Text, field_activities: v.array(NodeRef) }),
  v.transform((raw) => ({ title: raw.field_title, ids: raw.field_activities.map((r) => r.id), items: [] as ActivityItem[] })),
);
type Props = v.InferOutput<typeof schema>;

/** Activities the editor picked, loaded from their pages; past ones drop out by themselves. */
function ActivityBlock({ title, items }: Props) {
  const t = nl.blocks.activity;
  if (items.length === 0) return null;
  return (
    <section className="an-block an-activities">
      {title ? <h2 className="an-block__title">{hy(title)}</h2> : null}
      <ul className="an-activities__list">
        {items.map((a) => (
          <li key={a.url + a.title} className="an-activity">
            {a.type ? <p className="an-activity__type">{a.type}</p> : null}
            <h3 className="an-activity__title">
              {a.url ? <SiteLink href={a.url}>{a.title}</SiteLink> : a.title}
            </h3>
            <dl className="an-activity__facts">
              <dt>{t.when}</dt>
              <dd>
                <time dateTime={a.start}>{formatDate(a.start)}</time>
                {a.end !== a.start ? (
                  <>
                    {' – '}
                    <time dateTime={a.end}>{formatDate(a.end)}</time>
                  </>
                ) : null}
                {a.startTime ? `, ${t.time(a.startTime, a.endTime)}` : ''}
                {a.entryTime ? ` (${t.walkIn(a.entryTime)})` : ''}
              </dd>
              {a.place ? (
                <>
                  <dt>{t.where}</dt>
                  <dd>{a.place}</dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const activityBlock: BlockModule<Props> = {
  schema,
  Component: ActivityBlock,
  async load(props, { source }) {
    const nodes = await Promise.all(props.ids.map((id) => source.nodeById(id)));
    const items = nodes.flatMap((n) => (n && n.status && n.type === 'activiteit' ? [toActivityItem(n)] : [])).filter((a): a is ActivityItem => a !== null);
    const kept = upcoming(items, source.today);
    return kept.length > 0 ? { ...props, items: kept } : null;
  },
};
