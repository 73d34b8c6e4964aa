// Screenshots every level's starting view of a course in the real game, so a person can look at
// each one before it ships: `node --import tsx scripts/screenshot-levels.ts [slug ...]` after
// `npm run build` (LEVEL_COURSE=advanced-python for the second course; Beginner Python by default).
// Writes test-results/levels/<slug>.png and a contact sheet sheet.png.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { z } from 'zod';
import { getCourse, isCourseId, type LevelAccess } from '@codehop/content';
import { loadLevel } from '@codehop/content/loader';
import { chromiumArgs, chromiumPath } from './chromium-path.js';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const finalDir = path.join(repoRoot, 'test-results/levels');
// test-results/ is Playwright's outputDir, which every e2e run empties: shots are taken into a
// staging folder (LEVEL_SHOTS_DIR, else a temp dir) and copied into test-results/levels at the end.
const outDir = process.env.LEVEL_SHOTS_DIR ?? mkdtempSync(path.join(tmpdir(), 'codehop-level-shots-out-'));
const VIEWPORT = { width: 1280, height: 800 };
const courseName = process.env.LEVEL_COURSE ?? 'python';
if (!isCourseId(courseName)) throw new Error(`Unknown course ${courseName}`);
const course = courseName;

interface LevelToShoot {
  slug: string;
  name: string;
  access: LevelAccess;
}

function courseLevels(): LevelToShoot[] {
  return getCourse(course).chapters.flatMap((chapter) =>
    chapter.levels.map((entry) => ({ slug: entry.slug, name: entry.name, access: entry.access })),
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the server did not answer /api/health within 90 s');
}

function startServer(port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEV_OUTBOX: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

const signupSchema = z.object({ access_token: z.string() });
const studentSchema = z.object({ id: z.number().int() });

/** A test parent with one student, signed in inside the browser context (cookies) through the API. */
async function signInTestStudent(context: BrowserContext, base: string): Promise<void> {
  const signup = await context.request.post(`${base}/api/auth/signup`, {
    data: { email: `levels-${Date.now()}@example.com`, password: 'screenshot pass 1', full_name: 'Level Shots' },
  });
  if (signup.status() !== 201) throw new Error(`sign-up failed: ${signup.status()} ${await signup.text()}`);
  const { access_token: token } = signupSchema.parse(await signup.json());
  const bearer = { authorization: `Bearer ${token}` };
  const created = await context.request.post(`${base}/api/profile/students`, { headers: bearer, data: { username: `hopper${Date.now() % 100000}` } });
  if (created.status() !== 201) throw new Error(`adding a student failed: ${created.status()} ${await created.text()}`);
  const { id } = studentSchema.parse(await created.json());
  const chosen = await context.request.post(`${base}/api/auth/choose_student/${id}`, { headers: bearer });
  if (chosen.status() !== 200) throw new Error(`choosing the student failed: ${chosen.status()} ${await chosen.text()}`);
}

/**
 * Paid chapters answer 402 for everybody until payments exist (apps/server/src/policies/level-access.ts)
 * and the server has no test switch. So the script answers those levels' data call itself, with what
 * the server's route would send once paid: the same content loader, no saved progress.
 */
async function servePaidLevel(page: Page, slug: string): Promise<void> {
  const level = await loadLevel(course, slug);
  await page.route(`**/api/level/data/${course}/${slug}`, (route) =>
    route.fulfill({ json: { ...level, last_code_executed: null, last_status: 'not_started' } }),
  );
}

async function waitUntilEnabled(page: Page, testId: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.getByTestId(testId).isEnabled())) {
    if (Date.now() > deadline) throw new Error(`${testId} stayed disabled for ${timeoutMs} ms`);
    await page.waitForTimeout(200);
  }
}

async function shoot(page: Page, base: string, level: LevelToShoot): Promise<string> {
  if (level.access === 'paid') await servePaidLevel(page, level.slug);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !message.text().includes('GL Driver Message')) errors.push(`${message.type()}: ${message.text()}`);
  });
  await page.goto(`${base}/en/play/${course}/${level.slug}`);
  await page.getByTestId('run-button').waitFor({ state: 'visible', timeout: 60_000 });
  // The page's CSP forbids string evaluation, and this Node script has no DOM types: the scene mark
  // is read with a function, and Run's state through the locator.
  await page.waitForFunction(() => performance.getEntriesByName('play:scene-ready').length > 0, undefined, { timeout: 60_000 });
  await waitUntilEnabled(page, 'run-button', 60_000);
  // Side panels (attempts, tips) come from their own calls; the camera settles and the loop rests.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(800);
  const file = path.join(outDir, `${level.slug}.png`);
  await page.screenshot({ path: file });
  if (errors.length > 0) console.log(`  ${level.slug} console: ${errors.slice(0, 5).join(' | ')}`);
  return file;
}

function contactSheet(files: string[]): void {
  const montage = spawnSync('montage', ['-version'], { encoding: 'utf8' });
  if (montage.status !== 0) {
    console.log('no ImageMagick montage on PATH (apt-get install -y imagemagick): sheet.png not written');
    return;
  }
  // -label is a setting: it names the files that follow it.
  const args = ['-label', '%t', ...files, '-pointsize', '14', '-geometry', '400x250+4+4', '-tile', '6x', '-background', '#dddddd', path.join(outDir, 'sheet.png')];
  const result = spawnSync('montage', args, { stdio: 'inherit' });
  if (result.status !== 0) console.log('montage failed: sheet.png not written');
}

async function main(): Promise<void> {
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) throw new Error('run `npm run build` first');
  const only = new Set(process.argv.slice(2));
  const all = courseLevels();
  const unknown = [...only].filter((slug) => !all.some((level) => level.slug === slug));
  if (unknown.length > 0) throw new Error(`not Beginner Python levels: ${unknown.join(', ')}`);
  const levels = only.size > 0 ? all.filter((level) => only.has(level.slug)) : all;
  mkdirSync(outDir, { recursive: true });

  const dataDir = mkdtempSync(path.join(tmpdir(), 'codehop-level-shots-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(port, dataDir);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    await waitForHealth(base, server);
    const context = await browser.newContext({ viewport: VIEWPORT });
    await signInTestStudent(context, base);
    const files: string[] = [];
    for (const level of levels) {
      const page = await context.newPage();
      try {
        const started = Date.now();
        files.push(await shoot(page, base, level));
        console.log(`${level.slug} (${level.access}${level.access === 'paid' ? ', data served by the script' : ''}) ${Date.now() - started} ms`);
      } catch (error) {
        const file = path.join(outDir, `${level.slug}.png`);
        await page.screenshot({ path: file }).catch(() => undefined);
        console.log(`${level.slug} FAILED: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        if (existsSync(file)) files.push(file);
      } finally {
        await page.close();
      }
    }
    await context.close();
    if (files.length > 0) contactSheet(files);
    mkdirSync(finalDir, { recursive: true });
    cpSync(outDir, finalDir, { recursive: true });
    console.log(`${files.length} screenshots in ${finalDir} (staged in ${outDir})`);
  } finally {
    await browser.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
