import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 10;

/**
 * Prints the ten test files that took longest, at the end of every `vitest run`, so a run tells
 * where its time went. A file's time is its import (the app it builds, Pyodide it boots) plus its
 * tests and hooks, since a slow import costs as much as a slow test.
 */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const timed = testModules.map((testModule) => {
      const { collectDuration, duration } = testModule.diagnostic();
      return { name: `${testModule.project.name || 'root'}: ${path.relative(process.cwd(), testModule.moduleId)}`, ms: collectDuration + duration };
    });
    const slowest = timed.sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
    if (slowest.length === 0) return;
    console.log(`\nThe ${slowest.length} slowest test files:`);
    for (const { name, ms } of slowest) console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`);
  }
}
