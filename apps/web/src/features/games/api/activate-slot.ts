import { useMutation } from '@tanstack/react-query';
import { type ResponseOf, walletApi } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

/** Spec §7 GET /api/wallet/activate/{slotCode}: opens the game account (SLOT_ALREADY_ACTIVE, SLOT_ACTIVATE_FAIL). */
export const activateSlot = (slotCode: string): Promise<ResponseOf<typeof walletApi.activate>> =>
  apiClient.request(walletApi.activate, { params: { slotCode } });

export const isAlreadyActive = (error: unknown) =>
  isApiError(error) && error.code === 'SLOT_ALREADY_ACTIVE';

/**
 * Spec §4: inactive → active, then the wallet reloads (`reloadWallet`, owned by the screen).
 * The mutation settles once the wallet has the open account. SLOT_ALREADY_ACTIVE means the
 * screen was out of date: reload as well.
 */
export function useActivateSlot({ reloadWallet }: { reloadWallet: () => Promise<unknown> }) {
  return useMutation({
    mutationFn: activateSlot,
    onSuccess: () => reloadWallet(),
    onError: (error) => (isAlreadyActive(error) ? reloadWallet() : undefined),
  });
}
