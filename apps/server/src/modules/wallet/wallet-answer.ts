import type { SignedInMember } from '../../kernel/http/member';
import type { WalletResponse } from '@wallet/contract';
import type { WalletParts } from './routes';
import type { WalletService } from './service';

/**
 * Spec §7 GET /api/wallet: the member's profile, bank account, wallet, the games as their
 * providers give them now, and the invite block (from the invite module, issue 9). GET
 * /api/home (the home screen in one read) answers the same.
 */
export async function walletAnswer(
  wallet: WalletService,
  parts: WalletParts,
  memberId: number,
  signedIn?: SignedInMember,
): Promise<WalletResponse> {
  const [view, invite] = await Promise.all([
    wallet.wallet(memberId, signedIn),
    parts.invite(memberId),
  ]);
  return { ...view, invite };
}
