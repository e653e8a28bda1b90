import type { CoinRule, SpinWheelView } from '@wallet/contract';
import { useId } from 'react';
import { useTranslation } from '@/lib/translator';
import { QueryState } from '@/components/query-state';
import { SafeHtml } from '@/components/safe-html';
import { useSpinOdds } from '../api/get-spin-odds';
import { chanceText, earnLines, prizeDescription } from './prize-text';
import '@/components/reward-figures.css';
import '@/components/ui/data-table/data-table.css';
import './spinwheel.css';

/**
 * The odds of a wheel version (issue 10: anyone can see them): each slice's label, its prize in
 * plain words and its chance with 2 decimals. Slices are drawn equal on the wheel, so the chance
 * is only ever read here.
 */
export function OddsTable({ wheel, level = 3 }: { wheel: SpinWheelView; level?: 2 | 3 }) {
  const { t } = useTranslation();
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="reward-section" aria-labelledby={headingId}>
      <Heading className="reward-section__title" id={headingId}>
        {t('spinwheel.odds.heading')}
      </Heading>
      <p className="reward-section__hint">
        {t('spinwheel.odds.version', { name: wheel.name, version: wheel.version })}
      </p>
      <p className="reward-section__hint">{t('spinwheel.odds.intro')}</p>
      <div
        className="data-table-wrap"
        role="region"
        aria-label={t('spinwheel.odds.caption')}
        tabIndex={0}
      >
        <table className="data-table">
          <caption className="visually-hidden">{t('spinwheel.odds.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('spinwheel.odds.slice')}</th>
              <th scope="col">{t('spinwheel.odds.prize')}</th>
              <th scope="col" className="data-table__amount">
                {t('spinwheel.odds.chance')}
              </th>
            </tr>
          </thead>
          <tbody>
            {wheel.slices.map((slice) => (
              <tr key={slice.code}>
                <th scope="row">
                  <span className="spin-slice">
                    <span
                      className="spin-slice__swatch"
                      style={{ background: slice.bgColor }}
                      aria-hidden="true"
                    />
                    {slice.label}
                  </span>
                </th>
                <td>
                  {prizeDescription(t, slice.prize)}
                  {slice.htmlDescription.trim() ? (
                    <SafeHtml html={slice.htmlDescription} className="spin-slice__html" />
                  ) : null}
                </td>
                <td className="data-table__amount">{chanceText(slice.chance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** How coins are earned (settings: baht per coin for deposits and for turnover). */
export function EarnRules({ earn, level = 3 }: { earn: CoinRule; level?: 2 | 3 }) {
  const { t } = useTranslation();
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="reward-section" aria-labelledby={headingId}>
      <Heading className="reward-section__title" id={headingId}>
        {t('spinwheel.earn.heading')}
      </Heading>
      <ul className="spin-earn">
        {earnLines(t, earn).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/** The public odds page's body: the live wheel's odds and how coins are earned. */
export function SpinOddsDetails() {
  const odds = useSpinOdds();
  if (!odds.data) {
    return (
      <QueryState
        isPending={odds.isPending}
        error={odds.error}
        onRetry={() => void odds.refetch()}
      />
    );
  }
  return (
    <div className="spin-odds-page">
      <OddsTable wheel={odds.data.wheel} level={2} />
      <EarnRules earn={odds.data.earn} level={2} />
    </div>
  );
}
