import type { ActiveBonusResponse, Locale } from '@wallet/contract';
import type { BonusService } from './service';
import { activeBonusOf } from './wire';

/**
 * Spec §7 GET /api/bonus/check/active: the member's bonus or promotion with its progress, or
 * none. GET /api/home (its first screen in one read) answers the same.
 */
export async function activeBonusAnswer(
  bonuses: BonusService,
  memberId: number,
  locale: Locale,
): Promise<ActiveBonusResponse> {
  const view = await bonuses.view(memberId);
  if (!view) return { status: false, type: null, bonus: null };
  return { status: true, type: view.bonus.type, bonus: activeBonusOf(view, locale) };
}
