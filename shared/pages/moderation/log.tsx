/** `/beheer/logboek`: every moderation act, newest first (who, what, when, why). Moderators only. */
import { isPastEnd, ListPaginator, pageCountOf, readListQuery } from '../../lists';
import type { ListPage } from '../../model/forum';
import type { LogEntryView } from '../../model/moderation';
import { href } from '../../routes';
import { nl } from '../../texts/nl';
import { ForbiddenView } from '../account/messages';
import { dateTime } from '../forum/parts';
import type { ScreenModule } from '../screen';
import { ModerationFrame, moderationSeo, refuseUnlessModerator, type Guarded } from './frame';

const t = nl.moderation.log;
const PAGE = 50;

type LogData = Guarded<{ page: ListPage<LogEntryView>; current: number; pageCount: number }>;

function LogView({ data }: { data: LogData }) {
  if (data.kind === 'forbidden') return <ForbiddenView data={data} />;
  const c = t.columns;
  return (
    <ModerationFrame title={t.title} intro={t.intro} current="log">
      {data.page.items.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <div className="an-table-scroll" tabIndex={0} role="region" aria-label={t.title}>
          <table className="an-table">
            <thead>
              <tr>
                <th scope="col">{c.at}</th>
                <th scope="col">{c.who}</th>
                <th scope="col">{c.what}</th>
                <th scope="col">{c.subject}</th>
                <th scope="col">{c.why}</th>
              </tr>
            </thead>
            <tbody>
              {data.page.items.map((e) => (
                <tr key={e.id}>
                  <td>
                    <time dateTime={e.at}>{dateTime(e.at)}</time>
                  </td>
                  <td>{e.moderator ?? nl.account.deletedUser}</td>
                  <td>{t.actions[e.action] ?? e.action}</td>
                  <td>
                    {t.subjects[e.subjectKind] ?? e.subjectKind} {e.subjectKind === 'word' ? '' : e.subjectId} {e.detail}
                  </td>
                  <td>{e.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPaginator path={href('moderation-log')} query={{ page: data.current, text: {}, filters: {} }} pageCount={data.pageCount} />
    </ModerationFrame>
  );
}

export const logScreen: ScreenModule<LogData> = {
  async load(ctx) {
    const refused = refuseUnlessModerator<never>(ctx, href('moderation-log'));
    if (refused) return refused as never;
    const query = readListQuery(ctx.params);
    const page = await ctx.moderation.log(query.page);
    const pageCount = pageCountOf(page.total, PAGE);
    if (isPastEnd(query.page, pageCount)) return null;
    return { data: { kind: 'ok', page, current: query.page, pageCount }, seo: moderationSeo(t.title) };
  },
  View: LogView,
};
