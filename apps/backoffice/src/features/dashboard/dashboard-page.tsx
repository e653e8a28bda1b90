import type { Dashboard } from '@wallet/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { formatCurrency, formatNumber, minutesSince } from '@/lib/format';
import { useDashboard } from './api/get-dashboard';
import { DashboardChart } from './dashboard-chart';
import { ProviderCreditAlert } from './provider-credit-alert';

type Period = Dashboard['today'];
type Flow = Period['deposits'];

export function DashboardPage() {
  const { t } = useTranslation();
  const query = useDashboard();
  return (
    <Page title={t('dashboard.title')}>
      <ProviderCreditAlert />
      <QueryState query={query}>
        {(data) => (
          <>
            <h2 className="section-title">{t('dashboard.queues')}</h2>
            <div className="cards cards--queues">
              <QueueCard
                title={t('dashboard.depositsWaiting')}
                count={data.queues.deposits.count}
                oldestAt={data.queues.deposits.oldestAt}
                to="/deposits"
              />
              <QueueCard
                title={t('dashboard.withdrawalsWaiting')}
                count={data.queues.withdrawals.count}
                oldestAt={data.queues.withdrawals.oldestAt}
                to="/withdrawals"
              />
            </div>
            <div className="cards">
              <PeriodCard title={t('dashboard.today')} period={data.today} />
              <PeriodCard title={t('dashboard.week')} period={data.week} />
            </div>
            <DashboardChart days={data.days} currencies={data.currencies} />
          </>
        )}
      </QueryState>
    </Page>
  );
}

function PeriodCard({ title, period }: { title: string; period: Period }) {
  const { t } = useTranslation();
  // one line per currency: a kip figure and a baht one are never added into one total
  const flow = (f: Flow) => (
    <ul className="per-currency">
      {f.map((c) => (
        <li key={c.currency} data-currency={c.currency}>
          {t('dashboard.countAmount', {
            count: formatNumber(c.count),
            amount: formatCurrency(c.amount, c.currency),
          })}
        </li>
      ))}
    </ul>
  );
  return (
    <Card title={title}>
      <dl className="stats">
        <div>
          <dt>{t('dashboard.deposits')}</dt>
          <dd>{flow(period.deposits)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.withdrawals')}</dt>
          <dd>{flow(period.withdrawals)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.newMembers')}</dt>
          <dd>{formatNumber(period.newMembers)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.activeMembers')}</dt>
          <dd>{formatNumber(period.activeMembers)}</dd>
        </div>
      </dl>
    </Card>
  );
}

function QueueCard({
  title,
  count,
  oldestAt,
  to,
}: {
  title: string;
  count: number;
  oldestAt: string | null;
  to: string;
}) {
  const { t } = useTranslation();
  const age = minutesSince(oldestAt);
  return (
    <Card className={count > 0 ? 'queue queue--busy' : 'queue'}>
      <h3 className="queue__title">{title}</h3>
      <p className="queue__count">{formatNumber(count)}</p>
      <p className="muted">
        {count > 0 && age !== null
          ? t('dashboard.oldest', { age: t('common.minutes', { count: age }) })
          : t('dashboard.noneWaiting')}
      </p>
      <Link to={to} className="btn btn--secondary btn--sm">
        {t('dashboard.open')}
      </Link>
    </Card>
  );
}
