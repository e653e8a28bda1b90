import { type WalletResponse } from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { GiftIcon } from '@/components/ui/icons/member-icons';
import { InviteReceiveDialog } from './invite-receive-dialog';
import '@/components/reward-figures.css';
import './invite.css';
import { moneySymbol } from '@/lib/i18n';

/**
 * Spec §2 home header: the invite bonus waiting to be received (wallet.invite.amount) with a
 * Receive button. At 0 the button is disabled and a hint says how to earn it. Receive opens the
 * danger confirm with the conditions (InviteReceiveDialog).
 */
export function InviteBonus({
  invite,
  bonusActive = false,
}: {
  invite: WalletResponse['invite'];
  /** A bonus is running: a reward that starts a bonus would be refused (BONUS_REMAINING). */
  bonusActive?: boolean;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const [confirming, setConfirming] = useState(false);
  const empty = invite.amount <= 0;
  // decision 011: a flagged reward is not in the amount until staff approve it; say it waits
  const reviewingText = invite.reviewing
    ? t('invite.header.reviewing', { amount: formatAmount(invite.reviewing) })
    : undefined;
  return (
    <div className="invite-bonus" role="group" aria-labelledby={labelId}>
      <span className="invite-bonus__icon" aria-hidden="true">
        <GiftIcon size={18} />
      </span>
      <div className="invite-bonus__text">
        <p className="invite-bonus__label" id={labelId}>
          {t('invite.header.label')}
        </p>
        <p className="invite-bonus__amount">
          {moneySymbol()}
          {formatAmount(invite.amount)}
        </p>
        <p className="invite-bonus__hint" id={hintId}>
          {empty ? (reviewingText ?? t('invite.header.none')) : t('invite.header.ready')}
        </p>
        {!empty && reviewingText ? <p className="invite-bonus__hint">{reviewingText}</p> : null}
      </div>
      <Button
        className="invite-bonus__receive"
        disabled={empty}
        aria-describedby={hintId}
        onClick={() => setConfirming(true)}
      >
        {t('invite.header.receive')}
      </Button>
      <InviteReceiveDialog
        open={confirming}
        invite={invite}
        bonusActive={bonusActive}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
