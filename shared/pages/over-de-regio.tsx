/**
 * Page kind `over_de_regio` (spec section 2): the volunteers block and the
 * editor's titled blocks, with a sub-menu of them.
 */
import type { TextWithTitleView } from '../blocks/text-with-title';
import { OverDeRegioFieldsSchema } from '../contract';
import { nl } from '../texts/nl';
import { DefaultHeader } from '../ui/headers/DefaultHeader';
import { RichText } from '../ui/RichText';
import { EditorialPage, headerImage } from './EditorialPage';
import type { PageView } from './page-view';
import { SubMenu, type SubMenuItem } from './region/sections';
import type { PageEnv, PageKindModule } from './types';
import { nodeFields } from './node-fields';

interface OverDeRegioData {
  volunteers: { title: string; text: string } | null;
}

/** The titled blocks of a page, as sub-menu entries (they carry their id as anchor). */
export function titledBlocks(page: PageView): SubMenuItem[] {
  return page.blocks.flatMap((block) => {
    const props = block.props as Partial<TextWithTitleView> | undefined;
    return block.kind === 'text_with_title' && props?.title && props.anchor ? [{ id: props.anchor, label: props.title }] : [];
  });
}

function OverDeRegioPage({ page, env, data }: { page: PageView; env: PageEnv; data: OverDeRegioData }) {
  const header = <DefaultHeader title={page.title} intro={page.intro} image={headerImage(page)} primary={page.primaryLink} secondary={page.secondaryLink} currentPath={page.url} />;
  const volunteers = data.volunteers;
  const menu = [...(volunteers ? [{ id: 'vrijwilligers', label: volunteers.title || nl.regions.overDeRegio.volunteers }] : []), ...titledBlocks(page)];
  const before = (
    <>
      <SubMenu items={menu} />
      {volunteers ? (
        <section className="an-block an-volunteers" id="vrijwilligers" aria-labelledby="vrijwilligers-titel">
          <h2 className="an-block__title" id="vrijwilligers-titel">
            {volunteers.title || nl.regions.overDeRegio.volunteers}
          </h2>
          <RichText html={volunteers.text} />
        </section>
      ) : null}
    </>
  );
  return <EditorialPage kind="over-de-regio" page={page} env={env} header={header} share before={before} />;
}

export const overDeRegio: PageKindModule<OverDeRegioData> = {
  Component: OverDeRegioPage,
  async load({ node }) {
    const fields = nodeFields('over de regio', OverDeRegioFieldsSchema, node);
    const volunteers = fields.field_volunteers;
    return { data: { volunteers: volunteers ? { title: volunteers.title, text: volunteers.text } : null } };
  },
};
