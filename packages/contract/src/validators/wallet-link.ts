/**
 * spec §5: the send action is disabled while the link is empty. The 2-baht minimum can only be
 * checked by the server, once it has read the link's amount.
 */
export function validateWalletLink(link: string): 'REQUIRED' | null {
  return link.trim() === '' ? 'REQUIRED' : null;
}
