import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import './empty-state.css';

/**
 * A calm "nothing here" block. Spec §7: a failed load of the statement or the slips is silently
 * ignored, so such a failure shows this (with a retry), never a red error.
 */
export function EmptyState({
  icon,
  message,
  onRetry,
}: {
  icon?: ReactNode;
  message: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="empty-state">
      {icon ? <span className="empty-state__icon">{icon}</span> : null}
      <p className="empty-state__message">{message}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </div>
  );
}
