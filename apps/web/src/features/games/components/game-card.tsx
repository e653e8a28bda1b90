import { type Slot } from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import { useId } from 'react';
import { useTranslation } from '@/lib/translator';
import { AlertIcon } from '@/components/ui/icons/icons';
import { formatTime } from '@/lib/format-date';
import { convertedAmount } from '@/lib/slot-balance';

/**
 * Spec §2 carousel card: the provider's logo on its background. An open account shows its
 * amount, name and converted amount (amount × ftWalletSlot); one the provider did not answer
 * for keeps its last amount, marked "Not updated". A closed one prompts to open an account.
 * The button is named by what it shows, in order, the game first ("PG Slot 250.50 ≈ ฿250.50",
 * "Joker Open account": WCAG 2.5.3 label in name, issue 13); what it does not show is its
 * description.
 */
export function GameCard({ slot, onOpen }: { slot: Slot; onOpen: (code: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const descriptionId = `${id}-description`;
  const amount = formatAmount(slot.amount);
  const converted = formatAmount(convertedAmount(slot));
  const stale = slot.isActive && slot.unavailable === true;
  // what the card does not show in words
  const description = [
    slot.isActive ? null : t('games.card.noAccount'),
    stale ? t('games.card.notUpdatedHint') : null,
    // spec §2 home: when the game gave the amount shown
    slot.isActive && !stale && slot.readAt
      ? t('games.account.readAt', { time: formatTime(slot.readAt) })
      : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <button
      type="button"
      className={`game-card${slot.isActive ? '' : ' game-card--closed'}${stale ? ' game-card--stale' : ''}`}
      aria-labelledby={[
        `${id}-name`,
        ...(slot.isActive ? [`${id}-amount`, `${id}-converted`] : [`${id}-cta`]),
        ...(stale ? [`${id}-stale`] : []),
      ].join(' ')}
      aria-describedby={description ? descriptionId : undefined}
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
      <span className="game-card__name" id={`${id}-name`}>
        {slot.name}
      </span>
      {slot.isActive ? (
        <span className="game-card__money">
          <span className="game-card__amount" id={`${id}-amount`}>
            {amount}
          </span>
          <span className="game-card__converted" id={`${id}-converted`}>
            {t('games.card.converted', { amount: converted })}
          </span>
        </span>
      ) : (
        <span className="game-card__cta" id={`${id}-cta`}>
          {t('games.card.openAccount')}
        </span>
      )}
      {stale ? (
        <span className="game-card__stale" id={`${id}-stale`}>
          <AlertIcon size={12} />
          {t('games.card.notUpdated')}
        </span>
      ) : null}
      {description ? (
        <span id={descriptionId} hidden>
          {description}
        </span>
      ) : null}
    </button>
  );
}
