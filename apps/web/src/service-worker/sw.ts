/// <reference lib="webworker" />
import { cacheNames, clientsClaim } from 'workbox-core';
import { addPlugins, cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { withIsolation } from './isolation.ts';
import { API_READS_CACHE, isOfflineApiRead } from './offline-routes.ts';

/**
 * The service worker (issue 18): the app shell, Pyodide, the Python snapshot and the art are
 * precached (the list is injected by vite-plugin-pwa at build time); the level data and the few
 * reads the play page needs are kept as they are fetched (network first), so a level opened
 * once opens again offline. A new version waits until the page asks it to take over ("A new
 * version is ready: reload"), never in the middle of a level.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

// Everything served from a cache keeps the page cross-origin isolated (the runner needs it).
const isolation = { cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => (cachedResponse ? withIsolation(cachedResponse) : cachedResponse) };

addPlugins([isolation]);
precacheAndRoute(self.__WB_MANIFEST);

/**
 * The app's hashed files and Pyodide's versioned ones are answered by the browser straight from the
 * precache (the Static Routing API, Chromium 123+), without running this worker's script for each
 * of the some 40 a play page asks for at once. Through the script, a warm visit waited ~0.8 s for
 * pyodide.mjs and streamed the 10 MB WebAssembly in 1.7 s while the worker answered the page's
 * other requests. What the precache lacks still comes from the network; other browsers keep the
 * fetch handler.
 */
const PRECACHED_PATHS = ['/assets-app/*', '/pyodide/*'];
self.addEventListener('install', (event) => {
  const routed = event as ExtendableEvent & { addRoutes?: (rules: unknown) => Promise<void> };
  if (typeof routed.addRoutes !== 'function') return;
  const rules = PRECACHED_PATHS.map((pathname) => ({ condition: { urlPattern: { pathname } }, source: { cacheName: cacheNames.precache } }));
  routed.waitUntil(routed.addRoutes(rules).catch(() => undefined));
});
cleanupOutdatedCaches();

// Any page path is the app: the precached index.html answers, online or not.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/assets\//, /^\/pyodide\//] }));

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && isOfflineApiRead(url.pathname),
  new NetworkFirst({
    cacheName: API_READS_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [isolation, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();
