/**
 * One example of a form part (fixture props with a name), as each part's
 * `examples.ts` lists them: they feed the part's unit tests, the axe test and
 * the development gallery /_formulieren.
 */
export interface Example<P> {
  name: string;
  props: P;
}
