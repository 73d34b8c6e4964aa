import { apiRequest, certificateSchema, type Certificate } from '@codehop/api';

/**
 * GET /api/level/get_certificate/{slug}: the certificate a level leads to (intro-level4, a
 * course's last level), issued by the server for the chosen student once it is earned.
 */
export function openIssuedCertificate(slug: string): Promise<Certificate> {
  return apiRequest(`/api/level/get_certificate/${encodeURIComponent(slug)}`, { schema: certificateSchema });
}
