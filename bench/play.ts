// Play screen figures (issue 6, 18): navigation -> Run enabled on the play page, cold, reopened at
// once and as a second visit once the service worker is installed (ready_warm_ms), against a bare
// page that only boots Pyodide in a worker (same server, same browser), and the floor under the
// warm goal (our own worker alone on a page, second visit); the gzipped JavaScript the
// play page loads besides Pyodide (its own, and the map and editor fetched in parallel); Next to
// the next level ready. Needs a built app (`npm run build`) and Chromium.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { repoRoot, startBuiltApp } from './support/built-app.ts';

// The Debian Chromium and the flags measured to work headless here (shared/FACTS.md).
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
const root = repoRoot;
const RUNS = Number(process.env.PLAY_BENCH_RUNS ?? 3);
const LEVEL = '/en/play/python/intro-level1';
const ISOLATION = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };

const app = startBuiltApp('play');
const { base, webDist } = app;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

// The bare page asks for Pyodide where the play page does (its versioned path), so neither pays a redirect.
const PYODIDE = `/pyodide/${(JSON.parse(readFileSync(path.join(root, 'node_modules/pyodide/package.json'), 'utf8')) as { version: string }).version}/`;

/** A bare page on the same server that only boots Pyodide in a module worker. */
async function routeBarePage(context: BrowserContext): Promise<void> {
  await context.route(`${base}/__bench/pyodide.html`, (route) =>
    route.fulfill({
      headers: { ...ISOLATION, 'content-type': 'text/html' },
      body: `<!doctype html><script type="module">
        const worker = new Worker('/__bench/pyodide-worker.js', { type: 'module' });
        worker.onmessage = () => { window.__pyodideReady = performance.now(); };
      </script>`,
    }),
  );
  await context.route(`${base}/__bench/pyodide-worker.js`, (route) =>
    route.fulfill({
      headers: { ...ISOLATION, 'content-type': 'text/javascript' },
      body: `import { loadPyodide } from '${PYODIDE}pyodide.mjs';
        await loadPyodide({ indexURL: '${PYODIDE}' });
        postMessage('ready');`,
    }),
  );
}

/**
 * The floor under the play page: a page on the same server that only starts the play page's own
 * Python worker (the built `browser-worker` script, Pyodide's versioned files, the build's memory
 * snapshot) and waits for it to say ready. Its second visit is what a warm play page could reach
 * if nothing else ran beside Python (no React, no map): the warm goal is measured against it.
 */
async function routeRunnerOnlyPage(context: BrowserContext): Promise<void> {
  const assets = readdirSync(path.join(webDist, 'assets-app'));
  const worker = assets.find((file) => /^browser-worker-[\w-]+\.js$/.test(file));
  const snapshot = assets.find((file) => /^python-[0-9a-f]+\.bin$/.test(file));
  if (!worker || !snapshot) throw new Error('bench/play: the build has no runner worker or Python snapshot');
  await context.route(`${base}/__bench/runner.html`, (route) =>
    route.fulfill({
      headers: { ...ISOLATION, 'content-type': 'text/html' },
      // The init message browser-host.ts sends; the worker answers 'ready' on the port.
      body: `<!doctype html><script type="module">
        const worker = new Worker('/assets-app/${worker}', { type: 'module' });
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => { if (event.data.type === 'ready') window.__pyodideReady = performance.now(); };
        worker.postMessage({ type: 'init', indexURL: '${PYODIDE}', snapshotURL: '/assets-app/${snapshot}',
          interrupt: new SharedArrayBuffer(4), pause: new SharedArrayBuffer(1024), port: channel.port2 }, [channel.port2]);
      </script>`,
    }),
  );
}

/** Until the course's first level ships, the bench plays a fixture level on the real map. */
async function routeFixtureIfMissing(context: BrowserContext): Promise<boolean> {
  const probe = await fetch(`${base}/api/level/data/python/intro-level1`);
  if (probe.ok) return false;
  const map: unknown = JSON.parse(readFileSync(path.join(root, 'packages/content/assets/maps/creative-01.json'), 'utf8'));
  const level = {
    slug: 'intro-level1', name: 'Carrot Hop', chapter_id: 1, chapter_name: 'Variables and Types', level_id: 1,
    codeTemplate: 'from player import *\n', last_code_executed: null, last_status: 'not_started', guide: 'Hop!',
    map, start: [15, 9], items: [{ type: 'carrot', position: [15, 7] }], levelGoals: [{ action: 'collect', type: 'carrot', count: 1 }], constants: [],
  };
  await context.route('**/api/level/data/python/intro-level1', (route) => route.fulfill({ json: level }));
  return true;
}

/**
 * The files the play page fetches for the map and the editor only (Phaser, CodeMirror and their
 * own code): what the build's manifest reaches from their dynamic imports and not from the first
 * screen (index.html, the early entry, the play route and screen). They download in parallel with
 * Python's start (issue 18: "Phaser and the editor load in parallel with the snapshot, not before
 * it") and are reported apart from the play page's own JavaScript.
 */
function parallelFiles(): Set<string> {
  type Chunk = { file: string; imports?: string[]; dynamicImports?: string[] };
  const manifest = JSON.parse(readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const reach = (keys: string[]): Set<string> => {
    const seen = new Set<string>();
    const stack = keys.filter((key) => key in manifest);
    while (stack.length > 0) {
      const key = stack.pop() as string;
      if (seen.has(key)) continue;
      seen.add(key);
      stack.push(...(manifest[key]?.imports ?? []));
    }
    return seen;
  };
  const first = reach(['index.html', 'src/features/play/prestart.ts', 'src/features/play/play-route.tsx', 'src/features/play/play-screen.tsx']);
  // What the play screen imports later: the editor and the guide's Markdown renderer, once Run is
  // enabled (editor/lazy-code-editor.tsx, components/lazy-markdown.tsx).
  const later = manifest['src/features/play/play-screen.tsx']?.dynamicImports ?? [];
  const parallel = reach(['src/lib/game/phaser-game.ts', 'src/features/play/editor/play-code-editor.tsx', ...later]);
  return new Set([...parallel].filter((key) => !first.has(key)).map((key) => '/' + (manifest[key]?.file ?? '')));
}

/** How long the service worker took to take over a page after Run was enabled (precache done). */
const offlineReadyMs: number[] = [];

async function playReady(context: BrowserContext, scripts?: Map<string, number>, stayUntilOffline = false): Promise<number> {
  const page = await context.newPage();
  if (scripts) {
    context.on('response', (response) => {
      const url = response.url();
      if (url.includes('/pyodide/') || response.request().resourceType() !== 'script') return;
      void response.body().then(
        (body) => scripts.set(url, gzipSync(body, { level: 9 }).length),
        () => undefined,
      );
    });
  }
  await page.goto(`${base}${LEVEL}`);
  const handle = await page.waitForFunction(
    () => {
      const button = document.querySelector<HTMLButtonElement>('[data-testid="run-button"]');
      return button !== null && !button.disabled ? performance.now() : false;
    },
    undefined,
    { timeout: 90_000, polling: 20 },
  );
  const ms = Number(await handle.jsonValue());
  if (process.env.PLAY_BENCH_MARKS) {
    const marks = await page.evaluate(() => performance.getEntriesByType('mark').map((mark) => `${mark.name}=${Math.round(mark.startTime)}`));
    console.error(`bench/play marks: ${marks.join(' ')} ready=${Math.round(ms)}`);
  }
  if (stayUntilOffline) {
    // The child keeps playing while the service worker precaches the app, Python and the art.
    const before = Date.now();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 180_000, polling: 250 });
    offlineReadyMs.push(Date.now() - before);
  }
  await page.close();
  return ms;
}

/** Navigation to ready on one of the bench's own pages: the bare Pyodide page or the runner-only page. */
async function benchPageReady(context: BrowserContext, which: 'pyodide' | 'runner'): Promise<number> {
  const page = await context.newPage();
  await page.goto(`${base}/__bench/${which}.html`);
  const handle = await page.waitForFunction(() => (window as unknown as { __pyodideReady?: number }).__pyodideReady ?? false, undefined, {
    timeout: 90_000,
    polling: 20,
  });
  const ms = Number(await handle.jsonValue());
  await page.close();
  return ms;
}

/**
 * Next level: from the click on Next (intro-level1 ready, a second later as a child would) to
 * intro-level2 ready (its title shown, the map drawn, Run enabled).
 */
async function nextLevelReady(context: BrowserContext): Promise<number> {
  const page = await context.newPage();
  await page.goto(`${base}${LEVEL}`);
  await page.waitForFunction(() => document.querySelector<HTMLButtonElement>('[data-testid="run-button"]')?.disabled === false, undefined, { timeout: 90_000, polling: 50 });
  await page.waitForTimeout(1000);
  const firstTitle = await page.getByTestId('level-title').textContent();
  // A string, not a function: tsx's name helpers do not exist in the page.
  const script = `new Promise((resolve, reject) => {
    const title = ${JSON.stringify(firstTitle)};
    const started = performance.now();
    document.querySelector('[data-testid="next-level"]').click();
    const check = () => {
      const button = document.querySelector('[data-testid="run-button"]');
      const heading = document.querySelector('[data-testid="level-title"]')?.textContent;
      const loading = document.querySelector('[data-testid="loading-assets"]');
      if (location.pathname.endsWith('/intro-level2') && heading !== title && loading === null && button !== null && !button.disabled) resolve(performance.now() - started);
      else if (performance.now() - started > 30000) reject(new Error('the next level did not get ready'));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })`;
  const ms = Number(await page.evaluate(script));
  await page.close();
  return ms;
}

/**
 * Cold (empty cache), reopened at once (HTTP cache; the first visit's page closed the moment Run
 * was enabled, so no service worker yet) and, for the play page, a second visit once the first
 * has finished installing the service worker: the second visit of issue 18.
 */
async function measure(
  browser: Browser,
  run: (context: BrowserContext, stayUntilOffline?: boolean) => Promise<number>,
  offline = false,
): Promise<{ cold: number[]; warm: number[]; reopen: number[] }> {
  const cold: number[] = [];
  const warm: number[] = [];
  const reopen: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    // A fresh context has an empty HTTP cache: cold. The second visit in it is warm.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await routeBarePage(context);
    await routeRunnerOnlyPage(context);
    const fixture = await routeFixtureIfMissing(context);
    if (fixture && i === 0) console.error('bench/play: intro-level1 is not served yet; using a fixture level on the real map');
    cold.push(await run(context));
    if (offline) {
      reopen.push(await run(context, true));
      warm.push(await run(context));
    } else {
      warm.push(await run(context));
    }
    await context.close();
  }
  return { cold, warm, reopen };
}

let exitCode = 0;
let browser: Browser | null = null;
try {
  await app.ready();
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const scripts = new Map<string, number>();
  const sizing = await browser.newContext();
  await routeFixtureIfMissing(sizing);
  await playReady(sizing, scripts);
  await sizing.close();
  const pyodide = await measure(browser, (context) => benchPageReady(context, 'pyodide'));
  const runnerOnly = await measure(browser, (context) => benchPageReady(context, 'runner'));
  const play = await measure(browser, (context, stay) => playReady(context, undefined, stay), true);
  const nextLevel: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    nextLevel.push(await nextLevelReady(context));
    await context.close();
  }
  // The service worker's own script (registered once Run is enabled) is not page JavaScript.
  const parallel = parallelFiles();
  const sum = (keep: (pathname: string) => boolean) =>
    [...scripts].filter(([url]) => keep(new URL(url).pathname)).reduce((total, [, bytes]) => total + bytes, 0) / 1024;
  const kb = sum((pathname) => pathname !== '/sw.js' && !parallel.has(pathname));
  const parallelKb = sum((pathname) => parallel.has(pathname));
  const totalKb = sum(() => true);
  console.log(`play.ready_cold_ms ${Math.round(median(play.cold))}`);
  console.log(`play.ready_warm_ms ${Math.round(median(play.warm))}`);
  console.log(`play.ready_reopen_ms ${Math.round(median(play.reopen))}`);
  console.log(`play.offline_ready_ms ${Math.round(median(offlineReadyMs))}`);
  console.log(`play.pyodide_only_cold_ms ${Math.round(median(pyodide.cold))}`);
  console.log(`play.pyodide_only_warm_ms ${Math.round(median(pyodide.warm))}`);
  console.log(`play.ready_cold_ratio ${(median(play.cold) / median(pyodide.cold)).toFixed(2)}`);
  // Both visits are measured against the bare page's cold boot: the goal is what a child waits,
  // whatever the bare page would gain from its own cache.
  console.log(`play.ready_warm_ratio ${(median(play.warm) / median(pyodide.cold)).toFixed(2)}`);
  // The floor: our worker alone, warm, over the same bare cold boot (see routeRunnerOnlyPage).
  console.log(`play.runner_only_warm_ms ${Math.round(median(runnerOnly.warm))}`);
  console.log(`play.runner_only_warm_ratio ${(median(runnerOnly.warm) / median(pyodide.cold)).toFixed(2)}`);
  console.log(`play.ready_warm_vs_bare_warm ${(median(play.warm) / median(pyodide.warm)).toFixed(2)}`);
  console.log(`play.next_level_ratio ${(median(nextLevel) / median(pyodide.cold)).toFixed(2)}`);
  console.log(`play.js_gzip_kb ${Math.round(kb)}`);
  console.log(`play.js_parallel_gzip_kb ${Math.round(parallelKb)}`);
  console.log(`play.js_total_gzip_kb ${Math.round(totalKb)}`);
  console.log(`play.js_files ${scripts.size}`);
  console.log(`play.next_level_ms ${Math.round(median(nextLevel))}`);
  if (process.env.PLAY_BENCH_FILES) {
    for (const [url, bytes] of [...scripts].sort((a, b) => b[1] - a[1])) {
      const pathname = new URL(url).pathname;
      console.error(`  ${(bytes / 1024).toFixed(1)} kB  ${pathname}${parallel.has(pathname) ? '  (parallel)' : ''}`);
    }
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await browser?.close();
  app.stop();
}
process.exit(exitCode);
