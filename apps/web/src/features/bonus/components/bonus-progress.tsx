import { type ActiveBonus } from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import { useTranslation } from '@/lib/translator';
import { progressText } from './bonus-text';

/**
 * The condition's progress as a progressbar (0–100, the server's rounded-down percent) named
 * "Bonus condition progress" and spoken as "Turnover 1,240.00 of 3,000.00 baht, 41%".
 */
export function BonusProgress({
  bonus,
  compact = false,
}: {
  bonus: ActiveBonus;
  /** The home widget: the bar and one line; the bonus page: the figures and what is left. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const text = progressText(t, bonus);
  const percent = Math.max(0, Math.min(100, bonus.percent));
  return (
    <div className={`bonus-progress${bonus.met ? ' bonus-progress--met' : ''}`}>
      <div
        className="bonus-progress__track"
        role="progressbar"
        aria-label={t('bonus.active.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <span className="bonus-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      {compact ? null : (
        <p className="bonus-progress__text">
          <span>{text}</span>
          {bonus.met ? null : (
            <span className="bonus-progress__remaining">
              {t('bonus.active.remaining', { amount: formatAmount(bonus.remaining) })}
            </span>
          )}
        </p>
      )}
    </div>
  );
}
