import { defineConfig } from 'vitest/config';

// Isomorphic and build-time code, in Node.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['shared/**/*.test.{ts,tsx}', 'client/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}', 'tests/boundaries/**/*.test.ts'],
    environment: 'node',
  },
});
