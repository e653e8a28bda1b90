import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { type ActiveBonus, type BonusCleared, type BonusSettlement } from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { ErrorDialog } from '@/components/ui/error-dialog/error-dialog';
import { Modal } from '@/components/ui/modal/modal';
import { useToast } from '@/components/ui/toast/toast-context';
import { isApiError } from '@/lib/api-error';
import { errorMessage, useLocale } from '@/lib/i18n';
import { clearBonusMutationKey, useClearBonus, type ClearBonusInput } from '../api/clear-bonus';
import { getActiveBonusQueryOptions } from '../api/get-active-bonus';
import { isUnanswered, useActionKey } from '@/hooks/use-action-key';
import { endKindOf, type EndKind } from './bonus-text';

/** What the confirm shows, frozen when it opens: the figures do not move under the finger. */
type Shown = { kind: EndKind; percent: number; settlement: BonusSettlement };

const shownOf = (bonus: ActiveBonus): Shown => ({
  kind: endKindOf(bonus),
  percent: bonus.percent,
  settlement: bonus.settlement,
});

/**
 * Ending a bonus (spec §4 "cancelling clears it after confirmation"): a danger confirm with
 * exactly what the member keeps and forfeits and that the games are emptied to the wallet; then
 * GET /api/bonus/clear with acceptForfeit = the forfeit shown. A larger real forfeit is refused
 * (BONUS_FORFEIT_CHANGED): the new figures are read and shown for a second look. Other failures
 * show in an alert dialog (§8); a lost answer offers Try again with the same Idempotency-Key.
 */
export function EndBonusFlow({
  bonus,
  open,
  onClose,
}: {
  bonus: ActiveBonus;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const clear = useClearBonus();
  const actionKey = useActionKey();
  const [shown, setShown] = useState<Shown | null>(null);
  const [changed, setChanged] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown; attempt: ClearBonusInput } | null>(null);
  const pending = useIsMutating({ mutationKey: clearBonusMutationKey }) > 0;
  const leadId = useId();
  /** The forfeit of the last press: a lost answer's key may be reused only for the same one. */
  const lastForfeit = useRef<number | null>(null);

  // Freeze the figures when the confirm opens (render-time state update, no effect needed).
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setShown(shownOf(bonus));
      setChanged(false);
    }
  }

  const finish = (result: BonusCleared) => {
    const amounts = { kept: formatAmount(result.kept), forfeited: formatAmount(result.forfeited) };
    toast.show({
      tone: 'success',
      message: `${t(`bonus.end.done.${result.outcome}`, amounts)} ${t('bonus.end.wallet', {
        amount: formatAmount(result.wallet.amount),
      })}`,
    });
    onClose();
  };

  // mutateAsync, not mutate callbacks: the answer is handled even when the panel has gone
  // meanwhile (the bonus list and the active bonus reload as soon as the bonus has ended)
  const send = async (attempt: ClearBonusInput) => {
    setFailure(null);
    try {
      const result = await clear.mutateAsync(attempt);
      actionKey.settle();
      finish(result);
    } catch (error) {
      actionKey.settle(error);
      if (isApiError(error) && error.code === 'BONUS_FORFEIT_CHANGED') {
        const fresh = await queryClient
          .fetchQuery(getActiveBonusQueryOptions(locale))
          .catch(() => null);
        if (fresh?.bonus) {
          setShown(shownOf(fresh.bonus));
          setChanged(true);
          return;
        }
      }
      onClose();
      setFailure({ error, attempt });
    }
  };

  const confirm = () => {
    if (pending || !shown) return;
    const acceptForfeit = shown.settlement.forfeit;
    if (lastForfeit.current !== acceptForfeit) actionKey.reset();
    lastForfeit.current = acceptForfeit;
    void send({ acceptForfeit, idempotencyKey: actionKey.next() });
  };

  const kind = shown?.kind ?? endKindOf(bonus);
  const forfeit = shown?.settlement.forfeit ?? 0;
  return (
    <>
      <Modal
        open={open && shown !== null}
        onClose={() => {
          if (!pending) onClose();
        }}
        title={t(`bonus.end.titles.${kind}`)}
        closeLabel={t('common.close')}
        role="alertdialog"
        descriptionId={leadId}
        footer={
          <>
            <Button variant="secondary" onClick={onClose} disabled={pending} data-autofocus>
              {t('bonus.end.back')}
            </Button>
            <Button
              variant="danger"
              onClick={confirm}
              busy={pending}
              busyLabel={t('bonus.end.confirming')}
            >
              {forfeit > 0
                ? t('bonus.end.confirmForfeit', { amount: formatAmount(forfeit) })
                : t('bonus.end.confirm')}
            </Button>
          </>
        }
      >
        {shown ? (
          <div className="end-bonus">
            <p className="end-bonus__lead" id={leadId}>
              {t(`bonus.end.leads.${kind}`, { percent: shown.percent })}
            </p>
            {changed ? (
              <p className="form-alert" role="alert">
                {t('bonus.end.changed')}
              </p>
            ) : null}
            <dl className="end-bonus__figures">
              <div className="end-bonus__keep">
                <dt>{t('bonus.end.keep')}</dt>
                <dd>{t('bonus.terms.baht', { amount: formatAmount(shown.settlement.keep) })}</dd>
              </div>
              <div className={`end-bonus__forfeit${forfeit > 0 ? ' is-loss' : ''}`}>
                <dt>{t('bonus.end.forfeit')}</dt>
                <dd>{t('bonus.terms.baht', { amount: formatAmount(forfeit) })}</dd>
              </div>
            </dl>
            <p className="note note--warn">{t('bonus.end.games')}</p>
          </div>
        ) : null}
      </Modal>
      <ErrorDialog
        message={failure ? errorMessage(failure.error) : null}
        title={t('errorDialog.title')}
        okLabel={t('errorDialog.ok')}
        closeLabel={t('common.close')}
        onClose={() => setFailure(null)}
        onRetry={
          failure && isUnanswered(failure.error) ? () => void send(failure.attempt) : undefined
        }
        retryLabel={t('errorDialog.retry')}
      />
    </>
  );
}
