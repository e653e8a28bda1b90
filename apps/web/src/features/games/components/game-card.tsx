import { formatAmount, type Slot } from '@wallet/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '@/components/ui/icons/icons';
import { convertedAmount } from '@/lib/slot-balance';

/**
 * Spec §2 carousel card: the provider's logo on its background. An open account shows its
 * amount, name and converted amount (amount × ftWalletSlot); one the provider did not answer
 * for keeps its last amount, marked "Not updated". A closed one prompts to open an account.
 * The button is named by the game alone; the rest is its description.
 */
export function GameCard({ slot, onOpen }: { slot: Slot; onOpen: (code: string) => void }) {
  const { t } = useTranslation();
  const descriptionId = useId();
  const amount = formatAmount(slot.amount);
  const converted = formatAmount(convertedAmount(slot));
  const stale = slot.isActive && slot.unavailable === true;

  return (
    <button
      type="button"
      className={`game-card${slot.isActive ? '' : ' game-card--closed'}${stale ? ' game-card--stale' : ''}`}
      aria-label={slot.name}
      aria-describedby={descriptionId}
      aria-haspopup="dialog"
      onClick={() => onOpen(slot.code)}
      style={{ backgroundImage: `url(${JSON.stringify(slot.background)})` }}
    >
      <img
        className="game-card__logo"
        src={slot.logo}
        alt=""
        width={56}
        height={56}
        decoding="async"
        draggable={false}
      />
      <span className="game-card__name">{slot.name}</span>
      {slot.isActive ? (
        <span className="game-card__money">
          <span className="game-card__amount">{amount}</span>
          <span className="game-card__converted">
            {t('games.card.converted', { amount: converted })}
          </span>
        </span>
      ) : (
        <span className="game-card__cta">{t('games.card.openAccount')}</span>
      )}
      {stale ? (
        <span className="game-card__stale">
          <AlertIcon size={12} />
          {t('games.card.notUpdated')}
        </span>
      ) : null}
      <span id={descriptionId} hidden>
        {slot.isActive
          ? t('games.card.description', { amount, converted })
          : `${t('games.card.noAccount')} · ${t('games.card.openAccount')}`}
        {stale ? ` · ${t('games.card.notUpdated')}: ${t('games.card.notUpdatedHint')}` : ''}
      </span>
    </button>
  );
}
