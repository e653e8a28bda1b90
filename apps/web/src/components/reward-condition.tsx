import { formatFigure } from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import { useTranslation } from '@/lib/translator';
import '@/components/ui/form/field.css';
import './reward-condition.css';

/** `percent` % of `amount`, in baht with 2 decimals. */
const share = (amount: number, percent: number) => formatAmount(Math.round(amount * percent) / 100);

/**
 * How an invite or refund reward is paid (issue 9, spec §2 "conditions including a success
 * percentage and a fail percentage"): with both percents at 0 it goes to the wallet with no
 * condition; otherwise it starts as a bonus that is completed at `success` % of the reward and
 * lost below `fail` %. With the `amount` known the lines carry the baht too.
 */
export function RewardCondition({
  success,
  fail,
  amount = null,
  id,
}: {
  success: number;
  fail: number;
  amount?: number | null;
  id?: string;
}) {
  const { t } = useTranslation();
  if (success <= 0 && fail <= 0) {
    return (
      <p className="reward-condition note note--info" id={id}>
        {t('rewards.condition.none')}
      </p>
    );
  }
  const withAmount = amount !== null && amount > 0;
  return (
    <div className="reward-condition note note--warn" id={id}>
      <p className="reward-condition__intro">{t('rewards.condition.intro')}</p>
      <ul className="reward-condition__list">
        {success > 0 ? (
          <li>
            {withAmount
              ? t('rewards.condition.successAmount', {
                  percent: formatFigure(success),
                  target: share(amount, success),
                })
              : t('rewards.condition.success', { percent: formatFigure(success) })}
          </li>
        ) : null}
        {fail > 0 ? (
          <li>
            {withAmount
              ? t('rewards.condition.failAmount', {
                  percent: formatFigure(fail),
                  failBelow: share(amount, fail),
                })
              : t('rewards.condition.fail', { percent: formatFigure(fail) })}
          </li>
        ) : null}
        <li>{t('rewards.condition.whileRunning')}</li>
      </ul>
    </div>
  );
}
