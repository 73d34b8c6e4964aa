import { defineConfig } from 'vitest/config';

// Tests that boot Pyodide share one warm runner per file; boots take seconds on a busy machine.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
