/** The part of the Prioritized Task Scheduling API this uses, where the browser has it. */
interface YieldingScheduler {
  readonly yield?: () => Promise<void>;
}

/**
 * Ends the current task and goes on in a new one, so the browser can answer a click, a key or a
 * frame in between: long start-up work cut into pieces this way never blocks the page for the
 * sum of the pieces. `scheduler.yield()` continues ahead of other queued tasks; elsewhere a
 * zero timeout does the same job a little later.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
