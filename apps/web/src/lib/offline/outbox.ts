import { ApiError } from '@codehop/api';

/**
 * Records the server must receive in order, kept in IndexedDB while it cannot be reached
 * (issue 18): a child on a train runs and finishes levels, and every run and completion reaches
 * the server when the connection returns, once each (the server counts a `client_id` once).
 *
 * A record is sent at once when nothing waits before it; when the server cannot be reached
 * (no network, or a proxy answering 502-504) it joins the queue and the caller goes on as if it
 * had been sent. The queue is sent oldest first: on `online`, when the tab comes back, and
 * every few seconds (backing off to 30 s) while it is not empty. A record the server refuses
 * (4xx) leaves the queue: sending it again would be refused again.
 *
 * Each record belongs to the player who made it, and the server counts it for whoever is signed
 * in when it arrives: so only the current player's records are sent. Another child's wait,
 * in their own order, until that child plays in this browser again.
 */

export interface OutboxRecord {
  /** Position in the queue (IndexedDB key, increasing). */
  readonly seq?: number;
  /** API path, e.g. /api/level/update/python. */
  readonly path: string;
  /** JSON body; carries its own client_id. */
  readonly body: unknown;
  readonly queuedAt: number;
  /** The player who made it (see lib/player-key.ts); none when it was not known yet. */
  readonly owner?: string;
}

export interface Timers {
  set(run: () => void, ms: number): ReturnType<typeof setTimeout>;
  clear(id: ReturnType<typeof setTimeout>): void;
}

export type Sender = (path: string, body: unknown) => Promise<unknown>;

/** The queue's storage; `first` and `count` see only one player's records (and the ownerless ones). */
export interface OutboxStore {
  add(record: OutboxRecord): Promise<void>;
  first(owner: string): Promise<OutboxRecord | null>;
  remove(seq: number): Promise<void>;
  count(owner: string): Promise<number>;
}

function ownedBy(record: OutboxRecord, owner: string): boolean {
  return record.owner === undefined || record.owner === owner;
}

/** True when the error means "the server was not reached", not "the server said no". */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504;
  return error instanceof TypeError;
}

/** A client-generated id for the server's once-only check. */
export function newClientId(): string {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return random.replace(/[^A-Za-z0-9_-]/g, '');
}

export class Outbox {
  private flushing: Promise<void> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryMs = 2000;
  private readonly listeners = new Set<(waiting: number) => void>();
  private waiting = 0;
  /** Who plays now: nothing is sent until it is known. */
  private owner: string | null = null;

  constructor(
    private readonly store: OutboxStore,
    private readonly send: Sender,
    // Wrapped: a browser's setTimeout called as a method of another object throws.
    private readonly timers: Timers = { set: (run, ms) => setTimeout(run, ms), clear: (id) => clearTimeout(id) },
  ) {}

  /** Number of records waiting; listeners hear every change. */
  subscribe(listener: (waiting: number) => void): () => void {
    this.listeners.add(listener);
    listener(this.waiting);
    return () => this.listeners.delete(listener);
  }

  /** Who plays in this browser now (null while unknown); their waiting records are sent. */
  setOwner(owner: string | null): void {
    if (owner === this.owner) return;
    this.owner = owner;
    if (owner === null) return;
    void this.refreshCount();
    void this.flush();
  }

  /**
   * Send now, or queue when the server cannot be reached or this player's older records are still
   * waiting; the record belongs to whoever plays now. Resolves with the server's answer, or
   * `{ queued: true }`. A refusal (ApiError 4xx) throws.
   */
  async post(path: string, body: unknown): Promise<{ sent: unknown } | { queued: true }> {
    const owner = this.owner ?? undefined;
    const empty = owner === undefined || (await this.store.count(owner)) === 0;
    if (empty) {
      try {
        return { sent: await this.send(path, body) };
      } catch (error) {
        if (!isUnreachable(error)) throw error;
      }
    }
    await this.store.add({ path, body, queuedAt: Date.now(), owner });
    await this.refreshCount();
    // Just failed: try again later. Older records waiting: perhaps the server is back.
    if (empty) this.schedule(this.retryMs);
    else void this.flush();
    return { queued: true };
  }

  /** Send the queue, oldest first, until it is empty or the server cannot be reached. */
  flush(): Promise<void> {
    this.flushing ??= this.drain().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async drain(): Promise<void> {
    for (;;) {
      const owner = this.owner;
      if (owner === null) return;
      const record = await this.store.first(owner);
      if (record === null || record.seq === undefined) {
        this.retryMs = 2000;
        await this.refreshCount();
        return;
      }
      try {
        await this.send(record.path, record.body);
      } catch (error) {
        if (isUnreachable(error)) {
          this.retryMs = Math.min(this.retryMs * 2, 30_000);
          this.schedule(this.retryMs);
          await this.refreshCount();
          return;
        }
        console.warn('A queued record was refused by the server and dropped', error);
      }
      await this.store.remove(record.seq);
      await this.refreshCount();
    }
  }

  private schedule(ms: number): void {
    if (this.retryTimer !== null) this.timers.clear(this.retryTimer);
    this.retryTimer = this.timers.set(() => {
      this.retryTimer = null;
      void this.flush();
    }, ms);
  }

  private async refreshCount(): Promise<void> {
    const waiting = this.owner === null ? 0 : await this.store.count(this.owner);
    if (waiting === this.waiting) return;
    this.waiting = waiting;
    for (const listener of this.listeners) listener(waiting);
  }
}

/** Records in memory (tests, and browsers without IndexedDB). */
export function memoryStore(): OutboxStore {
  const records: OutboxRecord[] = [];
  let next = 1;
  return {
    add: (record) => {
      records.push({ ...record, seq: next++ });
      return Promise.resolve();
    },
    first: (owner) => Promise.resolve(records.find((record) => ownedBy(record, owner)) ?? null),
    remove: (seq) => {
      const index = records.findIndex((record) => record.seq === seq);
      if (index >= 0) records.splice(index, 1);
      return Promise.resolve();
    },
    count: (owner) => Promise.resolve(records.filter((record) => ownedBy(record, owner)).length),
  };
}

const DATABASE = 'codehop-offline';
const STORE = 'outbox';

/** Records in IndexedDB: they survive a closed tab and a restarted browser. */
export function indexedDbStore(factory: IDBFactory = indexedDB): OutboxStore {
  let opened: Promise<IDBDatabase> | null = null;
  const open = (): Promise<IDBDatabase> => {
    opened ??= new Promise((resolve, reject) => {
      const request = factory.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
    });
    return opened;
  };
  const run = async <T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const database = await open();
    return new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = act(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    });
  };
  return {
    add: async (record) => {
      await run('readwrite', (store) => store.add(record));
    },
    // The queue holds a few records at most (one per run made offline): reading it whole is fine.
    first: async (owner) => {
      const records = (await run('readonly', (store) => store.getAll())) as OutboxRecord[];
      return records.find((record) => ownedBy(record, owner)) ?? null;
    },
    remove: async (seq) => {
      await run('readwrite', (store) => store.delete(seq));
    },
    count: async (owner) => {
      const records = (await run('readonly', (store) => store.getAll())) as OutboxRecord[];
      return records.filter((record) => ownedBy(record, owner)).length;
    },
  };
}
