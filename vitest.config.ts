import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The web playground imports the package by name; its unit tests (web/test) see the sources.
  resolve: {
    alias: [
      {
        find: /^cspkit\/(core|models|adapters)$/,
        replacement: fileURLToPath(new URL('./$1/index.ts', import.meta.url)),
      },
    ],
  },
  test: {
    include: ['test/**/*.test.ts', 'web/test/**/*.test.ts'],
    testTimeout: 30_000,
    pool: 'forks',
  },
});
