import type { BankLineTally, BankReconciliationAccount } from '@wallet/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/fields';
import { Card } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { formatCurrency, formatNumber } from '@/lib/format';
import { useCan } from '@/lib/session';
import { useBankReconciliation } from './api/get-bank-reconciliation';
import { StatementUpload } from './statement-upload';

const OUTCOMES = ['credited', 'assigned', 'dismissed', 'waiting'] as const;

/** Money rounded to the satang, so 0.1 + 0.2 is 0.3 when sums are compared. */
const satang = (baht: number) => Math.round(baht * 100);

/** incoming − (credited + assigned + dismissed + waiting), in count and baht. */
export function differenceOf(account: BankReconciliationAccount): BankLineTally {
  const count = OUTCOMES.reduce((n, key) => n - account[key].count, account.incoming.count);
  const amount = OUTCOMES.reduce(
    (n, key) => n - satang(account[key].amount),
    satang(account.incoming.amount),
  );
  return { count, amount: amount / 100 };
}

/** A day's reconciliation: per deposit account, every incoming baht against what became of it. */
export function ReconciliationTab() {
  const { t } = useTranslation();
  const can = useCan();
  // null: the server's today (in the site's time zone); the picker then shows the day it answered
  const [day, setDay] = useState<string | null>(null);
  const query = useBankReconciliation(day);
  const shownDay = day ?? query.data?.day ?? '';
  return (
    <>
      <div className="filters">
        <TextField
          type="date"
          label={t('bankFeed.reconciliation.day')}
          hint={t('bankFeed.reconciliation.dayHint')}
          value={shownDay}
          onChange={(event) => setDay(event.target.value || null)}
        />
        <Button size="sm" onClick={() => setDay(null)} disabled={day === null}>
          {t('bankFeed.reconciliation.today')}
        </Button>
        <Button size="sm" onClick={() => void query.refetch()} busy={query.isFetching}>
          {t('common.refresh')}
        </Button>
      </div>
      <QueryState query={query}>
        {(data) =>
          data.accounts.length === 0 ? (
            <p className="state state--empty">{t('bankFeed.reconciliation.empty')}</p>
          ) : (
            <div className="cards">
              {data.accounts.map((account) => (
                <AccountDay key={account.accountNo} account={account} />
              ))}
            </div>
          )
        }
      </QueryState>
      {can('deposits.decide') ? <StatementUpload /> : null}
    </>
  );
}

function AccountDay({ account }: { account: BankReconciliationAccount }) {
  const { t } = useTranslation();
  const money = (value: number) => formatCurrency(value, account.currency);
  const difference = differenceOf(account);
  const title = t('bankFeed.reconciliation.account', {
    bank: account.bankCode,
    account: account.accountNo,
  });
  const row = (key: (typeof OUTCOMES)[number] | 'incoming') => (
    <tr key={key}>
      <th scope="row">{t(`bankFeed.reconciliation.${key}`)}</th>
      <td>
        <span className="num">{formatNumber(account[key].count)}</span>
      </td>
      <td>
        <span className="num">{money(account[key].amount)}</span>
      </td>
    </tr>
  );
  return (
    <Card title={title}>
      <p>
        {account.balanced ? (
          <Badge tone="success">{t('bankFeed.reconciliation.balanced')}</Badge>
        ) : (
          <Badge tone="danger">{t('bankFeed.reconciliation.unbalanced')}</Badge>
        )}
      </p>
      <table className="table table--compact">
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('bankFeed.reconciliation.figure')}</th>
            <th scope="col">{t('bankFeed.reconciliation.count')}</th>
            <th scope="col">{t('bankFeed.reconciliation.sum')}</th>
          </tr>
        </thead>
        <tbody>
          {row('incoming')}
          {OUTCOMES.map(row)}
          <tr>
            <th scope="row">{t('bankFeed.reconciliation.difference')}</th>
            <td>
              <strong className="num">{formatNumber(difference.count)}</strong>
            </td>
            <td>
              <strong className="num">{money(difference.amount)}</strong>
            </td>
          </tr>
        </tbody>
      </table>
      <dl className="stats">
        <div>
          <dt>{t('bankFeed.reconciliation.missingTexts')}</dt>
          <dd>
            {account.missingTexts > 0 ? (
              <Badge tone="danger">{formatNumber(account.missingTexts)}</Badge>
            ) : (
              formatNumber(0)
            )}
          </dd>
        </div>
        <div>
          <dt>{t('bankFeed.reconciliation.statementOnly')}</dt>
          <dd>
            {account.statementOnly > 0 ? (
              <Badge tone="warning">{formatNumber(account.statementOnly)}</Badge>
            ) : (
              formatNumber(0)
            )}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
