import { useIsMutating } from '@tanstack/react-query';
import type { WalletResponse } from '@wallet/contract';
import { useTranslation } from '@/lib/translator';
import { Modal } from '@/components/ui/modal/modal';
import { moveMoneyMutationKey } from '../api/transfer';
import { TransferForm, type TransferPreset } from './transfer-form';

export type { TransferPreset };

type TransferModalProps = {
  open: boolean;
  wallet: WalletResponse;
  preset?: TransferPreset;
  /** Spec §2: closed with `true` when money moved, so the screen reloads the wallet. */
  onClose: (moved: boolean) => void;
};

/** Spec §5 transfer between the wallet and the game accounts. */
export function TransferModal({ open, wallet, preset = {}, onClose }: TransferModalProps) {
  const { t } = useTranslation();
  const moving = useIsMutating({ mutationKey: moveMoneyMutationKey }) > 0;
  return (
    <Modal
      open={open}
      // a transfer on its way finishes first: its answer decides whether the wallet reloads
      onClose={() => {
        if (!moving) onClose(false);
      }}
      title={t('transfer.title')}
      closeLabel={t('common.close')}
    >
      <TransferForm wallet={wallet} preset={preset} onDone={() => onClose(true)} />
    </Modal>
  );
}
