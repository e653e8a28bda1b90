import { useIsMutating } from '@tanstack/react-query';
import { type WalletResponse } from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { RewardCondition } from '@/components/reward-condition';
import { Button } from '@/components/ui/button/button';
import { Modal } from '@/components/ui/modal/modal';
import { useToast } from '@/components/ui/toast/toast-context';
import { useActionKey } from '@/hooks/use-action-key';
import { errorMessage, translateCode } from '@/lib/i18n';
import { receiveInviteBonusMutationKey, useReceiveInviteBonus } from '../api/receive-invite-bonus';

type Invite = WalletResponse['invite'];

/**
 * Spec §2 "receiving the invite bonus shows a danger confirm dialog with conditions, including a
 * success percentage and a fail percentage": the amount and how it is paid (frozen when the
 * dialog opens), then GET /api/invite/bonus with one Idempotency-Key per press. Success: the
 * INVITE_BONUS_SUCCESS toast, and the wallet (and the bonus) reload. Failure: the translated
 * error in a danger toast (§8). A lost answer keeps the key, so pressing again is the same press.
 */
export function InviteReceiveDialog({
  open,
  invite,
  bonusActive,
  onClose,
}: {
  open: boolean;
  invite: Invite;
  bonusActive: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const receive = useReceiveInviteBonus();
  const actionKey = useActionKey();
  const pending = useIsMutating({ mutationKey: receiveInviteBonusMutationKey }) > 0;
  const leadId = useId();
  const conditionId = useId();

  // the figures shown do not move under the finger while the wallet reloads
  const [shown, setShown] = useState<Invite>(invite);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setShown(invite);
  }

  const hasCondition = shown.success > 0 || shown.fail > 0;
  const blocked = hasCondition && bonusActive;

  const confirm = async () => {
    if (pending || blocked) return;
    try {
      const result = await receive.mutateAsync({ idempotencyKey: actionKey.next() });
      actionKey.settle();
      const figures = {
        message: translateCode(result.message),
        amount: formatAmount(result.amount),
        wallet: formatAmount(result.wallet.amount),
      };
      toast.show({
        tone: 'success',
        message: result.bonus
          ? t('invite.receive.doneBonus', figures)
          : t('invite.receive.done', figures),
      });
    } catch (error) {
      actionKey.settle(error);
      toast.show({ tone: 'danger', message: errorMessage(error) });
    }
    onClose();
  };

  const amount = formatAmount(shown.amount);
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!pending) onClose();
      }}
      title={t('invite.receive.title')}
      closeLabel={t('common.close')}
      role="alertdialog"
      descriptionId={`${leadId} ${conditionId}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending} data-autofocus>
            {t('invite.receive.back')}
          </Button>
          <Button
            variant="danger"
            onClick={() => void confirm()}
            disabled={blocked}
            busy={pending}
            busyLabel={t('invite.receive.confirming')}
          >
            {t('invite.receive.confirm', { amount })}
          </Button>
        </>
      }
    >
      <div className="reward-confirm">
        <p className="reward-confirm__lead" id={leadId}>
          {t('invite.receive.lead', { amount })}
        </p>
        <RewardCondition
          id={conditionId}
          success={shown.success}
          fail={shown.fail}
          amount={shown.amount}
        />
        {blocked ? <p className="form-alert">{t('invite.receive.bonusActive')}</p> : null}
      </div>
    </Modal>
  );
}
