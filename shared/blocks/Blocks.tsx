import { useContext } from 'react';
import { BlockColumnContext, type BlockColumn } from '../ui/image-sizes';
import { SplicedPart } from '../ui/reused-part';
import { BLOCKS } from './registry';
import type { BlockKind, BlockView } from './types';

/**
 * One block, from its props and a variant of kind and column (the only
 * context a block reads besides the page's path, form token and island
 * renderer, which reuse probes for): a module-level function of the two, as
 * reused markup needs (shared/ui/reused-part.tsx).
 */
function renderBlock(props: object, variant: string) {
  const [kind, column] = variant.split(' ') as [BlockKind, BlockColumn];
  const module = BLOCKS[kind];
  if (!module) return null;
  const { Component } = module;
  return (
    <BlockColumnContext.Provider value={column}>
      <Component {...props} />
    </BlockColumnContext.Provider>
  );
}

/**
 * Renders a list of block views in order. A block whose props are frozen (a
 * held CMS answer, parsed once) may have its markup reused by later renders
 * (SplicedPart); one loaded for the request renders inline.
 */
export function Blocks({ blocks }: { blocks: readonly BlockView[] }) {
  const column = useContext(BlockColumnContext);
  return (
    <>
      {blocks.map((block) => {
        if (block.kind === 'debug') {
          return (
            <p key={block.key} className="an-debug" role="note">
              {block.props.message}
            </p>
          );
        }
        if (!BLOCKS[block.kind]) return null;
        return <SplicedPart key={block.key} source={block.props as object} variant={`${block.kind} ${column}`} render={renderBlock} />;
      })}
    </>
  );
}
