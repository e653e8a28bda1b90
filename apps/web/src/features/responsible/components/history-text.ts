import {
  EXCLUSION_PERIODS,
  LIMIT_PERIODS,
  TIMEOUT_PERIODS,
  fromMinor,
  type ResponsibleEvent,
} from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import type { TFunction } from '@/lib/translator';
import { formatDateTime } from '@/lib/format-date';

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/**
 * The history keeps limits as the server stores them: integer minor units (satang), null for
 * "no limit". Shown in baht.
 */
function limitText(t: TFunction, value: unknown): string {
  if (value === null || value === undefined) return t('responsible.history.noLimit');
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return String(value);
  return t('responsible.history.amount', { amount: formatAmount(fromMinor(value)) });
}

const dateText = (value: unknown) => (typeof value === 'string' ? formatDateTime(value) : '');

/** Who made a change: the member ("member") or staff (their login, never shown to the member). */
export const actorText = (t: TFunction, actor: string) =>
  actor === 'member' ? t('responsible.history.you') : t('responsible.history.staff');

/** What one change of the record did, in the member's language; an unknown kind shows as is. */
export function eventText(t: TFunction, { kind, detail }: ResponsibleEvent): string {
  const period = isOneOf(LIMIT_PERIODS, detail.period)
    ? t(`responsible.periodTitles.${detail.period}`)
    : '';
  switch (kind) {
    case 'limit_set': {
      const to = limitText(t, detail.to);
      return detail.from === null || detail.from === undefined
        ? t('responsible.history.kinds.limitSet', { period, to })
        : t('responsible.history.kinds.limitLowered', {
            period,
            from: limitText(t, detail.from),
            to,
          });
    }
    case 'limit_raise_requested':
      return t('responsible.history.kinds.raiseRequested', {
        period,
        to: limitText(t, detail.to),
        date: dateText(detail.confirmableAt),
      });
    case 'limit_raised':
      return t('responsible.history.kinds.limitRaised', { period, to: limitText(t, detail.to) });
    case 'reality_check':
      return typeof detail.minutes === 'number' && detail.minutes > 0
        ? t('responsible.history.kinds.realityEvery', { minutes: detail.minutes })
        : t('responsible.history.kinds.realityOff');
    case 'timeout':
      return t('responsible.history.kinds.timeout', {
        period: isOneOf(TIMEOUT_PERIODS, detail.period)
          ? t(`responsible.timeoutPeriods.${detail.period}`)
          : '',
        date: dateText(detail.until),
      });
    case 'exclusion':
      return t('responsible.history.kinds.exclusion', {
        period: isOneOf(EXCLUSION_PERIODS, detail.period)
          ? t(`responsible.exclusionPeriods.${detail.period}`)
          : '',
        date: dateText(detail.until),
      });
    case 'exclusion_lift_requested':
      return t('responsible.history.kinds.liftRequested', { date: dateText(detail.liftsAt) });
    default:
      return kind;
  }
}
