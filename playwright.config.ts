import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium-path.js';

const port = Number(process.env.E2E_PORT ?? 3210);
// A fresh embedded database for every run, so specs never depend on an earlier run's rows.
const dataDir = mkdtempSync(path.join(tmpdir(), 'codehop-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  // No retries, in CI either: a spec that passes only on its second try hides a real race.
  retries: 0,
  timeout: 60_000,
  reporter: 'list',
  // At the end of a run, the ten slowest spec files: where the suite's time went.
  reportSlowTests: { max: 10, threshold: 0 },
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    // The service worker precaches ~45 MB once a page is ready: in every context that is CPU and disk
    // taken from the next steps on two cores. Only the journey about it (offline.spec.ts) lets it in.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // DEV_OUTBOX lists the mail outbox at /api/dev/outbox, where the accounts spec reads its links.
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', HOST: '127.0.0.1', DEV_OUTBOX: '1' },
  },
});
