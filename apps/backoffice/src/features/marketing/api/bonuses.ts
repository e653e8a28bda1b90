import { api, type BonusDefinition } from '@wallet/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useInvalidatingMutation, type MutationCallbacks } from '@/lib/react-query';

/** Every bonus definition, with how often each was received and is active. */
export const getBonuses = () => apiClient.request(api.operatorBonus.bonuses);

export function useBonuses() {
  return useQuery({ queryKey: queryKeys.bonuses, queryFn: getBonuses });
}

/** Creates the bonus of that code, or replaces its definition. */
export const saveBonus = (definition: BonusDefinition) =>
  apiClient.request(api.operatorBonus.setBonus, {
    params: { code: definition.code },
    body: definition,
  });

/** A saved bonus reloads the list. */
export function useSaveBonus(
  options: MutationCallbacks<Awaited<ReturnType<typeof saveBonus>>, BonusDefinition> = {},
) {
  return useInvalidatingMutation(saveBonus, [queryKeys.bonuses], options);
}
