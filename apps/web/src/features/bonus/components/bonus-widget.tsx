import { type ActiveBonus } from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import type { TFunction } from '@/lib/translator';
import { useId } from 'react';
import { useTranslation } from '@/lib/translator';
import { Link } from '@/lib/router';
import { GiftIcon } from '@/components/ui/icons/member-icons';
import { paths } from '@/config/paths';
import { activeBonusOf, useActiveBonus } from '../api/get-active-bonus';
import { BonusProgress } from './bonus-progress';
import '@/components/ui/widget/widget.css';
import './bonus.css';

function hintOf(t: TFunction, bonus: ActiveBonus | null): string {
  if (!bonus) return t('bonus.widget.none');
  const title = bonus.title;
  if (bonus.state === 'awaiting_deposit') {
    return t('bonus.widget.awaiting', { title, amount: formatAmount(bonus.minDeposit) });
  }
  if (bonus.state === 'ending') return t('bonus.widget.ending', { title });
  if (bonus.met) return t('bonus.widget.met', { title });
  return t('bonus.widget.running', {
    title,
    percent: bonus.percent,
    remaining: formatAmount(bonus.remaining),
  });
}

/**
 * Spec §2 home widget "bonus conditions": goes to the bonus page. While a bonus runs it shows a
 * compact progress bar with the percent and what is left; the query polls every 5 s while a
 * bonus is live and reads again on window focus, so the bar follows play without a reload.
 * When the check fails or nothing is active it is simply the link.
 */
export function BonusWidget() {
  const { t } = useTranslation();
  const hintId = useId();
  const active = useActiveBonus();
  const bonus = activeBonusOf(active.data);
  const running = bonus?.state === 'running';
  return (
    <div className={`widget bonus-widget${running ? ' bonus-widget--running' : ''}`}>
      <span className="widget__icon" aria-hidden="true">
        <GiftIcon size={22} />
      </span>
      <span className="widget__text bonus-widget__text">
        {/* named by exactly its visible title (WCAG 2.5.3, issue 13); the card is its target */}
        <Link
          to={paths.member.bonus.getHref()}
          className="widget__action widget__title"
          aria-describedby={hintId}
        >
          {t('bonus.widget.title')}
        </Link>
        <span className="widget__hint" id={hintId}>
          {hintOf(t, bonus)}
        </span>
        {running && bonus ? <BonusProgress bonus={bonus} compact /> : null}
      </span>
    </div>
  );
}
