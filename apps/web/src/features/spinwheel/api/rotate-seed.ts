import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ResponseOf, spinwheelApi } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { spinwheelQueryRoot } from './get-spin-active';
import { spinSetupQueryRoot } from './get-spin-setup';
import { spinsQueryRoot } from './get-spins';

export type SeedRotated = ResponseOf<typeof spinwheelApi.rotateSeed>;

/** One press of Change seed: the new client seed and the Idempotency-Key made for that press. */
export type RotateSeedInput = { clientSeed: string; idempotencyKey: string };

/**
 * POST /api/spinwheel/seed (added): the server seed in use is revealed (so past spins can be
 * checked) and a new one starts with the member's new client seed.
 */
export const rotateSeed = ({ clientSeed, idempotencyKey }: RotateSeedInput): Promise<SeedRotated> =>
  apiClient.request(spinwheelApi.rotateSeed, { body: { clientSeed }, idempotencyKey });

export const rotateSeedMutationKey = [...spinwheelQueryRoot, 'rotate-seed'];

/** The fairness state (setup) and the past spins (their seeds now revealed) reload. */
export function useRotateSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: rotateSeedMutationKey,
    mutationFn: rotateSeed,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: spinSetupQueryRoot });
      void queryClient.invalidateQueries({ queryKey: spinsQueryRoot });
    },
  });
}
