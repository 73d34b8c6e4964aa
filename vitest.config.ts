import { defineConfig } from 'vitest/config';

// Each workspace is its own Vitest project, so a package's tests run with its own settings
// (a vitest.config.ts beside its package.json) or with the defaults.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web', 'eslint-rules', 'scripts'],
    // The usual report, then the ten slowest files: where a run's time went.
    reporters: ['default', './scripts/slowest-test-files.ts'],
  },
});
