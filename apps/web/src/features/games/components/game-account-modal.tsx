import { type Slot } from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import { useTranslation } from '@/lib/translator';
import { Modal } from '@/components/ui/modal/modal';
import { formatTime } from '@/lib/format-date';
import { convertedAmount } from '@/lib/slot-balance';
import { useActivateSlot } from '../api/activate-slot';
import { ActiveGameAccount } from './active-game-account';
import { InactiveGameAccount } from './inactive-game-account';
import './games.css';

export type GameAccountModalProps = {
  /** The slot whose card was tapped, kept current by the screen (null: closed). */
  slot: Slot | null;
  onClose: () => void;
  /** Spec §4: after an activation the wallet reloads; resolves once it has. */
  reloadWallet: () => Promise<unknown>;
  /** The "Transfer" shortcut: the screen opens the transfer modal towards this game. */
  onTransfer: (slotCode: string) => void;
  onLaunched?: () => void;
};

/** Spec §2 game account modal: open the account, or its login, password reset and launch. */
export function GameAccountModal({ slot, onClose, ...props }: GameAccountModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={slot !== null}
      onClose={onClose}
      title={slot?.name ?? ''}
      closeLabel={t('common.close')}
    >
      {slot ? <GameAccountBody key={slot.code} slot={slot} {...props} /> : null}
    </Modal>
  );
}

function GameAccountBody({
  slot,
  reloadWallet,
  onTransfer,
  onLaunched,
}: Omit<GameAccountModalProps, 'onClose' | 'slot'> & { slot: Slot }) {
  const { t } = useTranslation();
  // Held here, above both views: it settles after the wallet reload has turned the view active.
  const activate = useActivateSlot({ reloadWallet });
  return (
    <div className="game-account">
      <div
        className="game-account__hero"
        style={{ backgroundImage: `url(${JSON.stringify(slot.background)})` }}
      >
        <img className="game-account__logo" src={slot.logo} alt="" width={64} height={64} />
        {slot.isActive ? (
          <p className="game-account__balance">
            <span className="game-account__balance-label">{t('games.account.balance')}</span>
            <span className="game-account__amount">{formatAmount(slot.amount)}</span>
            <span className="game-account__converted">
              {t('games.card.converted', { amount: formatAmount(convertedAmount(slot)) })}
            </span>
            {/* spec §2 home: when the game gave this balance, or that it did not just now */}
            {slot.unavailable ? (
              <span className="game-account__read game-account__read--stale">
                {t('games.card.notUpdatedHint')}
              </span>
            ) : slot.readAt ? (
              <span className="game-account__read">
                {t('games.account.readAt', { time: formatTime(slot.readAt) })}
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
      {slot.isActive ? (
        <ActiveGameAccount slot={slot} onTransfer={onTransfer} onLaunched={onLaunched} />
      ) : (
        <InactiveGameAccount slot={slot} activate={activate} />
      )}
    </div>
  );
}
