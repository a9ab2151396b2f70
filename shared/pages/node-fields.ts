import * as v from 'valibot';
import { loadedOnce, NO_SECOND_INPUT } from '../loaded-once';

/**
 * A node's fields as its page kind's schema reads them, parsed once per held
 * node: a CMS answer held in the isolate is the same frozen object on every
 * request (loadedOnce), so the parse is not repeated for every visitor (it was
 * 3 % of a KV-warm region page's CPU, profiled). `kind` names the schema, each
 * caller its own. Throws as v.parse does; a node that is not held (preview)
 * is parsed every time.
 */
export function nodeFields<S extends v.GenericSchema>(kind: string, schema: S, node: object): v.InferOutput<S> {
  return loadedOnce(node, NO_SECOND_INPUT, `${kind} fields`, () => v.parse(schema, node));
}
