import { PAGE_SIZE, SLIP_REASON_CODES, type Slip, type SlipReasonCode } from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import { useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { safeUrl } from '@wallet/web-kit/sanitize';
import { EmptyState } from '@/components/empty-state';
import { DelayedLoader } from '@/components/ui/loader/delayed-loader';
import { Modal } from '@/components/ui/modal/modal';
import { Pagination } from '@/components/ui/pagination/pagination';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { useToast } from '@/components/ui/toast/toast-context';
import { translateCode } from '@/lib/i18n';
import { RESPONSIBLE_REFUSALS } from '@/lib/responsible-error';
import { useDateFormat } from '@/lib/format-date';
import { useSlips } from '../api/get-slips';
import { getSlipImageUrl } from '../api/get-slip-image';
import './statement.css';

const isReason = (note: string | null): note is SlipReasonCode =>
  note !== null && (SLIP_REASON_CODES as readonly string[]).includes(note);
/** Issue 15: a deposit past a limit or during a break waits for staff with that code as note. */
const isHeldByLimits = (note: string | null): note is string =>
  note !== null && RESPONSIBLE_REFUSALS.includes(note);

/** Spec §2 slip modal: date, amount (dash if zero), status with reason, view image; 10 a page. */
export function SlipListModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('slips.title')} closeLabel={t('common.close')}>
      <SlipTable />
    </Modal>
  );
}

function SlipTable() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useSlips(page);
  if (query.isError && (!query.data || query.isPlaceholderData)) {
    return <EmptyState message={t('slips.unavailable')} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <DelayedLoader active={query.isPending} label={t('app.loading')} />;
  if (query.data.slips.length === 0 && page === 1) {
    return <EmptyState message={t('slips.empty')} />;
  }
  return (
    <div aria-busy={query.isFetching || undefined}>
      {/* issue 13: on a narrow screen each row becomes a card (see statement.css); the
          explicit roles keep it a table for screen readers whatever its display */}
      <div className="slip-table-wrap">
        <table className="slip-table" role="table">
          <caption className="visually-hidden">{t('slips.caption')}</caption>
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">
                {t('slips.date')}
              </th>
              <th scope="col" role="columnheader" className="slip-table__amount">
                {t('slips.amount')}
              </th>
              <th scope="col" role="columnheader">
                {t('slips.status')}
              </th>
              <th scope="col" role="columnheader">
                {t('slips.image')}
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {query.data.slips.map((slip, index) => (
              <SlipRow key={`${slip.reference}-${index}`} slip={slip} />
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        page={page}
        pages={Math.ceil(query.data.total / PAGE_SIZE.slip)}
        onChange={setPage}
        disabled={query.isFetching}
      />
    </div>
  );
}

function SlipRow({ slip }: { slip: Slip }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const toast = useToast();
  const [opening, setOpening] = useState(false);
  const date = formatDateTime(slip.createdAt);

  const view = async () => {
    // opened inside the click so pop-up blockers allow it; sent to the image once it is known
    const win = window.open('', '_blank');
    if (win) win.opener = null;
    setOpening(true);
    try {
      const url = safeUrl(await getSlipImageUrl(slip.reference));
      if (!url) throw new Error('unsafe url');
      if (win) win.location.href = url;
      else window.open(url, '_blank', 'noopener');
    } catch {
      win?.close();
      toast.show({ tone: 'danger', message: t('slips.imageFailed') });
    } finally {
      setOpening(false);
    }
  };

  // the column name beside each value, shown only when the row is a card (narrow screens);
  // hidden from screen readers, which have the column headers
  const label = (text: string) => (
    <span className="slip-table__label" aria-hidden="true">
      {text}
    </span>
  );

  return (
    <tr role="row" className="slip-table__row">
      <td role="cell" className="slip-table__date">
        {label(t('slips.date'))}
        <time dateTime={slip.createdAt}>{date}</time>
      </td>
      <td role="cell" className="slip-table__amount">
        {label(t('slips.amount'))}
        <span>{slip.amount === 0 ? '-' : formatAmount(slip.amount)}</span>
      </td>
      <td role="cell" className="slip-table__status">
        {label(t('slips.status'))}
        <StatusBadge
          status={slip.status}
          reason={
            isReason(slip.note)
              ? t(`slipReasons.${slip.note}`)
              : isHeldByLimits(slip.note)
                ? translateCode(slip.note)
                : null
          }
        />
      </td>
      <td role="cell" className="slip-table__image">
        {slip.reference ? (
          <button
            type="button"
            className="slip-table__view"
            aria-label={t('slips.viewLabel', { date })}
            disabled={opening}
            onClick={() => void view()}
          >
            {t('slips.view')}
          </button>
        ) : null}
      </td>
    </tr>
  );
}
