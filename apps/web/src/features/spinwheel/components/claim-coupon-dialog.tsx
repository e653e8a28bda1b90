import { useIsMutating } from '@tanstack/react-query';
import { type Coupon } from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { RewardCondition } from '@/components/reward-condition';
import { Button } from '@/components/ui/button/button';
import { ErrorDialog } from '@/components/ui/error-dialog/error-dialog';
import { Modal } from '@/components/ui/modal/modal';
import { useToast } from '@/components/ui/toast/toast-context';
import { useActionKey } from '@/hooks/use-action-key';
import { errorMessage, translateCode } from '@/lib/i18n';
import { claimCouponMutationKey, useClaimCoupon } from '../api/claim-coupon';

/**
 * Spec §4 coupon claim: choose, confirm, claim, reload. The confirm states the amount, how it is
 * paid (a condition starts a bonus, said as the invite receive dialog says it), the rule that no
 * bonus may be running, and that a claim is final. One Idempotency-Key per press (a lost answer
 * keeps it). Success: a toast, and the coupons, the wallet and the statement reload. A refusal
 * (BONUS_REMAINING, COUPON_EXPIRED…) shows in the error dialog, looked up by its code (§8).
 */
export function ClaimCouponDialog({
  coupon,
  bonusActive,
  onClose,
  onClaimed,
}: {
  coupon: Coupon | null;
  bonusActive: boolean;
  onClose: () => void;
  onClaimed: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const claim = useClaimCoupon();
  const actionKey = useActionKey();
  const pending = useIsMutating({ mutationKey: claimCouponMutationKey }) > 0;
  const [failure, setFailure] = useState<unknown>(null);
  const leadId = useId();
  const conditionId = useId();
  const finalId = useId();

  const confirm = async () => {
    if (pending || !coupon) return;
    try {
      const result = await claim.mutateAsync({
        coupon: coupon._id,
        idempotencyKey: actionKey.next(),
      });
      actionKey.settle();
      onClaimed();
      const figures = {
        message: translateCode(result.message),
        amount: formatAmount(result.amount),
        wallet: formatAmount(result.wallet.amount),
      };
      toast.show({
        tone: 'success',
        message: result.bonus
          ? t('spinwheel.claim.doneBonus', figures)
          : t('spinwheel.claim.done', figures),
      });
    } catch (error) {
      actionKey.settle(error);
      setFailure(error);
    }
    onClose();
  };

  const amount = coupon ? formatAmount(coupon.amount) : '';
  const prize = coupon ? coupon.prize.name || coupon.prize.label : '';
  return (
    <>
      <Modal
        open={coupon !== null}
        onClose={() => {
          if (!pending) onClose();
        }}
        title={t('spinwheel.claim.title')}
        closeLabel={t('common.close')}
        role="alertdialog"
        descriptionId={`${leadId} ${conditionId} ${finalId}`}
        footer={
          <>
            <Button variant="secondary" onClick={onClose} disabled={pending} data-autofocus>
              {t('spinwheel.claim.back')}
            </Button>
            <Button
              onClick={() => void confirm()}
              busy={pending}
              busyLabel={t('spinwheel.claim.confirming')}
            >
              {t('spinwheel.claim.confirm', { amount })}
            </Button>
          </>
        }
      >
        {coupon ? (
          <div className="reward-confirm">
            <p className="reward-confirm__lead" id={leadId}>
              {t('spinwheel.claim.lead', { amount, prize })}
            </p>
            <RewardCondition
              id={conditionId}
              success={coupon.condition?.percentSuccess ?? 0}
              fail={coupon.condition?.percentFail ?? 0}
              amount={coupon.amount}
            />
            <p className={`note ${bonusActive ? 'note--warn' : 'note--info'}`}>
              {bonusActive ? t('spinwheel.coupons.bonusRunning') : t('spinwheel.coupons.rule')}
            </p>
            <p className="spin-claim__final" id={finalId}>
              {t('spinwheel.claim.final')}
            </p>
          </div>
        ) : null}
      </Modal>
      <ErrorDialog
        message={failure ? errorMessage(failure) : null}
        title={t('errorDialog.title')}
        closeLabel={t('common.close')}
        okLabel={t('errorDialog.ok')}
        onClose={() => setFailure(null)}
      />
    </>
  );
}
