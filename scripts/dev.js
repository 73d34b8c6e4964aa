// `npm run dev`: the API server restarting on change (port 3000) and Vite with hot reload
// (port 5173, same isolation headers, proxying /api, /assets and /pyodide to the server).
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', PORT: process.env.PORT ?? '3000' },
  }),
  spawn('npm', ['run', 'dev', '--workspace', 'apps/web'], { stdio: 'inherit' }),
];
console.log('Codehop dev: open http://localhost:5173/ (API on http://localhost:3000/)');

/** @param {NodeJS.Signals} signal */
function stopAll(signal) {
  for (const child of children) child.kill(signal);
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exit(code ?? 0);
  });
}
