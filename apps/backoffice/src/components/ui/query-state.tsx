import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isForbidden } from '@/lib/api-error';
import { Button } from './button';
import { ErrorMessage } from './error-message';

/** Loading, error (403 honestly) and empty states around a query's data. */
export function QueryState<T>({
  query,
  isEmpty,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <p className="state state--loading" role="status">
        <span className="spinner" aria-hidden="true" /> {t('common.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="state state--error">
        <ErrorMessage error={query.error} />
        {isForbidden(query.error) ? null : (
          <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
        )}
      </div>
    );
  }
  if (isEmpty?.(query.data)) return <p className="state state--empty">{t('common.empty')}</p>;
  return <>{children(query.data)}</>;
}
