import { useIsMutating } from '@tanstack/react-query';
import { type ActiveBonus } from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import { useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { Link } from '@/lib/router';
import { Button, buttonClassName } from '@/components/ui/button/button';
import { DepositIcon } from '@/components/ui/icons/member-icons';
import { Spinner } from '@/components/ui/loader/spinner';
import { paths } from '@/config/paths';
import { clearBonusMutationKey } from '../api/clear-bonus';
import { BonusProgress } from './bonus-progress';
import { BonusTermsList } from './bonus-terms';
import { endKindOf } from './bonus-text';
import { EndBonusFlow } from './end-bonus-dialog';
import './bonus.css';

/**
 * Spec §2 /user/bonus with a bonus active: its kind and title, its state, the progress of the
 * condition, what ends it (met, or lost below failBelow), what ending now keeps and forfeits,
 * the rules, and End (met) / Leave early (running) / Cancel (waiting for the deposit).
 */
export function ActiveBonusPanel({ bonus }: { bonus: ActiveBonus }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const ending = useIsMutating({ mutationKey: clearBonusMutationKey }) > 0;
  const kind = endKindOf(bonus);
  const baht = (amount: number | null) =>
    t('bonus.terms.baht', { amount: formatAmount(amount ?? 0) });
  const running = bonus.state === 'running';
  // the money the member had before the deposit: the total less the balance in play (decision
  // 010), both from the server's answer
  const ownBefore = Math.max(0, Math.round((bonus.totalBalance - bonus.inPlay) * 100) / 100);

  return (
    <section className="active-bonus" aria-labelledby="active-bonus-heading">
      <div className="active-bonus__head">
        <h2 className="active-bonus__heading" id="active-bonus-heading">
          {t('bonus.active.heading')}
        </h2>
        <span className="active-bonus__kind">{t(`bonus.kinds.${bonus.kind}`)}</span>
      </div>
      <p className="active-bonus__title">{bonus.title}</p>
      <p className="active-bonus__state">
        <span className={`bonus-state bonus-state--${bonus.met ? 'met' : bonus.state}`}>
          {bonus.met && running ? t('bonus.active.met') : t(`bonus.active.states.${bonus.state}`)}
        </span>
      </p>

      {bonus.state === 'awaiting_deposit' ? (
        <div className="active-bonus__awaiting">
          <p className="note note--info">
            {t('bonus.active.awaiting', { amount: formatAmount(bonus.minDeposit) })}
          </p>
          <Link
            className={buttonClassName('primary', true)}
            to={paths.member.home.getHref('deposit')}
          >
            <DepositIcon size={18} />
            <span>{t('bonus.active.depositNow')}</span>
          </Link>
        </div>
      ) : null}

      {bonus.state === 'ending' ? (
        <p className="active-bonus__ending" role="status">
          <Spinner size={18} />
          {t('bonus.active.ending')}
        </p>
      ) : null}

      {running ? (
        <>
          <BonusProgress bonus={bonus} />
          {bonus.met ? <p className="note note--success">{t('bonus.active.metHint')}</p> : null}
          <div className="active-bonus__block">
            <h3 className="active-bonus__subheading">{t('bonus.active.howItEnds')}</h3>
            <ul className="active-bonus__ends">
              <li>
                {t(
                  bonus.condition.kind === 'turnover'
                    ? 'bonus.active.endsMetTurnover'
                    : 'bonus.active.endsMetCredit',
                  { required: formatAmount(bonus.required) },
                )}
              </li>
              {bonus.failBelow > 0 ? (
                <li>
                  {t('bonus.active.endsLost', {
                    failBelow: formatAmount(bonus.failBelow),
                    balance: formatAmount(bonus.inPlay),
                  })}
                </li>
              ) : null}
            </ul>
          </div>
          <div className="active-bonus__block">
            <h3 className="active-bonus__subheading">{t('bonus.active.figures')}</h3>
            <dl className="active-bonus__figures">
              {bonus.deposit !== null ? (
                <div>
                  <dt>{t('bonus.active.deposit')}</dt>
                  <dd>{baht(bonus.deposit)}</dd>
                </div>
              ) : null}
              {bonus.bonusAmount !== null ? (
                <div>
                  <dt>{t('bonus.active.bonusAmount')}</dt>
                  <dd>{baht(bonus.bonusAmount)}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('bonus.active.balance')}</dt>
                <dd>{baht(bonus.totalBalance)}</dd>
              </div>
              {/* issue 23 §2: the figure the condition and the loss are measured on (the "now"
                  above) is named apart from the total, and the difference is said */}
              <div>
                <dt>{t('bonus.active.inPlay')}</dt>
                <dd>{baht(bonus.inPlay)}</dd>
                {ownBefore > 0 ? (
                  <dd className="active-bonus__hint">
                    {t('bonus.active.inPlayHint', { amount: formatAmount(ownBefore) })}
                  </dd>
                ) : null}
              </div>
              <div>
                <dt>{t('bonus.active.keep')}</dt>
                <dd>{baht(bonus.settlement.keep)}</dd>
              </div>
              <div className={bonus.settlement.forfeit > 0 ? 'is-loss' : undefined}>
                <dt>{t('bonus.active.forfeit')}</dt>
                <dd>{baht(bonus.settlement.forfeit)}</dd>
              </div>
            </dl>
          </div>
        </>
      ) : null}

      <details className="active-bonus__rules">
        <summary>{t('bonus.active.rules')}</summary>
        <BonusTermsList terms={bonus} />
      </details>

      {bonus.state !== 'ending' ? (
        <Button
          block
          variant={kind === 'met' ? 'primary' : 'secondary'}
          className={kind === 'met' ? undefined : 'active-bonus__leave'}
          onClick={() => setConfirming(true)}
          busy={ending}
          busyLabel={t('bonus.end.confirming')}
        >
          {kind === 'met'
            ? t('bonus.active.end')
            : kind === 'cancel'
              ? t('bonus.active.cancel')
              : t('bonus.active.leave')}
        </Button>
      ) : null}
      <EndBonusFlow bonus={bonus} open={confirming} onClose={() => setConfirming(false)} />
    </section>
  );
}
