import { storage } from '@/lib/storage';

type Logout = () => void;

/**
 * Spec §2: visiting the public layout while holding a token clears the session. `logout` is the
 * auth feature's (it also asks the server to revoke the token).
 */
export const createPublicLayoutLoader = (logout: Logout) => () => {
  if (storage.getToken()) logout();
  return null;
};
