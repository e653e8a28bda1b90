import { apiClient } from '@/lib/api-client';
import { publicEndpoints } from '@/lib/public-endpoints';
import { endSession } from '@/lib/session';
import { storage } from '@/lib/storage';

/**
 * Spec §4: logout clears token, last_sync and the remembered agreement. The server is asked to
 * revoke the token too; that call's failure is ignored and nobody waits for it, so logging out
 * works offline and never hangs.
 */
export function logout(): void {
  const token = storage.getToken();
  endSession();
  if (!token) return;
  apiClient
    .request(publicEndpoints.logout, { token, sessionRedirect: false })
    .catch(() => undefined);
}
