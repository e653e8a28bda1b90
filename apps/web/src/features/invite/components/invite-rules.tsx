import { formatFigure, type InviteSummary } from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import { useId } from 'react';
import { useTranslation } from '@/lib/translator';
import { RewardCondition } from '@/components/reward-condition';
import { moneySymbol } from '@/lib/i18n';

/**
 * The invite rules in plain words (issue 9: every condition shown before the member chooses):
 * what the reward is a percent of, the caps, the turnover a friend must play before anything
 * counts, and how the reward is paid (straight to the wallet, or as a bonus with its percents).
 */
export function InviteRules({ summary }: { summary: InviteSummary }) {
  const { t } = useTranslation();
  const headingId = useId();
  const baht = (amount: number) => t('rewards.baht', { amount: formatAmount(amount) });
  return (
    <section className="reward-section" aria-labelledby={headingId}>
      <h3 className="reward-section__title" id={headingId}>
        {t('invite.rules.heading')}
      </h3>
      <dl className="reward-facts">
        <div>
          <dt>{t('invite.rules.earn')}</dt>
          <dd>
            {t(`invite.rules.basis.${summary.basis}`, { percent: formatFigure(summary.percent) })}
          </dd>
        </div>
        <div>
          <dt>{t('invite.rules.capInvitee')}</dt>
          <dd>
            {summary.capPerInvitee === null ? t('invite.rules.noCap') : baht(summary.capPerInvitee)}
          </dd>
        </div>
        <div>
          <dt>{t('invite.rules.capPeriod')}</dt>
          <dd>
            {summary.capPerPeriod === null ? t('invite.rules.noCap') : baht(summary.capPerPeriod)}
          </dd>
        </div>
        <div>
          <dt>{t('invite.rules.minTurnover')}</dt>
          <dd>
            {summary.minTurnover > 0
              ? t('invite.rules.minTurnoverValue', { amount: formatAmount(summary.minTurnover) })
              : t('invite.rules.minTurnoverNone')}
          </dd>
        </div>
      </dl>
      <RewardCondition
        success={summary.condition?.percentSuccess ?? 0}
        fail={summary.condition?.percentFail ?? 0}
      />
    </section>
  );
}

/** Friends invited, friends who played, waiting to be received, received so far. */
export function InviteTotals({ summary }: { summary: InviteSummary }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="reward-section" aria-labelledby={headingId}>
      <h3 className="reward-section__title" id={headingId}>
        {t('invite.totals.heading')}
      </h3>
      <dl className="reward-totals">
        <div>
          <dt>{t('invite.totals.invitees')}</dt>
          <dd>{summary.invitees.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt>{t('invite.totals.played')}</dt>
          <dd>{summary.played.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt>{t('invite.totals.accrued')}</dt>
          <dd>
            {moneySymbol()}
            {formatAmount(summary.accrued)}
          </dd>
        </div>
        {summary.reviewing > 0 ? (
          <div>
            <dt>{t('invite.totals.reviewing')}</dt>
            <dd>
              {moneySymbol()}
              {formatAmount(summary.reviewing)}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('invite.totals.received')}</dt>
          <dd>
            {moneySymbol()}
            {formatAmount(summary.received)}
          </dd>
        </div>
      </dl>
      {summary.accrued > 0 ? (
        <p className="reward-section__hint">{t('invite.totals.receiveHint')}</p>
      ) : null}
      {/* decision 011: flagged rewards wait for staff, and the member is told so */}
      {summary.reviewing > 0 ? (
        <p className="reward-section__hint">{t('invite.totals.reviewingHint')}</p>
      ) : null}
    </section>
  );
}
