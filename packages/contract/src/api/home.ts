import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ProfileResponse } from './account';
import { ActiveBonusResponse } from './bonus';
import { ResponsibleState } from './responsible';
import { spinwheelApi } from './spinwheel';
import { WalletResponse } from './wallet';

/**
 * Added (not in spec §7): what /user/home reads for its first screen, in one round trip. Each
 * part is exactly the answer of its own §7 call (GET /api/wallet, GET /api/bonus/check/active,
 * GET /api/spinwheel/active, GET /api/account/profile, which the member layout's bank-name check
 * reads) or of GET /api/responsible, so the web app files each under the
 * query it already has; the §7 calls stay as they are for the spec's client.
 */
export const HomeResponse = z.object({
  wallet: WalletResponse,
  activeBonus: ActiveBonusResponse,
  spinActive: spinwheelApi.active.response,
  responsible: ResponsibleState,
  profile: ProfileResponse,
});
export type HomeResponse = z.infer<typeof HomeResponse>;

export const homeApi = {
  home: defineEndpoint({
    method: 'GET',
    path: '/api/home',
    summary:
      'Added: the home screen in one read: wallet and game balances, active bonus, spin wheel on, responsible play, profile',
    access: 'member',
    response: HomeResponse,
  }),
};
