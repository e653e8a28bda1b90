import type { Bonus } from '@wallet/contract';
import { useTranslation } from '@/lib/translator';
import { safeUrl } from '@wallet/web-kit/sanitize';
import { CheckCircleIcon } from '@/components/ui/icons/icons';
import { GiftIcon } from '@/components/ui/icons/member-icons';
import { amountRuleShort } from './bonus-text';

/**
 * Spec §4 bonus card: `active` carries the "Current" marker (and opens the modal, whose button
 * then only closes it), `received` (receipts reached maxReceived) is disabled, `available` opens
 * the bonus modal. A real button, so it works with the keyboard.
 */
export function BonusCard({ bonus, onOpen }: { bonus: Bonus; onOpen: (bonus: Bonus) => void }) {
  const { t } = useTranslation();
  const image = safeUrl(bonus.banners[0]?.image);
  const received = bonus.state === 'received';
  const active = bonus.state === 'active';
  return (
    <li className="bonus-grid__item">
      <button
        type="button"
        className={`bonus-card bonus-card--${bonus.state}`}
        disabled={received}
        aria-current={active ? 'true' : undefined}
        onClick={() => onOpen(bonus)}
      >
        <span className="bonus-card__media">
          {image ? (
            <img className="bonus-card__image" src={image} alt="" loading="lazy" />
          ) : (
            <GiftIcon size={36} />
          )}
          {active ? (
            <span className="bonus-card__marker">
              <CheckCircleIcon size={14} />
              {t('bonus.card.current')}
            </span>
          ) : null}
        </span>
        <span className="bonus-card__body">
          <span className="bonus-card__title">{bonus.title}</span>
          <span className="bonus-card__amount">{amountRuleShort(t, bonus.amountRule)}</span>
          <span className="bonus-card__state">
            {received
              ? t('bonus.card.received')
              : bonus.maxReceived > 0 && bonus.receivedCount > 0
                ? t('bonus.card.receivedCount', {
                    count: bonus.receivedCount,
                    max: bonus.maxReceived,
                  })
                : t('bonus.card.more')}
          </span>
        </span>
      </button>
    </li>
  );
}
