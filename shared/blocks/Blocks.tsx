import { BLOCKS } from './registry';
import type { BlockView } from './types';

/** Renders a list of block views in order. */
export function Blocks({ blocks }: { blocks: readonly BlockView[] }) {
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
        const module = BLOCKS[block.kind];
        if (!module) return null;
        const { Component } = module;
        return <Component key={block.key} {...(block.props as object)} />;
      })}
    </>
  );
}
