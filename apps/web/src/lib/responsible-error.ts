import { LIMIT_PERIODS, type LimitPeriod } from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import type { TFunction } from '@/lib/translator';
import { isApiError, numberDetail, textDetail } from './api-error';
import { formatDateTime } from './format-date';

/**
 * Refusals of responsible play (issue 15) that say what the member set for themselves: a deposit
 * past a limit, a break or a self-exclusion in force. Where they show, a link leads to the
 * Responsible play page.
 */
export const RESPONSIBLE_REFUSALS: readonly string[] = [
  'DEPOSIT_LIMIT',
  'ACCOUNT_TIMEOUT',
  'SELF_EXCLUDED',
];

export const isResponsibleRefusal = (error: unknown): boolean =>
  isApiError(error) && RESPONSIBLE_REFUSALS.includes(error.code);

const isLimitPeriod = (value: string | null): value is LimitPeriod =>
  value !== null && (LIMIT_PERIODS as readonly string[]).includes(value);

/** A date the body carried, as the app shows dates ("DD/MM/YYYY HH:mm:ss", site time). */
function dateDetail(error: unknown, key: string): string | null {
  const text = textDetail(error, key);
  const shown = text ? formatDateTime(text) : '';
  return shown || null;
}

/**
 * The sentence for an issue-15 error with the numbers its body carries beside `message`
 * (DEPOSIT_LIMIT `{ period, remaining, freesAt? }`, LIMIT_PENDING `{ confirmableAt }`,
 * ACCOUNT_TIMEOUT / SELF_EXCLUDED / EXCLUSION_ACTIVE `{ until }`); null for any other error, or
 * when the body lacks them (the generic text of the message table is used then).
 */
export function responsibleErrorText(t: TFunction, error: unknown): string | null {
  if (!isApiError(error)) return null;
  switch (error.code) {
    case 'DEPOSIT_LIMIT': {
      const remaining = numberDetail(error, 'remaining');
      if (remaining === null) return null;
      const period = textDetail(error, 'period');
      const freesAt = dateDetail(error, 'freesAt');
      const text = t('responsible.errors.depositLimit', {
        amount: formatAmount(remaining),
        period: isLimitPeriod(period)
          ? t(`responsible.periodNames.${period}`)
          : t('responsible.periodNames.any'),
      });
      return freesAt ? `${text} ${t('responsible.errors.freesAt', { date: freesAt })}` : text;
    }
    case 'LIMIT_PENDING': {
      const date = dateDetail(error, 'confirmableAt');
      return date ? t('responsible.errors.limitPending', { date }) : null;
    }
    case 'ACCOUNT_TIMEOUT': {
      const date = dateDetail(error, 'until');
      return date ? t('responsible.errors.timeout', { date }) : null;
    }
    case 'SELF_EXCLUDED': {
      const date = dateDetail(error, 'until');
      return date ? t('responsible.errors.excluded', { date }) : null;
    }
    case 'EXCLUSION_ACTIVE': {
      const date = dateDetail(error, 'until');
      return date ? t('responsible.errors.exclusionActive', { date }) : null;
    }
    default:
      return null;
  }
}
