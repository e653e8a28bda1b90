import type { Dashboard } from '@wallet/contract';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Card } from '@/components/ui/page';
import { currencySign, formatCurrency, formatNumber } from '@/lib/format';

/**
 * 14 days: deposits vs withdrawals (bars) and new members (line, right axis), plus a table. One
 * chart per currency, each on its own money axis: kip figures are hundreds of times baht ones,
 * and one axis for both would add kip to baht in the eye if not in the sum.
 */
export function DashboardChart({
  days,
  currencies,
}: {
  days: Dashboard['days'];
  currencies: Dashboard['currencies'];
}) {
  const { t } = useTranslation();
  return (
    <Card title={t('dashboard.chartTitle')}>
      {currencies.map((currency, index) => {
        const data = days.map((d) => {
          const money = d.money.find((m) => m.currency === currency);
          return {
            label: d.day.slice(5),
            deposits: money?.deposits ?? 0,
            withdrawals: money?.withdrawals ?? 0,
            newMembers: d.newMembers,
          };
        });
        // the member line is the same for every currency: drawn once, on the first chart
        const members = index === 0;
        return (
          <figure key={currency} className="chart" aria-hidden="true" data-currency={currency}>
            <figcaption className="muted">
              {t('dashboard.chartMoney', { sign: currencySign(currency) })}
            </figcaption>
            <ResponsiveContainer width="100%" height={currencies.length > 1 ? 240 : 300}>
              {/* hidden from assistive technology (the table below has the figures): nothing in
                  it may take focus, so recharts' keyboard layer is off */}
              <ComposedChart
                data={data}
                margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
                accessibilityLayer={false}
              >
                <CartesianGrid strokeDasharray="3 3" stroke="#d5dae3" />
                <XAxis dataKey="label" tick={{ fontSize: 12 }} />
                <YAxis
                  yAxisId="money"
                  tick={{ fontSize: 12 }}
                  width={90}
                  tickFormatter={(v: number) => formatCurrency(v, currency)}
                />
                {members ? (
                  <YAxis
                    yAxisId="members"
                    orientation="right"
                    tick={{ fontSize: 12 }}
                    allowDecimals={false}
                  />
                ) : null}
                <Tooltip
                  formatter={(value, name, item) =>
                    item.dataKey === 'newMembers'
                      ? formatNumber(Number(value))
                      : formatCurrency(Number(value), currency)
                  }
                />
                <Legend />
                <Bar
                  yAxisId="money"
                  dataKey="deposits"
                  name={t('dashboard.deposits')}
                  fill="#1d6fd8"
                />
                <Bar
                  yAxisId="money"
                  dataKey="withdrawals"
                  name={t('dashboard.withdrawals')}
                  fill="#c2410c"
                />
                {members ? (
                  <Line
                    yAxisId="members"
                    type="monotone"
                    dataKey="newMembers"
                    name={t('dashboard.chartMembers')}
                    stroke="#15803d"
                    strokeWidth={2}
                  />
                ) : null}
              </ComposedChart>
            </ResponsiveContainer>
          </figure>
        );
      })}
      <details>
        <summary>{t('dashboard.chartTable')}</summary>
        <table className="table table--compact">
          <thead>
            <tr>
              <th scope="col">{t('dashboard.day')}</th>
              {currencies.map((currency) => (
                <Fragment key={currency}>
                  <th scope="col">
                    {t('dashboard.deposits')} ({currencySign(currency)})
                  </th>
                  <th scope="col">
                    {t('dashboard.withdrawals')} ({currencySign(currency)})
                  </th>
                </Fragment>
              ))}
              <th scope="col">{t('dashboard.newMembers')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <td>{d.day}</td>
                {currencies.map((currency) => {
                  const money = d.money.find((m) => m.currency === currency);
                  return (
                    <Fragment key={currency}>
                      <td className="num">{formatCurrency(money?.deposits ?? 0, currency)}</td>
                      <td className="num">{formatCurrency(money?.withdrawals ?? 0, currency)}</td>
                    </Fragment>
                  );
                })}
                <td className="num">{formatNumber(d.newMembers)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Card>
  );
}
