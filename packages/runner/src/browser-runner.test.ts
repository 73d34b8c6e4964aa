import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { talkingLevel } from './test-levels.ts';
import { makeNodeSnapshot, nodeSnapshotFile, readNodeSnapshot, writeSnapshotFile } from './node-snapshot.ts';
import { stampSnapshot } from './python-start.ts';

const CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const here = path.dirname(fileURLToPath(import.meta.url));
const pyodideDirectory = path.dirname(fileURLToPath(import.meta.resolve('pyodide/package.json')));
const hasChromium = existsSync(CHROMIUM);

if (!hasChromium) {
  console.warn(`\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n!! ${CHROMIUM} is missing: the runner's BROWSER TEST IS SKIPPED.\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n`);
}

const PAGE = `<!doctype html><meta charset="utf-8"><title>runner</title>
<script type="module">
import { createBrowserRunner } from '/runner.js';
const snapshot = new URLSearchParams(location.search).get('snapshot');
window.runner = createBrowserRunner({
  indexURL: '/pyodide/',
  ...(snapshot ? { snapshotURL: '/' + snapshot + '.bin' } : {}),
  createWorker: () => new Worker('/worker.js', { type: 'module' }),
});
window.pauses = [];
window.events = [];
</script>`;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.zip': 'application/zip',
  '.html': 'text/html',
};

/** Serves the page, the bundles and Pyodide's files the way our server does: cross-origin isolated. */
/** The Node snapshot file (made when missing): a Node-made snapshot restores in the browser too. */
async function snapshotBytes(): Promise<Uint8Array> {
  const file = nodeSnapshotFile() ?? path.join(here, '../.cache/python-snapshot.bin');
  const found = readNodeSnapshot(file).bytes;
  if (found !== null) return found;
  const made = await makeNodeSnapshot();
  writeSnapshotFile(file, made);
  return made;
}

async function startServer(): Promise<{ server: Server; url: string }> {
  const snapshot = await snapshotBytes();
  const binaries = new Map<string, Uint8Array>([
    ['/good.bin', snapshot],
    // Another runtime's snapshot: refused, and the worker boots the ordinary way.
    ['/stale.bin', stampSnapshot(snapshot.subarray(64), 'pyodide 0.0.0; format 1; runtime 0')],
  ]);
  const bundle = async (entry: string) => {
    const output = await build({ entryPoints: [path.join(here, entry)], bundle: true, format: 'esm', platform: 'browser', write: false, target: 'es2022' });
    return output.outputFiles[0]?.text ?? '';
  };
  const files = new Map<string, string>([
    ['/runner.js', await bundle('index.ts')],
    ['/worker.js', await bundle('browser-worker.ts')],
    ['/', PAGE],
  ]);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const headers = {
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
      'Cross-Origin-Resource-Policy': 'same-origin',
    };
    const binary = binaries.get(url.pathname);
    if (binary !== undefined) {
      response.writeHead(200, { ...headers, 'Content-Type': 'application/octet-stream' });
      response.end(binary);
      return;
    }
    const served = files.get(url.pathname);
    if (served !== undefined) {
      response.writeHead(200, { ...headers, 'Content-Type': url.pathname === '/' ? 'text/html' : 'text/javascript' });
      response.end(served);
      return;
    }
    if (url.pathname.startsWith('/pyodide/')) {
      const file = path.join(pyodideDirectory, path.normalize(url.pathname.slice('/pyodide/'.length)));
      if (file.startsWith(pyodideDirectory)) {
        readFile(file).then(
          (body) => {
            response.writeHead(200, { ...headers, 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
            response.end(body);
          },
          () => {
            response.writeHead(404, headers);
            response.end();
          },
        );
        return;
      }
    }
    response.writeHead(404, headers);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

describe.skipIf(!hasChromium)('the runner in Chromium', () => {
  let browser: Browser;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    ({ server, url } = await startServer());
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
  });

  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  it.each([
    ['the ordinary way', '', false],
    ['from the memory snapshot', '?snapshot=good', true],
    ['the ordinary way after refusing a stale snapshot', '?snapshot=stale', false],
  ])('boots the worker %s from our server and round-trips a question popup', async (_name, query, fromSnapshot) => {
    const page = await browser.newPage();
    const errors: string[] = [];
    const warnings: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(url + query);
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
    await page.waitForFunction(() => 'runner' in window);
    await page.evaluate(() => (window as unknown as { runner: { ready(): Promise<void> } }).runner.ready());
    expect(await page.evaluate(() => (window as unknown as { runner: { lastBootFromSnapshot: boolean } }).runner.lastBootFromSnapshot)).toBe(fromSnapshot);
    if (query.includes('stale')) expect(warnings.join('\n')).toMatch(/snapshot refused .*booting Python the ordinary way/);

    const level = talkingLevel();
    const code = 'from player import *\nspeak("Hello")\nif question("Is it sunny?"):\n    print("sunny")\nelse:\n    print("rainy")\n';
    await page.evaluate(
      ([levelJson, source]) => {
        type PageRunner = {
          run(request: unknown, handlers: unknown): Promise<unknown>;
        };
        const scope = window as unknown as { runner: PageRunner; pauses: unknown[]; events: unknown[]; result?: unknown };
        void scope.runner
          .run(
            { code: source, level: JSON.parse(levelJson ?? 'null') as unknown },
            { onPause: (pause: unknown) => scope.pauses.push(pause), onEvents: (events: unknown[]) => scope.events.push(...events) },
          )
          .then((result) => {
            scope.result = result;
          });
      },
      [JSON.stringify(level), code],
    );
    // The program now waits on the popup: nothing ends until the page answers.
    await page.waitForFunction(() => (window as unknown as { pauses: unknown[] }).pauses.length === 1);
    expect(await page.evaluate(() => (window as unknown as { pauses: unknown[] }).pauses)).toEqual([{ kind: 'question', text: 'Is it sunny?', line: 3 }]);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => 'result' in window)).toBe(false);
    await page.evaluate(() => (window as unknown as { runner: { answer(answer: unknown): void } }).runner.answer({ kind: 'yes' }));
    await page.waitForFunction(() => 'result' in window);
    const result = (await page.evaluate(() => (window as unknown as { result: unknown }).result)) as { stdout: string; error: unknown; events: { type: string; line: number }[] };
    expect(result.error).toBeNull();
    expect(result.stdout).toBe('sunny\n');
    expect(result.events.map((event) => [event.type, event.line]).slice(0, 2)).toEqual([
      ['spoke', 2],
      ['goal-scored', 2],
    ]);
    expect(errors).toEqual([]);

    // asyncio needs no stack switching in our runner: the same program prints what CPython prints.
    const asyncCode = ASYNC_PROGRAM;
    const asyncResult = (await page.evaluate(
      (source) => (window as unknown as { runner: { run(request: unknown): Promise<unknown> } }).runner.run({ code: source, level: null }),
      asyncCode,
    )) as { stdout: string; error: unknown };
    expect(asyncResult.error).toBeNull();
    expect(asyncResult.stdout).toBe(ASYNC_OUTPUT);

    // Stop interrupts a busy loop through the interrupt buffer, silently.
    const stopped = (await page.evaluate(async () => {
      const runner = (window as unknown as { runner: { run(request: unknown): Promise<unknown>; stop(): void } }).runner;
      const pending = runner.run({ code: 'while True:\n    pass\n', level: null });
      await new Promise((resolve) => setTimeout(resolve, 300));
      runner.stop();
      return pending;
    })) as { error: { kind: string; message: string } | null };
    expect(stopped.error).toMatchObject({ kind: 'stopped', message: '' });
    await page.close();
  });
});

const ASYNC_PROGRAM = `import asyncio
async def worker(name, delay):
    await asyncio.sleep(delay)
    print("done", name)
    return name
async def main():
    queue = asyncio.Queue()
    await queue.put("q")
    print(await asyncio.gather(worker("a", 0.03), worker("b", 0.01), queue.get()))
    try:
        await asyncio.wait_for(asyncio.sleep(1), 0.02)
    except TimeoutError:
        print("timeout")
asyncio.run(main())
`;
// What python3 3.11 prints for ASYNC_PROGRAM.
const ASYNC_OUTPUT = 'done b\ndone a\n[\'a\', \'b\', \'q\']\ntimeout\n';
