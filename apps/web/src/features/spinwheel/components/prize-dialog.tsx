import type { SpinResult } from '@wallet/contract';
import { useId } from 'react';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { Modal } from '@/components/ui/modal/modal';
import { conditionText, resultText } from './prize-text';

/**
 * Spec §2 prize sub-modal: what the wheel stopped on and what it won, in plain words. A coupon
 * says where it went (the member's coupons), how it is paid and how long it can be claimed.
 */
export function PrizeDialog({
  result,
  onClose,
  onShowCoupons,
}: {
  result: SpinResult['result'] | null;
  onClose: () => void;
  onShowCoupons: () => void;
}) {
  const { t } = useTranslation();
  const leadId = useId();
  const prize = result?.prize;
  return (
    <Modal
      open={result !== null}
      onClose={onClose}
      title={t('spinwheel.result.title')}
      closeLabel={t('common.close')}
      descriptionId={leadId}
      footer={
        <>
          {prize?.kind === 'coupon' ? (
            <Button variant="secondary" onClick={onShowCoupons}>
              {t('spinwheel.result.toCoupons')}
            </Button>
          ) : null}
          <Button onClick={onClose} data-autofocus>
            {t('spinwheel.result.ok')}
          </Button>
        </>
      }
    >
      {result && prize ? (
        <div className="spin-prize">
          <p className="spin-prize__slice">{result.label}</p>
          <p className="spin-prize__lead" id={leadId}>
            {resultText(t, prize)}
          </p>
          {prize.kind === 'coupon' ? (
            <ul className="spin-prize__facts">
              <li>{conditionText(t, prize.condition)}</li>
              <li>{t('spinwheel.prize.valid', { count: prize.validDays })}</li>
            </ul>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
