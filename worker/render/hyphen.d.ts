// The `hyphen` package ships no types: the module worker/render/hyphenation.ts loads.
declare module 'hyphen' {
  const createHyphenator: (patterns: unknown, options?: Record<string, unknown>) => (text: string) => string;
  export default createHyphenator;
}
