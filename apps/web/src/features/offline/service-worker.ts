import { Workbox } from 'workbox-window';
import { whenAppReady } from '../../lib/offline/app-ready.ts';

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
    void workbox.register().then(() => {
      // A long visit still hears of a new version.
      setInterval(() => void workbox.update(), 30 * 60_000);
    });
  });
}
