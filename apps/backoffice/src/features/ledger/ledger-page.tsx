import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/session';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { Card, Page } from '@/components/ui/page';
import { formatCurrency, formatNumber } from '@/lib/format';
import { useLedgerCheck, useRecoverTransfers } from './api/ledger-check';

export function LedgerPage() {
  const { t } = useTranslation();
  const can = useCan();
  const check = useLedgerCheck();
  const recover = useRecoverTransfers();
  return (
    <Page
      title={t('ledger.title')}
      actions={
        <>
          <Button variant="primary" onClick={() => check.mutate()} busy={check.isPending}>
            {check.isPending ? t('ledger.running') : t('ledger.run')}
          </Button>
          {can('ledger.repair') ? (
            <Button onClick={() => recover.mutate()} busy={recover.isPending}>
              {t('ledger.recover')}
            </Button>
          ) : null}
        </>
      }
    >
      <Card>
        {check.data ? (
          <>
            <Alert tone={check.data.ok ? 'success' : 'danger'}>
              {check.data.ok ? t('ledger.ok') : t('ledger.notOk')}
            </Alert>
            <dl className="stats">
              <div>
                <dt>{t('ledger.entries')}</dt>
                <dd>{formatNumber(check.data.entries)}</dd>
              </div>
              <div>
                <dt>{t('ledger.postings')}</dt>
                <dd>{formatNumber(check.data.postings)}</dd>
              </div>
              <div>
                <dt>{t('ledger.accounts')}</dt>
                <dd>{formatNumber(check.data.accounts)}</dd>
              </div>
            </dl>
            {/* each currency on its own line: what members hold in kip is never added to baht */}
            <table className="table table--compact">
              <caption className="section-title">{t('ledger.perCurrency')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('ledger.currency')}</th>
                  <th scope="col">{t('ledger.entries')}</th>
                  <th scope="col">{t('ledger.accounts')}</th>
                  <th scope="col">{t('ledger.memberHeld')}</th>
                </tr>
              </thead>
              <tbody>
                {check.data.currencies.map((c) => (
                  <tr key={c.currency} data-currency={c.currency}>
                    <td>{c.currency}</td>
                    <td className="num">{formatNumber(c.entries)}</td>
                    <td className="num">{formatNumber(c.accounts)}</td>
                    <td className="num">{formatCurrency(c.memberHeld / 100, c.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {check.data.problems.length > 0 ? (
              <>
                <h2 className="section-title">{t('ledger.problems')}</h2>
                <ul className="problems mono">
                  {check.data.problems.map((problem, i) => (
                    <li key={i}>{problem}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        ) : check.isPending ? (
          <p role="status">{t('ledger.running')}</p>
        ) : (
          <p className="muted">{t('ledger.notRun')}</p>
        )}
        <ErrorMessage error={check.error} />
      </Card>
      {recover.data ? <Alert tone="success">{t('ledger.recovered', recover.data)}</Alert> : null}
      <ErrorMessage error={recover.error} />
    </Page>
  );
}
