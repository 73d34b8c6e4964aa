import { apiRequest } from '@codehop/api';
import { z } from 'zod';
import { indexedDbStore, memoryStore, Outbox } from './outbox.ts';

let outbox: Outbox | null = null;

/** The app's one outbox (IndexedDB when the browser has it), sending with the API client. */
export function appOutbox(): Outbox {
  if (outbox) return outbox;
  const store = typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore();
  const created = new Outbox(store, (path, body) => apiRequest(path, { method: 'POST', body, schema: z.unknown() }));
  outbox = created;
  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => void created.flush());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void created.flush();
    });
    // Whatever an earlier visit left behind.
    void created.flush();
  }
  return created;
}
