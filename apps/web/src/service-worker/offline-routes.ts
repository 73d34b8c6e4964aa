/**
 * The API reads the play page needs, kept by the service worker as they are fetched (network
 * first) so that a level opened once opens again offline: who is signed in, the course, the
 * level's data and guide picture, today's credit.
 */
const OFFLINE_READS = ['/api/auth/whoami', '/api/level/course/', '/api/level/data/', '/api/level/guide/', '/api/credit/'];

export function isOfflineApiRead(pathname: string): boolean {
  return OFFLINE_READS.some((prefix) => (prefix.endsWith('/') ? pathname.startsWith(prefix) : pathname === prefix));
}

/** The service worker's cache of those reads (emptied at sign-out so nobody else's account shows offline). */
export const API_READS_CACHE = 'codehop-api-reads';
