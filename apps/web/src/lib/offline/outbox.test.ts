import { ApiError } from '@codehop/api';
import { describe, expect, it, vi } from 'vitest';
import { isUnreachable, memoryStore, newClientId, Outbox } from './outbox.ts';

function refusal(status: number): ApiError {
  return new ApiError({ url: '/api/x', status, statusText: 'no', body: null, request: { method: 'POST', path: '/api/x' } });
}

const ME = 'student:1';
const SISTER = 'student:2';

function server() {
  const received: unknown[] = [];
  let up = true;
  const send = vi.fn((_path: string, body: unknown) => {
    if (!up) return Promise.reject(new TypeError('Failed to fetch'));
    received.push(body);
    return Promise.resolve({ ok: true });
  });
  return { received, send, setUp: (value: boolean) => (up = value) };
}

describe('the outbox', () => {
  it('sends at once while the server answers', async () => {
    const fake = server();
    const outbox = new Outbox(memoryStore(), fake.send);
    outbox.setOwner(ME);
    expect(await outbox.post('/api/x', { n: 1 })).toEqual({ sent: { ok: true } });
    expect(fake.received).toEqual([{ n: 1 }]);
  });

  it('queues while the server cannot be reached and sends everything in order when it can', async () => {
    vi.useFakeTimers();
    try {
      const fake = server();
      const counts: number[] = [];
      const outbox = new Outbox(memoryStore(), fake.send);
      outbox.setOwner(ME);
      outbox.subscribe((waiting) => counts.push(waiting));
      fake.setUp(false);
      expect(await outbox.post('/api/x', { n: 1 })).toEqual({ queued: true });
      expect(await outbox.post('/api/x', { n: 2 })).toEqual({ queued: true });
      await vi.advanceTimersByTimeAsync(10_000);
      expect(fake.received).toEqual([]);
      fake.setUp(true);
      // A new record while others wait goes behind them, never before.
      expect(await outbox.post('/api/x', { n: 3 })).toEqual({ queued: true });
      await outbox.flush();
      expect(fake.received).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
      expect(counts.at(-1)).toBe(0);
      expect(counts).toContain(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('retries on its own with a growing delay', async () => {
    vi.useFakeTimers();
    try {
      const fake = server();
      const outbox = new Outbox(memoryStore(), fake.send);
      outbox.setOwner(ME);
      fake.setUp(false);
      await outbox.post('/api/x', { n: 1 });
      await vi.advanceTimersByTimeAsync(2_100);
      fake.setUp(true);
      await vi.advanceTimersByTimeAsync(4_100);
      expect(fake.received).toEqual([{ n: 1 }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('throws a refusal at once and drops a queued record the server refuses', async () => {
    const store = memoryStore();
    const outbox = new Outbox(store, () => Promise.reject(refusal(403)));
    outbox.setOwner(ME);
    await expect(outbox.post('/api/x', {})).rejects.toBeInstanceOf(ApiError);
    await store.add({ path: '/api/x', body: {}, queuedAt: 0 });
    await outbox.flush();
    expect(await store.count(ME)).toBe(0);
  });

  it("sends only the current player's records; another child's wait for them, in their order", async () => {
    vi.useFakeTimers();
    try {
      const fake = server();
      const outbox = new Outbox(memoryStore(), fake.send);
      outbox.setOwner(SISTER);
      fake.setUp(false);
      await outbox.post('/api/x', { sister: 1 });
      await outbox.post('/api/x', { sister: 2 });
      // The sister signs out offline; I sign in and play once the connection is back.
      outbox.setOwner(ME);
      fake.setUp(true);
      expect(await outbox.post('/api/x', { me: 1 })).toEqual({ sent: { ok: true } });
      await outbox.flush();
      expect(fake.received).toEqual([{ me: 1 }]);
      outbox.setOwner(SISTER);
      await outbox.flush();
      expect(fake.received).toEqual([{ me: 1 }, { sister: 1 }, { sister: 2 }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends nothing while nobody is known to play', async () => {
    const fake = server();
    const store = memoryStore();
    await store.add({ path: '/api/x', body: { n: 1 }, queuedAt: 0, owner: ME });
    const outbox = new Outbox(store, fake.send);
    await outbox.flush();
    expect(fake.received).toEqual([]);
    outbox.setOwner(ME);
    await outbox.flush();
    expect(fake.received).toEqual([{ n: 1 }]);
  });

  it('tells unreachable from refused, and makes ids the server accepts', () => {
    expect(isUnreachable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isUnreachable(refusal(503))).toBe(true);
    expect(isUnreachable(refusal(403))).toBe(false);
    expect(newClientId()).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});
