import { queryClient } from './react-query';
import { storage } from './storage';

/** Spec §4 session end: forget the token and everything fetched with it. */
export function endSession(): void {
  storage.clearSession();
  queryClient.clear();
}
