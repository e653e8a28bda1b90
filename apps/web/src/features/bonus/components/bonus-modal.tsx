import { useIsMutating } from '@tanstack/react-query';
import { type Bonus } from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form/form-alert';
import { Modal } from '@/components/ui/modal/modal';
import { useToast } from '@/components/ui/toast/toast-context';
import { errorMessage } from '@/lib/i18n';
import { activateBonusMutationKey, useActivateBonus } from '../api/activate-bonus';
import { useActionKey } from '@/hooks/use-action-key';
import { TermsView } from './terms-view';
import './bonus.css';

/**
 * Spec §2 bonus modal: banners, the rules, the percent-fail notice and Receive; Confirm only
 * closes it when this bonus is the active one. Receiving another while one is active would be
 * refused (BONUS_ALREADY_ACTIVE), so the modal says so and does not offer it.
 */
export function BonusModal({
  bonus,
  otherActive,
  onClose,
}: {
  bonus: Bonus | null;
  /** A different bonus or promotion is active. */
  otherActive: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // an answer on its way decides what the member sees: the modal stays until it arrives
  const receiving = useIsMutating({ mutationKey: activateBonusMutationKey }) > 0;
  return (
    <Modal
      open={bonus !== null}
      onClose={() => {
        if (!receiving) onClose();
      }}
      title={bonus?.title ?? ''}
      closeLabel={t('common.close')}
    >
      {bonus ? <BonusModalBody bonus={bonus} otherActive={otherActive} onClose={onClose} /> : null}
    </Modal>
  );
}

function BonusModalBody({
  bonus,
  otherActive,
  onClose,
}: {
  bonus: Bonus;
  otherActive: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const activate = useActivateBonus();
  const actionKey = useActionKey();
  const isActive = bonus.state === 'active';
  const blocked = !isActive && (otherActive || bonus.state === 'received');

  const receive = async () => {
    if (activate.isPending) return;
    try {
      const result = await activate.mutateAsync({
        code: bonus.code,
        idempotencyKey: actionKey.next(),
      });
      actionKey.settle();
      // spec §8: success shows the saved-message alert
      toast.show({
        tone: 'success',
        message: t('bonus.received', { amount: formatAmount(result.bonus.minDeposit) }),
      });
      onClose();
    } catch (error) {
      // shown by the alert below (activate.error)
      actionKey.settle(error);
    }
  };

  return (
    <div className="modal-form bonus-modal">
      <TermsView
        terms={bonus}
        banners={bonus.banners}
        limit={{ type: bonus.type, maxReceived: bonus.maxReceived }}
      />
      {blocked ? (
        <p className="note note--warn">
          {bonus.state === 'received' ? t('bonus.receivedAll') : t('bonus.otherActive')}
        </p>
      ) : null}
      {/* spec §8: activation errors show as an error alert with the text */}
      <FormAlert message={activate.error ? errorMessage(activate.error) : null} />
      <div className="modal-form__actions">
        {isActive ? (
          <Button onClick={onClose} data-autofocus>
            {t('bonus.confirm')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={activate.isPending}>
              {t('common.close')}
            </Button>
            <Button
              onClick={() => void receive()}
              disabled={blocked}
              busy={activate.isPending}
              busyLabel={t('bonus.receiving')}
            >
              {t('bonus.receive')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
