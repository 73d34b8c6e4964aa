// Runs commands side by side, as many at a time as the machine has cores, each one's output
// printed whole when it ends (never interleaved). Answers whether all passed.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * @typedef {{ name: string, command: string, args: string[] }} Job
 * @param {Job[]} jobs the longest first, so the last to start is a short one
 * @returns {Promise<boolean>}
 */
export async function runParallel(jobs) {
  const queue = [...jobs];
  let passed = true;
  async function worker() {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const started = Date.now();
      const { code, output } = await run(job);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? '✓' : '✗'} ${job.name} (${seconds} s)\n${output}`);
      if (code !== 0) passed = false;
    }
  }
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), jobs.length) }, worker));
  return passed;
}

/** @param {Job} job @returns {Promise<{ code: number, output: string }>} */
function run(job) {
  return new Promise((resolve) => {
    const child = spawn(job.command, job.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString() }));
  });
}
