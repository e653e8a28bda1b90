import { formatAmount } from '@/lib/money';
import { useTranslation } from '@/lib/translator';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { hasNoLimits, useResponsibleState } from '../api/get-responsible-state';
import './responsible.css';

/**
 * Issue 15 on the deposit screen: without limits, a short offer to set one; with limits, what
 * may still be deposited now (the lowest window wins). Nothing until the state is known.
 */
export function DepositLimitNote() {
  const { t } = useTranslation();
  const state = useResponsibleState().data;
  if (!state) return null;
  const link = paths.member.responsible.getHref();
  if (hasNoLimits(state)) {
    return (
      <p className="rp-deposit-note">
        <Link to={link}>{t('responsible.deposit.offer')}</Link>{' '}
        <span className="rp-muted">{t('responsible.deposit.offerHint')}</span>
      </p>
    );
  }
  if (state.remaining === null) return null;
  return (
    <p className="note note--info rp-deposit-note">
      {state.remaining > 0
        ? t('responsible.deposit.remaining', { amount: formatAmount(state.remaining) })
        : t('responsible.deposit.full')}{' '}
      <Link to={link}>{t('responsible.goToPage')}</Link>
    </p>
  );
}
