import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../deep-freeze';
import { nodeFields } from './node-fields';

const Schema = v.object({ field_phone: v.nullable(v.string()), field_tags: v.array(v.string()) });

describe('a node’s fields, parsed once per held node', () => {
  it('gives a held (frozen) node the same frozen fields on every request', () => {
    const node = deepFreeze({ id: 1, field_phone: '0800-1234', field_tags: ['a'] });
    const first = nodeFields('test', Schema, node);
    expect(first).toEqual({ field_phone: '0800-1234', field_tags: ['a'] });
    expect(nodeFields('test', Schema, node)).toBe(first);
    expect(Object.isFrozen(first.field_tags)).toBe(true);
  });

  it('keeps each schema’s fields apart, parses a node that is not held every time, and throws as v.parse does', () => {
    const node = deepFreeze({ field_phone: null, field_tags: [] });
    const Other = v.object({ field_phone: v.nullable(v.string()) });
    expect(nodeFields('other', Other, node)).toEqual({ field_phone: null });
    expect(nodeFields('test', Schema, node)).toEqual({ field_phone: null, field_tags: [] });
    const open = { field_phone: '1', field_tags: [] };
    expect(nodeFields('test', Schema, open)).not.toBe(nodeFields('test', Schema, open));
    expect(() => nodeFields('test', Schema, deepFreeze({ field_tags: 'no list' }))).toThrow(v.ValiError);
  });
});
