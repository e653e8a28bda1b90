import type { RefundCheck } from '@wallet/contract';
import type { TFunction } from '@/lib/translator';
import type { DateEra } from '@/lib/format-date';
import { periodDays } from '@/lib/format-period';

/**
 * "12/05/2026" for a day, "04/05/2026 – 10/05/2026" for a week (site time, last day inclusive),
 * the year in the app's era (issue 13) unless `era` says which.
 */
export function periodText(t: TFunction, start: string, end: string, era?: DateEra): string {
  const { from, to } = periodDays(start, end, undefined, era);
  return from === to ? from : t('refund.periodRange', { from, to });
}

/**
 * Why Receive is disabled (§4: receivable only when `result` is true, never while a bonus is
 * active), or null when it can be received. The server's own `info` sentence is the reason when
 * nothing more precise is known.
 */
export function blockedReason(t: TFunction, check: RefundCheck): string | null {
  if (check.bonus) return t('refund.blocked.bonus');
  if (check.received) return t('refund.blocked.received');
  if (!check.enabled) return t('refund.blocked.inactive');
  if (!check.result) return check.info || t('refund.blocked.none');
  return null;
}
