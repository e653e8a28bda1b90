import { PAGE_SIZE, formatAmount, formatDateTime, type RefundEntry } from '@wallet/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { DelayedLoader } from '@/components/ui/loader/delayed-loader';
import { Pagination } from '@/components/ui/pagination/pagination';
import { formatDate } from '@/lib/format-period';
import { useRefunds } from '../api/get-refunds';
import { periodText } from './refund-text';
import '@/components/ui/data-table/data-table.css';

/**
 * Spec §3 refund log: the refunds received, 10 a page (§9): the period, its net loss, the refund
 * and when it was received. §7: a failed load is silently ignored: a quiet empty state with
 * Try again, never a red error or a toast.
 */
export function RefundHistory() {
  const { t } = useTranslation();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const query = useRefunds(page);
  const data = query.data;

  let body;
  if (!data && query.isError) {
    body = <EmptyState message={t('refund.history.empty')} onRetry={() => void query.refetch()} />;
  } else if (!data) {
    body = <DelayedLoader active={query.isPending} label={t('app.loading')} />;
  } else if (data.refunds.length === 0 && page === 1) {
    body = <EmptyState message={t('refund.history.empty')} />;
  } else {
    body = (
      <div aria-busy={query.isFetching || undefined}>
        {/* focusable: on a narrow screen the table scrolls sideways, by keyboard too */}
        <div
          className="data-table-wrap"
          role="region"
          aria-label={t('refund.history.caption')}
          tabIndex={0}
        >
          <table className="data-table">
            <caption className="visually-hidden">{t('refund.history.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('refund.history.period')}</th>
                <th scope="col" className="data-table__amount">
                  {t('refund.history.netLoss')}
                </th>
                <th scope="col" className="data-table__amount">
                  {t('refund.history.refund')}
                </th>
                <th scope="col">{t('refund.history.date')}</th>
              </tr>
            </thead>
            <tbody>
              {data.refunds.map((refund, index) => (
                <RefundRow key={`${refund.createdAt}-${index}`} refund={refund} />
              ))}
            </tbody>
          </table>
        </div>
        <Pagination
          page={page}
          pages={Math.ceil(data.total / PAGE_SIZE.refund)}
          onChange={setPage}
          disabled={query.isFetching}
        />
      </div>
    );
  }

  return (
    <section className="reward-section" aria-labelledby={headingId}>
      <h3 className="reward-section__title" id={headingId}>
        {t('refund.history.heading')}
      </h3>
      {body}
    </section>
  );
}

function RefundRow({ refund }: { refund: RefundEntry }) {
  const { t } = useTranslation();
  return (
    <tr>
      <th scope="row" className="data-table__date">
        {periodText(t, refund.periodStart, refund.periodEnd)}
      </th>
      <td className="data-table__amount">{formatAmount(refund.netLoss)}</td>
      <td className="data-table__amount">{formatAmount(refund.refundAmount)}</td>
      <td className="data-table__date">
        <time dateTime={refund.createdAt} title={formatDateTime(refund.createdAt)}>
          {formatDate(refund.createdAt)}
        </time>
      </td>
    </tr>
  );
}
