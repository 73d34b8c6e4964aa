let resolveReady: (() => void) | null = null;
const ready = new Promise<void>((resolve) => {
  resolveReady = resolve;
});

/**
 * Work that can wait until the page is usable (the service worker's precache, warming caches)
 * waits for this. The play page marks it when Run is enabled; other pages when they have loaded
 * (`load` plus a moment); nothing waits longer than `maxMs`.
 */
export function whenAppReady(maxMs = 20_000): Promise<void> {
  if (typeof window !== 'undefined') {
    const onPlay = window.location.pathname.split('/')[2] === 'play';
    if (!onPlay) {
      const afterLoad = () => setTimeout(markAppReady, 1000);
      if (document.readyState === 'complete') afterLoad();
      else window.addEventListener('load', afterLoad, { once: true });
    }
    setTimeout(markAppReady, maxMs);
  }
  return ready;
}

export function markAppReady(): void {
  resolveReady?.();
  resolveReady = null;
}
