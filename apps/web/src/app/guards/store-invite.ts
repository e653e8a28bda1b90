import type { LoaderFunctionArgs } from '@/lib/router';
import { storage } from '@/lib/storage';

/**
 * Spec §2 /register: an invite link's `?code=` is stored under the `code` key before the wizard
 * reads it, so it survives a reload and locks the inviter field until registration succeeds.
 */
export function storeInviteLoader({ request }: LoaderFunctionArgs) {
  const code = new URL(request.url).searchParams.get('code')?.trim();
  if (code) storage.setInviteCode(code);
  return null;
}
