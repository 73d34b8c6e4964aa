// Level creator figures (issue 20):
// - creator.public_list_ms: p95 of GET /api/level/creative/public (a page of 12, most recent and
//   most popular, with a search now and then) among 10,000 public levels; PostgreSQL when
//   TEST_DATABASE_URL is set, else the embedded PGlite. Through the app's own HTTP stack (inject).
// - creator.editor_ready_ms: navigation to an editable map in Chromium (the creator scene's first
//   frame), beside creator.play_scene_ready_ms, the play screen's own scene on the same level.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { creativeLevels, users } from '../apps/server/src/db/schema.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LEVELS = Number(process.env.CREATOR_BENCH_LEVELS ?? 10_000);
const REQUESTS = Number(process.env.CREATOR_BENCH_REQUESTS ?? 300);

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
}

async function publicList(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'codehop-bench-creator-'));
  const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir });
  await database.migrate();
  const app = await buildApp({ config: { logLevel: 'silent', environment: 'test', webDist: '/nonexistent' }, database });
  try {
    const db = database.db;
    await db.delete(creativeLevels);
    const stamp = Date.now().toString(36);
    const creators = await db
      .insert(users)
      .values(Array.from({ length: 100 }, (_, index) => ({ email: `bench-${stamp}-${index}@example.com`, fullName: `Maker ${index}` })))
      .returning({ id: users.id });
    const start = Date.now() - LEVELS * 60_000;
    for (let from = 0; from < LEVELS; from += 1000) {
      await db.insert(creativeLevels).values(
        Array.from({ length: Math.min(1000, LEVELS - from) }, (_, offset) => {
          const index = from + offset;
          return {
            userId: creators[index % creators.length]?.id ?? 1,
            courseId: 'python',
            slug: `bench-${index}-${stamp}`,
            name: `Bench level ${index}`,
            playerStart: [14, 9] as [number, number],
            items: [{ type: 'carrot', action: 'collect', position: [14, 8] }],
            levelGoals: [{ action: 'collect', type: 'carrot', count: 1 }],
            isPublic: true,
            creatorCompletedAt: new Date(start),
            playsCount: index % 97,
            completionsCount: index % 53,
            favouritesCount: index % 31,
            createdAt: new Date(start + index * 60_000),
            updatedAt: new Date(start + index * 60_000),
          };
        }),
      );
    }
    const measure = async (search: string, requests: number): Promise<number> => {
      const timings: number[] = [];
      for (let index = 0; index < requests + 10; index += 1) {
        const sort = index % 2 === 0 ? 'most_recent' : 'most_popular';
        const page = 1 + (index % 10);
        const began = performance.now();
        const response = await app.inject({ method: 'GET', url: `/api/level/creative/public?page=${page}&size=12&sort=${sort}${search}` });
        const ms = performance.now() - began;
        if (response.statusCode !== 200) throw new Error(`public list answered ${response.statusCode}: ${response.body}`);
        if (index >= 10) timings.push(ms);
      }
      return p95(timings);
    };
    // A page of the list as the community opens it (both sorts, pages 1 to 10), and the same with a
    // name search, which scans the names (no trigram index on PGlite).
    console.log(`creator.public_list_ms ${(await measure('', REQUESTS)).toFixed(1)}`);
    console.log(`creator.public_search_ms ${(await measure('&search=level%2012', Math.ceil(REQUESTS / 5))).toFixed(1)}`);
    if (url) await db.delete(creativeLevels);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function editorReady(): Promise<void> {
  const webDist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(1);
  }
  // PORT picks the port (each helper has its own range on a shared machine).
  const port = process.env.PORT ? Number(process.env.PORT) : 3900 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'codehop-bench-creator-web-'));
  // The page's server runs on its own embedded database, whatever TEST_DATABASE_URL says.
  const serverEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'DATABASE_URL'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...serverEnv, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST: webDist },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    // A busy machine may take minutes to start the server.
    let up = false;
    for (let i = 0; i < 1200 && !up; i += 1) {
      up = await fetch(`${base}/api/health`).then((response) => response.ok, () => false);
      if (!up) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (!up) throw new Error('the server did not start');
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const signUp = await context.request.post(`${base}/api/auth/signup`, {
      data: { email: `bench-${Date.now()}@example.com`, password: 'hop-hop-2026', full_name: 'Bench Maker' },
    });
    const { csrf_token: csrf } = (await signUp.json()) as { csrf_token: string };
    const created = await context.request.post(`${base}/api/level/creative/create`, {
      headers: { 'x-csrf-token': csrf },
      data: { name: 'Bench level', course_id: 'python', player_start: [14, 9], items: [{ type: 'carrot', action: 'collect', position: [14, 8] }] },
    });
    const level = (await created.json()) as { level_slug: string; user_id: number };
    // The tour would open over the map on a first visit: it is not what is measured.
    await context.addInitScript(() => localStorage.setItem('codehop.creator.tour', JSON.stringify({ index: 7, completed: true })));
    const measure = async (url: string, mark: string): Promise<number> => {
      const page = await context.newPage();
      await page.goto(`${base}${url}`);
      const handle = await page.waitForFunction(
        (name) => performance.getEntriesByName(name)[0]?.startTime ?? false,
        mark,
        { timeout: 90_000, polling: 20 },
      );
      const ms = Number(await handle.jsonValue());
      await page.close();
      return ms;
    };
    const runs = Number(process.env.CREATOR_BENCH_RUNS ?? 3);
    const editor: number[] = [];
    const play: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      editor.push(await measure(`/en/level-creator/python/${level.level_slug}`, 'creator:scene-ready'));
      play.push(await measure(`/en/play/python/${level.user_id}/${level.level_slug}`, 'play:scene-ready'));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    console.log(`creator.editor_ready_ms ${Math.round(median(editor))}`);
    console.log(`creator.play_scene_ready_ms ${Math.round(median(play))}`);
  } finally {
    await browser.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.CREATOR_BENCH_LIST !== '0') await publicList();
if (process.env.CREATOR_BENCH_BROWSER !== '0') await editorReady();
