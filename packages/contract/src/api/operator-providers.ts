import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { IsoDate } from './common';

/**
 * A game provider's agent credit: what an aggregator still lets the site move into its games.
 * Minor units of the aggregator's currency; null for a provider without such a limit (the demo).
 */
export const ProviderCredit = z.object({
  provider: z.string(),
  /** False when the provider did not answer the read (then `low` is true: it is an alert). */
  reachable: z.boolean(),
  credit: z.number().int().nullable(),
  /** Setting `games.agentCreditAlert`, in minor units. */
  alertBelow: z.number().int(),
  low: z.boolean(),
  error: z.string().nullable(),
  checkedAt: IsoDate,
});
export type ProviderCredit = z.infer<typeof ProviderCredit>;

const ProviderParam = z.object({ name: z.string().min(1).max(40) });

export const operatorProvidersApi = {
  providers: defineEndpoint({
    method: 'GET',
    path: '/api/operator/providers',
    summary:
      "Every configured game provider's agent credit (read at most once a minute) and whether it is below setting games.agentCreditAlert",
    access: 'operator',
    permission: 'deposits.read',
    response: z.object({ providers: z.array(ProviderCredit) }),
  }),
  checkProvider: defineEndpoint({
    method: 'GET',
    path: '/api/operator/providers/:name/check',
    summary:
      'Calls one provider now on a read-only endpoint (its agent credit): is the connection right? (`provider:check`)',
    access: 'operator',
    permission: 'settings.read',
    params: ProviderParam,
    response: ProviderCredit,
  }),
};
