import type { Dashboard } from '@wallet/contract';
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
import { formatMoney, formatNumber } from '@/lib/format';

/** 14 days: deposits vs withdrawals (bars, ฿) and new members (line, right axis), plus a table. */
export function DashboardChart({ days }: { days: Dashboard['days'] }) {
  const { t } = useTranslation();
  const data = days.map((d) => ({ ...d, label: d.day.slice(5) }));
  return (
    <Card title={t('dashboard.chartTitle')}>
      <div className="chart" aria-hidden="true">
        <ResponsiveContainer width="100%" height={300}>
          {/* hidden from assistive technology (the table below has the figures): nothing in it
              may take focus, so recharts' keyboard layer is off */}
          <ComposedChart
            data={data}
            margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#d5dae3" />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} />
            <YAxis yAxisId="money" tick={{ fontSize: 12 }} width={80} />
            <YAxis
              yAxisId="members"
              orientation="right"
              tick={{ fontSize: 12 }}
              allowDecimals={false}
            />
            <Tooltip />
            <Legend />
            <Bar yAxisId="money" dataKey="deposits" name={t('dashboard.deposits')} fill="#1d6fd8" />
            <Bar
              yAxisId="money"
              dataKey="withdrawals"
              name={t('dashboard.withdrawals')}
              fill="#c2410c"
            />
            <Line
              yAxisId="members"
              type="monotone"
              dataKey="newMembers"
              name={t('dashboard.chartMembers')}
              stroke="#15803d"
              strokeWidth={2}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <details>
        <summary>{t('dashboard.chartTable')}</summary>
        <table className="table table--compact">
          <thead>
            <tr>
              <th scope="col">{t('dashboard.day')}</th>
              <th scope="col">{t('dashboard.deposits')}</th>
              <th scope="col">{t('dashboard.withdrawals')}</th>
              <th scope="col">{t('dashboard.newMembers')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <td>{d.day}</td>
                <td className="num">{formatMoney(d.deposits)}</td>
                <td className="num">{formatMoney(d.withdrawals)}</td>
                <td className="num">{formatNumber(d.newMembers)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Card>
  );
}
