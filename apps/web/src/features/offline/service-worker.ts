import { Workbox } from 'workbox-window';
import { whenAppReady } from '../../lib/offline/app-ready.ts';
import { isOfflineApiRead } from '../../service-worker/offline-routes.ts';

let registered = false;

/**
 * Registers the service worker (src/service-worker/sw.ts) once the page is ready: on a play page
 * after Run is enabled (its precache of ~45 MB must not compete with Python's start), elsewhere
 * after the page has loaded. `onUpdate` hears of a new version waiting; `activateUpdate` lets it
 * take over and reloads, only when the child asks (never in the middle of a level).
 */
export function registerServiceWorker(onUpdate: (activate: () => void) => void): void {
  if (registered || import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  registered = true;
  void whenAppReady().then(() => {
    const workbox = new Workbox('/sw.js', { scope: '/' });
    workbox.addEventListener('waiting', () => {
      onUpdate(() => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      });
    });
    // A page the worker already served made its reads through it: nothing to fetch again.
    const controlledFromTheStart = navigator.serviceWorker.controller !== null;
    void workbox
      .register()
      .then(async () => {
        // A long visit still hears of a new version.
        setInterval(() => void workbox.update(), 30 * 60_000);
        await controlled();
        if (!controlledFromTheStart) warmReads();
      })
      // A browser may refuse service workers (a policy, a private window): the game plays on, online only.
      .catch(() => undefined);
  });
}

async function controlled(): Promise<void> {
  await navigator.serviceWorker.ready;
  if (navigator.serviceWorker.controller) return;
  await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
}

/**
 * The page's API reads made before the worker took control (who is signed in, the course, this
 * level, the credit) are fetched once more through it, so they are there offline too.
 */
function warmReads(): void {
  const seen = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    if (url.origin !== location.origin || !isOfflineApiRead(url.pathname) || seen.has(url.href)) continue;
    seen.add(url.href);
    void fetch(url.href, { credentials: 'same-origin' }).catch(() => undefined);
  }
}
