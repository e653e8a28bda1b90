import { type ActiveBonus } from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import { useTranslation } from '@/lib/translator';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { activeBonusOf, useActiveBonus } from '../api/get-active-bonus';
import './bonus.css';

function GoToBonus() {
  const { t } = useTranslation();
  return (
    <Link className="bonus-notice__link" to={paths.member.bonus.getHref()}>
      {t('bonus.notices.goToBonus')}
    </Link>
  );
}

/**
 * Above the withdraw form (issue 8): before anything is typed, a running bonus says what is
 * still to go (withdrawals answer BONUS_CONDITION until then), a met one that it must be ended
 * first (BONUS_NOT_ENDED). Nothing while no bonus is credited.
 */
export function BonusWithdrawNotice() {
  const { t } = useTranslation();
  const bonus = activeBonusOf(useActiveBonus({ poll: false }).data);
  if (!bonus || bonus.state === 'awaiting_deposit') return null;
  const text =
    bonus.state === 'ending'
      ? t('bonus.notices.withdrawEnding')
      : bonus.met
        ? t('bonus.notices.withdrawMet')
        : t('bonus.notices.withdrawRunning', {
            title: bonus.title,
            remaining: formatAmount(bonus.remaining),
            percent: bonus.percent,
          });
  return (
    <div className="note note--warn bonus-notice" role="note">
      <p className="bonus-notice__text">{text}</p>
      <GoToBonus />
    </div>
  );
}

/**
 * The deposit modal's body while a credited bonus runs or ends: deposits are closed until it
 * ends (BONUS_REMAINING, §4 "must be ended before the next deposit"), so say so instead of
 * letting the member try.
 */
export function BonusDepositClosed({ bonus }: { bonus: ActiveBonus }) {
  const { t } = useTranslation();
  return (
    <div className="bonus-deposit-closed" role="note">
      <p className="bonus-deposit-closed__title">{t('bonus.notices.depositClosedTitle')}</p>
      <p className="bonus-deposit-closed__body">
        {t('bonus.notices.depositClosed', { title: bonus.title })}
      </p>
      <GoToBonus />
    </div>
  );
}
