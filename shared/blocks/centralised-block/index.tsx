import * as v from 'valibot';
import { Blocks } from '../Blocks';
import { NodeRef } from '../fields';
import type { BlockModule, BlockView } from '../types';

const schema = v.pipe(
  v.object({ field_block: NodeRef }),
  v.transform((raw) => ({ nodeId: raw.field_block.id, blocks: [] as BlockView[] })),
);
type Props = v.InferOutput<typeof schema>;

/**
 * A block maintained once and shown on many pages: a reference to a
 * `centralised_building_block` node whose blocks are rendered in place.
 * Only shown when that node is published; nesting is bounded (MAX_BLOCK_DEPTH).
 */
function CentralisedBlock({ blocks }: Props) {
  if (blocks.length === 0) return null;
  return (
    <div className="an-centralised">
      <Blocks blocks={blocks} />
    </div>
  );
}

export const centralisedBlock: BlockModule<Props> = {
  schema,
  Component: CentralisedBlock,
  async load(props, { source, nested }) {
    const node = await source.nodeById(props.nodeId);
    if (!node || !node.status || node.type !== 'centralised_building_block') return null;
    const blocks = await nested(node.field_page_content);
    return blocks.length > 0 ? { ...props, blocks } : null;
  },
};
