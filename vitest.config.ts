import { defineConfig } from 'vitest/config';

// Each workspace is its own Vitest project, so a package's tests run with its own settings
// (a vitest.config.ts beside its package.json) or with the defaults.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web', 'eslint-rules', 'scripts'],
  },
});
