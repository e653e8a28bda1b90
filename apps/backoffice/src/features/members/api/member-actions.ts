import { api } from '@wallet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { MutationCallbacks } from '@/lib/react-query';

export type MemberStatusInput = { status: 'active' | 'suspended'; reason: string };

/** Suspend or reactivate, with a reason for the audit. */
export const setMemberStatus = (phone: string, body: MemberStatusInput) =>
  apiClient.request(api.operator.setMemberStatus, { params: { phone }, body });

export function useSetMemberStatus(phone: string) {
  return useMutation({ mutationFn: (body: MemberStatusInput) => setMemberStatus(phone, body) });
}

/** The name on the bank account withdrawals go to. */
export const setMemberBankAccountName = (phone: string, bankAccountName: string) =>
  apiClient.request(api.operator.setMemberBankAccountName, {
    params: { phone },
    body: { bankAccountName },
  });

export function useSetMemberBankAccountName(phone: string) {
  return useMutation({
    mutationFn: (bankAccountName: string) => setMemberBankAccountName(phone, bankAccountName),
  });
}

/** One press of Apply: the direction, the body and the Idempotency-Key of that action. */
export type AdjustInput = {
  direction: 'credit' | 'debit';
  body: { amount: number; reason: string };
  idempotencyKey: string;
};

/** A manual credit or debit of the member's wallet. */
export const adjustMemberWallet = (
  phone: string,
  { direction, body, idempotencyKey }: AdjustInput,
) =>
  apiClient.request(direction === 'credit' ? api.operator.credit : api.operator.debit, {
    params: { phone },
    body,
    idempotencyKey,
  });

/** Money moved: everything shown of the member is read again. */
export function useAdjustMemberWallet(
  phone: string,
  options: MutationCallbacks<Awaited<ReturnType<typeof adjustMemberWallet>>, AdjustInput> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: AdjustInput) => adjustMemberWallet(phone, input),
    onSuccess: (...args) => {
      const done = options.onSuccess?.(...args);
      void client.invalidateQueries({ queryKey: queryKeys.member.all(phone) });
      return done;
    },
  });
}

/** One press of Grant: coins (negative takes back) and reason, and that action's key. */
export type GrantCoinsInput = { body: { coins: number; reason: string }; idempotencyKey: string };

/** Spin-wheel coins granted (or taken back) by staff. */
export const grantCoins = (phone: string, { body, idempotencyKey }: GrantCoinsInput) =>
  apiClient.request(api.operatorSpinwheel.grantCoins, { params: { phone }, body, idempotencyKey });

export function useGrantCoins(
  phone: string,
  options: MutationCallbacks<Awaited<ReturnType<typeof grantCoins>>, GrantCoinsInput> = {},
) {
  return useMutation({
    ...options,
    mutationFn: (input: GrantCoinsInput) => grantCoins(phone, input),
  });
}
