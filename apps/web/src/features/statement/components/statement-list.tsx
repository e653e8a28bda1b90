import { PAGE_SIZE } from '@wallet/contract';
import { useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { EmptyState } from '@/components/empty-state';
import { ReceiptIcon } from '@/components/ui/icons/member-icons';
import { DelayedLoader } from '@/components/ui/loader/delayed-loader';
import { Pagination } from '@/components/ui/pagination/pagination';
import { useStatements } from '../api/get-statements';
import { StatementItem } from './statement-item';
import './statement.css';

/** Spec §2 /user/statement: the paged list (10 per page, §9) with pagination. */
export function StatementList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useStatements(page);
  const pages = query.data ? Math.ceil(query.data.total / PAGE_SIZE.statement) : 0;

  // no page yet, or the page asked for failed (the one shown would be the previous page's)
  if (query.isError && (!query.data || query.isPlaceholderData)) {
    // spec §7: a failed statement load is silently ignored; offer a retry, not an error
    return (
      <EmptyState
        icon={<ReceiptIcon size={32} />}
        message={t('statement.unavailable')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return <DelayedLoader active={query.isPending} label={t('app.loading')} />;
  if (query.data.statements.length === 0 && page === 1) {
    return <EmptyState icon={<ReceiptIcon size={32} />} message={t('statement.empty')} />;
  }
  return (
    <div className="statement" aria-busy={query.isFetching || undefined}>
      <ul className="statement__list" aria-label={t('statement.list')}>
        {query.data.statements.map((entry, index) => (
          <StatementItem key={`${entry.createdAt}-${index}`} entry={entry} />
        ))}
      </ul>
      <Pagination
        page={page}
        pages={pages}
        onChange={(next) => {
          setPage(next);
          window.scrollTo?.({ top: 0 });
        }}
        disabled={query.isFetching}
      />
    </div>
  );
}
