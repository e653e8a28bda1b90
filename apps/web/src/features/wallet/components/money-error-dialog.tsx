import { formatAmount } from '@/lib/money';
import type { TFunction } from '@/lib/translator';
import type { RefObject } from 'react';
import { useTranslation } from '@/lib/translator';
import { Link } from '@/lib/router';
import { ResponsiblePageLink } from '@/components/responsible-refusal';
import { ErrorDialog } from '@/components/ui/error-dialog/error-dialog';
import { paths } from '@/config/paths';
import { isApiError, numberDetail } from '@/lib/api-error';
import { errorMessage } from '@/lib/i18n';
import { isResponsibleRefusal } from '@/lib/responsible-error';

export interface MoneyFailure<A> {
  error: unknown;
  attempt: A;
}

/** Lost on the way: the server may have done it, so only the same request may be sent again. */
export const isUnanswered = (error: unknown) =>
  isApiError(error) && (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT');

/** Refusals because of a bonus: the dialog links to the bonus page, where it can be ended. */
const BONUS_CODES: readonly string[] = ['BONUS_CONDITION', 'BONUS_NOT_ENDED', 'BONUS_REMAINING'];

/**
 * The dialog's text: BONUS_CONDITION carries the turnover still `remaining` in its body
 * (`{ "message": "BONUS_CONDITION", "remaining": 1240 }`), said with the number; the rest
 * through the message table (§8).
 */
export function moneyErrorText(t: TFunction, error: unknown): string {
  const remaining = numberDetail(error, 'remaining');
  if (isApiError(error) && error.code === 'BONUS_CONDITION' && remaining !== null) {
    return t('withdraw.bonusRemaining', { amount: formatAmount(remaining) });
  }
  return errorMessage(error);
}

/**
 * spec §8: transfer and withdraw errors show in a dialog titled "Error". "Try again" is offered
 * only when no answer came back, and resends the same attempt (same Idempotency-Key).
 */
export function MoneyErrorDialog<A>({
  failure,
  onDismiss,
  onRetry,
  returnFocusTo,
}: {
  failure: MoneyFailure<A> | null;
  onDismiss: () => void;
  onRetry: (attempt: A) => void;
  /** The button that opened the dialog was disabled meanwhile: focus goes back to the form. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <ErrorDialog
      message={failure ? moneyErrorText(t, failure.error) : null}
      title={t('errorDialog.title')}
      okLabel={t('errorDialog.ok')}
      closeLabel={t('common.close')}
      onClose={() => {
        onDismiss();
        requestAnimationFrame(() => returnFocusTo.current?.focus());
      }}
      onRetry={failure && isUnanswered(failure.error) ? () => onRetry(failure.attempt) : undefined}
      retryLabel={t('errorDialog.retry')}
    >
      {failure && isApiError(failure.error) && BONUS_CODES.includes(failure.error.code) ? (
        <Link to={paths.member.bonus.getHref()}>{t('withdraw.goToBonus')}</Link>
      ) : failure && isResponsibleRefusal(failure.error) ? (
        // issue 15: money into a game refused during a break or an exclusion (with its end)
        <ResponsiblePageLink error={failure.error} />
      ) : null}
    </ErrorDialog>
  );
}
