import { QR_OUTCOMES } from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import type { QrPaidNotice } from '../hooks/use-qr-outcome';

/**
 * In place of a QR that was just paid: credited to the wallet, or waiting for staff review.
 * Issue 23 §2: a bonus credited with the deposit is named beside it, from the same answer, so
 * the figure here and the "Money received" toast are the server's and agree.
 */
export function QrPaid({ notice, onAgain }: { notice: QrPaidNotice; onAgain: () => void }) {
  const { t } = useTranslation();
  const credited = notice.outcome === QR_OUTCOMES.paid;
  const amount = formatAmount(notice.amount);
  const withBonus = credited && notice.bonus > 0;
  return (
    <div className={`qr-paid${credited ? ' qr-paid--credited' : ''}`} role="status">
      <p className="qr-paid__title">
        {t(credited ? 'deposit.qr.paidTitle' : 'deposit.qr.reviewTitle')}
      </p>
      <p className="qr-paid__body">
        {withBonus
          ? t('deposit.qr.paidWithBonus', {
              amount,
              bonus: formatAmount(notice.bonus),
              total: formatAmount(notice.amount + notice.bonus),
            })
          : t(credited ? 'deposit.qr.paid' : 'deposit.qr.inReview', { amount })}
      </p>
      <Button variant="secondary" block onClick={onAgain}>
        {t('deposit.qr.again')}
      </Button>
    </div>
  );
}
