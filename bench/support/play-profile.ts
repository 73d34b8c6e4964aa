// Where the play page's main thread spends a visit, cold and warm (service worker in control):
// a Chromium trace of each visit, summarised as the main thread's busy time by kind of work
// (script evaluation, compiling, style, layout, paint, GC), its long tasks, and the CPU profile's
// self time by script. A tool for speed work, not a bench (`npm run bench` does not run it):
//   BENCH_PORT=3308 node --import tsx bench/support/play-profile.ts [path]
// Needs a built app (apps/web/dist) and Chromium; writes the raw traces to $PROFILE_DIR (/tmp).
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startBuiltApp } from './built-app.ts';

const level = process.argv[2] ?? '/en/play/python/intro-level1';
const outDir = process.env.PROFILE_DIR ?? tmpdir();
const app = startBuiltApp('play-profile');
const { base } = app;

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string; data?: { url?: string; functionName?: string } } }
interface ProfileNode { id: number; callFrame: { functionName: string; url: string }; children?: number[] }

async function runEnabled(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      const button = document.querySelector<HTMLButtonElement>('[data-testid="run-button"]');
      return button !== null && !button.disabled ? performance.now() : false;
    },
    undefined,
    { timeout: 120_000, polling: 20 },
  );
  return Number(await handle.jsonValue());
}

/** The main thread's self time by event name, and its tasks over 50 ms. */
function summariseTrace(file: string, readyMs: number): void {
  const events = (JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  summariseThread(events, 'CrRendererMain', readyMs);
  summariseThread(events, 'DedicatedWorker thread', readyMs);
}

function summariseThread(events: TraceEvent[], threadName: string, readyMs: number): void {
  const names = new Map<string, string>();
  for (const event of events) if (event.ph === 'M' && event.name === 'thread_name') names.set(`${event.pid}:${event.tid}`, event.args?.name ?? '');
  const navigation = events.find((event) => event.name === 'navigationStart' || event.name === 'NavigationBodyLoader::StartLoadingBody');
  // The renderer main thread with the most work is the page's.
  const busy = new Map<string, number>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.ph === 'X' && event.name === 'RunTask' && names.get(key) === threadName) busy.set(key, (busy.get(key) ?? 0) + (event.dur ?? 0));
  }
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events.filter((event) => `${event.pid}:${event.tid}` === main && event.ph === 'X' && event.dur !== undefined).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const start = navigation?.ts ?? onMain[0]?.ts ?? 0;
  const end = start + readyMs * 1000;
  const self = new Map<string, number>();
  const stack: { event: TraceEvent; childTime: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && (stack.at(-1)!.event.ts + (stack.at(-1)!.event.dur ?? 0)) <= until) {
      const done = stack.pop()!;
      const key = done.event.name + (done.event.name === 'EvaluateScript' || done.event.name === 'v8.compile' ? ` ${path.basename(done.event.args?.data?.url ?? '')}` : '');
      self.set(key, (self.get(key) ?? 0) + (done.event.dur ?? 0) - done.childTime);
      if (stack.length > 0) stack.at(-1)!.childTime += done.event.dur ?? 0;
    }
  };
  const long: string[] = [];
  let total = 0;
  let blocking = 0;
  for (const event of onMain) {
    if (event.ts > end) break;
    close(event.ts);
    if (stack.length === 0 && event.name === 'RunTask') {
      const ms = (event.dur ?? 0) / 1000;
      total += ms;
      if (ms > 50) {
        blocking += ms - 50;
        long.push(`${Math.round((event.ts - start) / 1000)}+${Math.round(ms)}`);
      }
    }
    stack.push({ event, childTime: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  console.log(`  ${threadName} busy ${Math.round(total)} ms of ${Math.round(readyMs)} ms; blocking (tasks over 50 ms) ${Math.round(blocking)} ms`);
  console.log(`  long tasks (start+ms): ${long.join(' ')}`);
  for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`    ${(us / 1000).toFixed(1).padStart(8)} ms  ${name}`);
}

function summariseProfile(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }): void {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const byUrl = new Map<string, number>();
  const byFunction = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = byNode.get(id);
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    if (!node) return;
    const url = node.callFrame.url ? path.basename(node.callFrame.url) : node.callFrame.functionName;
    byUrl.set(url, (byUrl.get(url) ?? 0) + ms);
    const fn = `${node.callFrame.functionName || '(anonymous)'} ${url}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  });
  console.log('  CPU profile, self time by script:');
  for (const [url, ms] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`    ${ms.toFixed(1).padStart(8)} ms  ${url}`);
  console.log('  by function:');
  for (const [fn, ms] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`    ${ms.toFixed(1).padStart(8)} ms  ${fn}`);
}

async function visit(browser: Browser, page: Page, label: string): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 500 });
  await session.send('Profiler.start');
  const file = path.join(outDir, `play-trace-${label}.json`);
  await browser.startTracing(page, { path: file, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink', 'loading', '__metadata'] });
  await page.goto(`${base}${level}`);
  const ready = await runEnabled(page);
  const marks = await page.evaluate(() => performance.getEntriesByType('mark').map((mark) => `${mark.name}=${Math.round(mark.startTime)}`));
  const { profile } = (await session.send('Profiler.stop')) as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
  await page.waitForTimeout(300);
  await browser.stopTracing();
  writeFileSync(path.join(outDir, `play-profile-${label}.cpuprofile`), JSON.stringify(profile));
  console.log(`${label}: Run enabled at ${Math.round(ready)} ms; ${marks.join(' ')}`);
  summariseTrace(file, ready);
  summariseProfile(profile);
}

let browser: Browser | null = null;
try {
  await app.ready();
  // The learner-code sandboxes boot after health and take seconds of CPU (shared/FACTS.md).
  await new Promise((resolve) => setTimeout(resolve, Number(process.env.PROFILE_SETTLE_MS ?? 8000)));
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const cold = await context.newPage();
  await visit(browser, cold, 'cold');
  await cold.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 180_000, polling: 250 });
  await cold.close();
  await visit(browser, await context.newPage(), 'warm');
} finally {
  await browser?.close();
  app.stop();
}
