import { PAGE_SIZE, type RefundEntry } from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import { useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { PagedTableSection } from '@/components/ui/data-table/paged-table-section';
import { useDateFormat } from '@/lib/format-date';
import { useRefunds } from '../api/get-refunds';
import { periodText } from './refund-text';

/**
 * Spec §3 refund log: the refunds received, 10 a page (§9): the period, its net loss, the refund
 * and when it was received. §7: a failed load is silently ignored: a quiet empty state with
 * Try again, never a red error or a toast.
 */
export function RefundHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useRefunds(page);
  return (
    <PagedTableSection
      heading={t('refund.history.heading')}
      caption={t('refund.history.caption')}
      empty={t('refund.history.empty')}
      columns={
        <>
          <th scope="col">{t('refund.history.period')}</th>
          <th scope="col" className="data-table__amount">
            {t('refund.history.netLoss')}
          </th>
          <th scope="col" className="data-table__amount">
            {t('refund.history.refund')}
          </th>
          <th scope="col">{t('refund.history.date')}</th>
        </>
      }
      rows={
        query.data?.refunds.map((refund, index) => (
          <RefundRow key={`${refund.createdAt}-${index}`} refund={refund} />
        )) ?? null
      }
      total={query.data?.total ?? 0}
      pageSize={PAGE_SIZE.refund}
      page={page}
      onPage={setPage}
      query={query}
    />
  );
}

function RefundRow({ refund }: { refund: RefundEntry }) {
  const { t } = useTranslation();
  const { era, formatDateTime, formatDate } = useDateFormat();
  return (
    <tr>
      <th scope="row" className="data-table__date">
        {periodText(t, refund.periodStart, refund.periodEnd, era)}
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
