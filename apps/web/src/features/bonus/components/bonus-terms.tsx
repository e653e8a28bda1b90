import { type BonusTerms, type BonusType } from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import { useTranslation } from '@/lib/translator';
import {
  amountRuleText,
  baseText,
  conditionText,
  contributionTexts,
  exampleText,
  formatNumber,
} from './bonus-text';
import { useDateFormat } from '@/lib/format-date';

/**
 * The rules in plain words (issue 8: every condition, cost and forfeit before the choice): the
 * amount, the minimum deposit, the condition and which games count, when it is lost, the
 * maximum withdrawal, how often it may be received, a worked example, and what running means.
 */
export function BonusTermsList({
  terms,
  limit,
}: {
  terms: BonusTerms;
  /** Bonuses (not promotions) may be received a number of times in total, a day or a week. */
  limit?: { type: BonusType; maxReceived: number };
}) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const { counted, notCounted } =
    terms.condition.kind === 'turnover'
      ? contributionTexts(t, terms.contributions)
      : { counted: null, notCounted: null };
  const baht = (amount: number) => t('bonus.terms.baht', { amount: formatAmount(amount) });
  return (
    <div className="bonus-terms">
      <h3 className="bonus-terms__heading">{t('bonus.terms.heading')}</h3>
      <dl className="bonus-terms__list">
        <div>
          <dt>{t('bonus.terms.amount')}</dt>
          <dd>{amountRuleText(t, terms.amountRule)}</dd>
        </div>
        <div>
          <dt>{t('bonus.terms.minDeposit')}</dt>
          <dd>{baht(terms.minDeposit)}</dd>
        </div>
        <div>
          <dt>{t('bonus.terms.condition')}</dt>
          <dd>{conditionText(t, terms)}</dd>
        </div>
        {counted ? (
          <div>
            <dt>{t('bonus.terms.counts')}</dt>
            <dd>{counted}</dd>
          </div>
        ) : null}
        {notCounted ? (
          <div>
            <dt>{t('bonus.terms.notCounted')}</dt>
            <dd>{notCounted}</dd>
          </div>
        ) : null}
        {terms.percentFail > 0 ? (
          <div>
            <dt>{t('bonus.terms.lost')}</dt>
            <dd>
              {t('bonus.terms.lostValue', {
                percent: formatNumber(terms.percentFail),
                base: baseText(t, terms),
              })}
            </dd>
          </div>
        ) : null}
        {terms.maxWithdraw !== null ? (
          <div>
            <dt>{t('bonus.terms.maxWithdraw')}</dt>
            <dd>{baht(terms.maxWithdraw)}</dd>
          </div>
        ) : null}
        {limit && limit.maxReceived > 0 ? (
          <div>
            <dt>{t('bonus.terms.limit')}</dt>
            <dd>{t(`bonus.terms.limits.${limit.type}`, { count: limit.maxReceived })}</dd>
          </div>
        ) : null}
        {terms.endsAt ? (
          <div>
            <dt>{t('bonus.terms.endsAt')}</dt>
            <dd>
              <time dateTime={terms.endsAt}>{formatDateTime(terms.endsAt)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="bonus-terms__example">{exampleText(t, terms)}</p>
      {/* issue 23 §2: the balance the target and the loss are measured on is not the total
          (decision 010: money the member had before the deposit does not count) */}
      {terms.condition.kind === 'credit_target' || terms.percentFail > 0 ? (
        <p className="bonus-terms__example">{t('bonus.terms.balanceMeans')}</p>
      ) : null}
      <p className="note note--info">{t('bonus.terms.whileRunning')}</p>
    </div>
  );
}
