import { formatAmount } from '@/lib/money';
import { useId } from 'react';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { Modal } from '@/components/ui/modal/modal';
import './transfer-all.css';

/** One amount Transfer all would move: out of a game, or out of the wallet into the game. */
export type TransferAllLeg = {
  code: string;
  name: string;
  amount: number;
  /** The game did not answer when last read: `amount` is its last known balance. */
  lastKnown?: boolean;
};
export type TransferAllPlan = { to: string; toName: string; legs: TransferAllLeg[] };

/**
 * Spec §7 POST /api/wallet/transferAll moves every baht at once, so it is confirmed first with
 * what the server will move: the balance of every other open game, and (into a game) the
 * wallet's, each into the chosen account. The server reads each game again as it empties it,
 * which the dialog says, since play since the last read changes the figure. While the move runs
 * the dialog stays open, busy, and cannot be dismissed.
 */
export function TransferAllConfirm({
  plan,
  pending,
  onBack,
  onConfirm,
}: {
  plan: TransferAllPlan | null;
  pending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const leadId = useId();
  const noteId = useId();
  const legs = plan?.legs.filter((leg) => leg.amount > 0 || leg.lastKnown) ?? [];
  const total = legs.reduce((sum, leg) => sum + leg.amount, 0);
  const nothing = legs.length === 0;
  const to = plan?.toName ?? '';
  return (
    <Modal
      open={plan !== null}
      onClose={() => {
        if (!pending) onBack();
      }}
      title={t('transfer.allConfirm.title')}
      closeLabel={t('common.close')}
      role="alertdialog"
      descriptionId={`${leadId} ${noteId}`}
      footer={
        nothing ? (
          <Button onClick={onBack} data-autofocus>
            {t('transfer.allConfirm.close')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onBack} disabled={pending} data-autofocus>
              {t('transfer.allConfirm.back')}
            </Button>
            <Button onClick={onConfirm} busy={pending} busyLabel={t('transfer.moving')}>
              {t('transfer.allConfirm.confirm', { amount: formatAmount(total), to })}
            </Button>
          </>
        )
      }
    >
      {plan ? (
        <div className="transfer-all">
          <p className="transfer-all__lead" id={leadId}>
            {nothing
              ? t('transfer.allConfirm.nothing', { to })
              : t('transfer.allConfirm.lead', { to })}
          </p>
          {nothing ? null : (
            <>
              <ul className="transfer-all__legs" aria-label={t('transfer.allConfirm.legs')}>
                {legs.map((leg) => (
                  <li key={leg.code} className="transfer-all__leg">
                    <span>
                      {leg.name}
                      {leg.lastKnown ? (
                        <span className="transfer-all__last">
                          {t('transfer.allConfirm.lastKnown')}
                        </span>
                      ) : null}
                    </span>
                    <span className="transfer-all__amount">{formatAmount(leg.amount)}</span>
                  </li>
                ))}
              </ul>
              <p className="transfer-all__total">
                {t('transfer.allConfirm.total', { amount: formatAmount(total), to })}
              </p>
            </>
          )}
          {nothing ? null : (
            <p className="note note--info" id={noteId}>
              {t('transfer.allConfirm.reread')}
            </p>
          )}
        </div>
      ) : null}
    </Modal>
  );
}
