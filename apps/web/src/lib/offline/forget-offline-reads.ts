import { API_READS_CACHE } from '../../service-worker/offline-routes.ts';

/**
 * The service worker keeps copies of the API reads the play page made (who is signed in, the
 * course with its progress, levels with the child's code, credit) so they open offline. They
 * belong to whoever was signed in: a sign-out or a change of user empties them, so on a shared
 * computer nobody opens someone else's data offline.
 */
export async function forgetOfflineReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(API_READS_CACHE);
  } catch (error) {
    console.warn('Could not empty the offline copies of the last account', error);
  }
}
