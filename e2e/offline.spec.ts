import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { typeCode } from './play-helpers.ts';

// Playable offline (issue 18), as a child on a train: one visit while the server is up (the
// service worker precaches the game), then the server stops; the same browser opens the play
// page of intro-level2, solves it, and the run and the completion wait in the outbox; the server
// starts again and the completion reaches it, counted once.
// The service worker belongs to one origin, so this spec runs its own server on a fixed port
// (E2E_PORT + 1, inside the caller's port range) and stops and starts it on the same data directory.

const port = Number(process.env.E2E_PORT ?? 3210) + 1;
const base = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'codehop-e2e-offline-'));
const SHOTS = 'test-results/screenshots/offline';
let server: ChildProcess | undefined;

const SOLUTION = `from player import *

move_forward(4)
collect()
turn_right()
move_forward(4)
turn_left()
move_forward(2)
collect()
`;

async function startServer(): Promise<void> {
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  await expect
    .poll(async () => (await fetch(`${base}/api/health`).catch(() => undefined))?.status, { timeout: 150_000 })
    .toBe(200);
}

async function stopServer(): Promise<void> {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server?.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

test.afterAll(stopServer);

test('after one visit the game plays offline, and the completion reaches the server when it is back', async ({ browser }) => {
  test.setTimeout(480_000);
  await startServer();
  // This journey is the one that lets the service worker in (the config blocks it elsewhere).
  const context = await browser.newContext({ baseURL: base, serviceWorkers: 'allow' });
  const page = await context.newPage();

  // A family with a student, signed in through the API (the context keeps the cookie).
  const signup = await page.request.post('/api/auth/signup', {
    data: { email: `offline-${Date.now()}@example.com`, password: 'hop-hop-2026', full_name: 'Pat Parent' },
  });
  expect(signup.ok()).toBe(true);
  const csrf = ((await signup.json()) as { csrf_token: string }).csrf_token;
  const student = await page.request.post('/api/profile/students', { data: { username: `Hopper${Date.now() % 100000}`, character: 'Rabbit' }, headers: { 'x-csrf-token': csrf } });
  expect(student.ok()).toBe(true);
  const studentId = ((await student.json()) as { id: number }).id;
  expect((await page.request.post(`/api/auth/choose_student/${studentId}`, { headers: { 'x-csrf-token': csrf } })).ok()).toBe(true);

  // The one visit: the first level, until the service worker has precached the game.
  await page.goto('/en/play/python/intro-level1');
  await expect(page.getByTestId('run-button')).toBeEnabled({ timeout: 60_000 });
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  // The worker precaches the game (~40 MB) and then takes control of the page; the reads made
  // before it did are fetched once more through it. Install takes 25-50 s on a busy machine.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 150_000, polling: 500 });
  // The next level's data was fetched once intro-level1 was ready, and kept by the worker.
  await expect
    .poll(() => page.evaluate(async () => (await caches.open('codehop-api-reads')).match('/api/level/data/python/intro-level2').then(Boolean)), { timeout: 30_000 })
    .toBe(true);

  await stopServer();

  // Offline: the same browser opens the next level, plays it and finishes it.
  await page.goto('/en/play/python/intro-level2');
  await expect(page.getByTestId('run-button')).toBeEnabled({ timeout: 60_000 });
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  await typeCode(page, SOLUTION);
  await page.getByRole('button', { name: 'Turbo' }).click();
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('level-complete-dialog').or(page.getByTestId('certificate-dialog'))).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('offline-status')).toContainText('waiting to be sent', { timeout: 10_000 });
  await page.screenshot({ path: `${SHOTS}/offline-complete.png` });

  // Back online: the outbox sends the run and the completion, once each.
  await startServer();
  await expect(page.getByTestId('offline-status')).toHaveCount(0, { timeout: 90_000 });
  const course = (await (await page.request.get('/api/level/course/python')).json()) as {
    chapters: { level_data: { slug: string; completed: boolean }[] }[];
  };
  const levels = course.chapters.flatMap((chapter) => chapter.level_data);
  expect(levels.find((level) => level.slug === 'intro-level2')?.completed).toBe(true);
  const credit = (await (await page.request.get('/api/credit/level')).json()) as { counter: number };
  // The visit on intro-level1 ran nothing; the offline run counts once.
  expect(credit.counter).toBe(1);
  await context.close();
});
