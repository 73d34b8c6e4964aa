import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Each workspace is its own Vitest project, so a package's tests run with its own settings
// (a vitest.config.ts beside its package.json) or with the defaults.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web', 'eslint-rules', 'scripts'],
    // Vitest's default is one worker fewer than the cores: on CI's two cores, one file at a time.
    // Server files wait on PostgreSQL, mail and the learner-code pool for much of their time, so
    // every core gets a file of its own.
    maxWorkers: availableParallelism(),
    // The usual report, then the ten slowest files: where a run's time went.
    reporters: ['default', './scripts/slowest-test-files.ts'],
  },
});
