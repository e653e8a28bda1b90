import { useIsMutating } from '@tanstack/react-query';
import { type WalletResponse } from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/translator';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button/button';
import { Modal } from '@/components/ui/modal/modal';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { useWithdrawLimits } from '../api/get-withdraw-limits';
import { withdrawMutationKey } from '../api/withdraw';
import { WithdrawForm } from './withdraw-form';

type WithdrawModalProps = {
  open: boolean;
  wallet: WalletResponse;
  /** Spec §2: closed with `true` once a withdrawal was made, so the screen reloads the wallet. */
  onClose: (withdrew: boolean) => void;
  /** Shown above the form before anything is typed (e.g. a running bonus's remaining condition). */
  notice?: ReactNode;
};

/** Spec §2 withdraw modal: to the member's own bank account, within the §5 limits. */
export function WithdrawModal({ open, wallet, onClose, notice }: WithdrawModalProps) {
  const { t } = useTranslation();
  const [withdrawn, setWithdrawn] = useState<number | null>(null);
  const sending = useIsMutating({ mutationKey: withdrawMutationKey }) > 0;
  const close = () => {
    // a request on its way finishes first: its answer decides what the member sees
    if (sending) return;
    const withdrew = withdrawn !== null;
    setWithdrawn(null);
    onClose(withdrew);
  };
  return (
    <Modal open={open} onClose={close} title={t('withdraw.title')} closeLabel={t('common.close')}>
      {withdrawn !== null ? (
        <div className="withdraw-done" role="status">
          <p className="withdraw-done__title">{t('withdraw.processingTitle')}</p>
          <p className="withdraw-done__status">
            {t('withdraw.status')} <StatusBadge status="processing" />
          </p>
          <p className="withdraw-done__body">
            {t('withdraw.processingBody', { amount: formatAmount(withdrawn) })}
          </p>
          <Button block onClick={close}>
            {t('withdraw.done')}
          </Button>
        </div>
      ) : (
        <>
          {notice}
          <WithdrawBody wallet={wallet} onDone={setWithdrawn} />
        </>
      )}
    </Modal>
  );
}

function WithdrawBody({
  wallet,
  onDone,
}: {
  wallet: WalletResponse;
  onDone: (amount: number) => void;
}) {
  const limits = useWithdrawLimits();
  if (!limits.data) {
    return (
      <QueryState
        isPending={limits.isPending}
        error={limits.error}
        onRetry={() => void limits.refetch()}
      />
    );
  }
  return <WithdrawForm wallet={wallet} limits={limits.data} onDone={onDone} />;
}
