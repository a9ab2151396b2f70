import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BLOCKS } from '../../shared/blocks/registry';
import { BLOCK_KINDS, type BlockKind } from '../../shared/blocks/types';
import { generateDemoContent } from '../../origin/demo/generate';

// Spans the embedded origin and the site's blocks, which the origin itself may not import.
describe('the demo content and the site blocks', () => {
  it('uses every block kind at least once, each matching its schema', () => {
    const used = new Set<string>();
    for (const node of generateDemoContent().nodes) {
      for (const block of node.fields.field_page_content as { type: string; id: string }[]) {
        used.add(block.type);
        const module = BLOCKS[block.type as BlockKind];
        if (module) expect(v.safeParse(module.schema, block).success, `${node.alias} ${block.type} ${block.id}`).toBe(true);
      }
    }
    expect([...BLOCK_KINDS].filter((kind) => !used.has(kind))).toEqual([]);
  });
});
