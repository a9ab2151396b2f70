/**
 * Share experiences (`/ervaringen-delen`): the way into the forum, the groups
 * and (with the next issue) the blogs, with the latest active conversations,
 * and the editorial blocks of the CMS page at this address where the content
 * system has one. Nothing personal: page-cached for everyone anonymous.
 */
import type { BlockView } from '../../blocks/types';
import { Blocks } from '../../blocks/Blocks';
import type { ConversationSummary } from '../../model/forum';
import { href } from '../../routes';
import { nl } from '../../texts/nl';
import { prepareBlocks } from '../screen-blocks';
import type { ScreenModule } from '../screen';
import { ConversationList, ForumFrame } from './parts';

const t = nl.forum.landing;
const LATEST = 5;

export interface LandingData {
  latest: ConversationSummary[];
  blocks: BlockView[];
}

function Way({ title, text, link }: { title: string; text: string; link?: { href: string; label: string } }) {
  return (
    <li className="an-forum__way">
      <h2>{title}</h2>
      <p>{text}</p>
      {link ? (
        <p>
          <a className="an-button an-button--secondary" href={link.href}>
            {link.label}
          </a>
        </p>
      ) : null}
    </li>
  );
}

function LandingView({ data }: { data: LandingData }) {
  return (
    <ForumFrame title={t.title} intro={t.intro}>
      <ul className="an-forum__ways">
        <Way title={t.forumTitle} text={t.forumText} link={{ href: href('forum'), label: t.forumLink }} />
        <Way title={t.groupsTitle} text={t.groupsText} link={{ href: href('groups'), label: t.groupsLink }} />
        <Way title={t.blogsTitle} text={t.blogsText} />
      </ul>
      <section aria-labelledby="actieve-gesprekken">
        <h2 id="actieve-gesprekken">{t.latestTitle}</h2>
        <ConversationList items={data.latest} />
        <p>
          <a href={href('forum')}>{t.allConversations}</a>
        </p>
      </section>
      {data.blocks.length > 0 ? <Blocks blocks={data.blocks} /> : null}
    </ForumFrame>
  );
}

export const landingScreen: ScreenModule<LandingData> = {
  async load(ctx) {
    const path = href('share-experiences');
    const [page, node] = await Promise.all([
      ctx.forum.conversations({ topicId: null }, 1),
      // Editorial blocks where the content system has a page here; the forum works without one.
      ctx.content.page(path).catch((error: unknown) => {
        ctx.reportError(error);
        return null;
      }),
    ]);
    const blocks = node ? await prepareBlocks(node.field_page_content ?? [], ctx, path) : [];
    return {
      data: { latest: page.items.slice(0, LATEST), blocks },
      seo: { title: t.title, description: t.metaDescription, canonical: path, robots: 'index, follow', structuredData: ['breadcrumbs'] },
      chrome: { breadcrumbs: [{ title: nl.site.homeLabel, url: href('home') }, { title: t.title, url: path }] },
    };
  },
  View: LandingView,
};
