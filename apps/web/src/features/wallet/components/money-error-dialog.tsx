import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDialog } from '@/components/ui/error-dialog/error-dialog';
import { isApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/i18n';

export interface MoneyFailure<A> {
  error: unknown;
  attempt: A;
}

/** Lost on the way: the server may have done it, so only the same request may be sent again. */
export const isUnanswered = (error: unknown) =>
  isApiError(error) && (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT');

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
      message={failure ? errorMessage(failure.error) : null}
      title={t('errorDialog.title')}
      okLabel={t('errorDialog.ok')}
      closeLabel={t('common.close')}
      onClose={() => {
        onDismiss();
        requestAnimationFrame(() => returnFocusTo.current?.focus());
      }}
      onRetry={failure && isUnanswered(failure.error) ? () => onRetry(failure.attempt) : undefined}
      retryLabel={t('errorDialog.retry')}
    />
  );
}
