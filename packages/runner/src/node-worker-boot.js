// Plain-JavaScript entry of the Node worker thread: it registers tsx inside the thread (Node 20
// does not apply a parent's or execArgv's loader hooks to a worker's entry module), then loads
// the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./node-worker.ts');
