import { BANK_STATEMENT_BANKS, type BankStatementBank } from '@wallet/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { SelectField, TextField } from '@/components/ui/fields';
import { Card } from '@/components/ui/page';
import { useDepositAccounts } from './api/get-deposit-accounts';
import { useUploadBankStatement } from './api/upload-bank-statement';

/** Upload a statement CSV from internet banking: credits no device forwarded join the queue. */
export function StatementUpload() {
  const { t } = useTranslation();
  const accounts = useDepositAccounts();
  const [accountNo, setAccountNo] = useState('');
  const [bank, setBank] = useState<BankStatementBank>(BANK_STATEMENT_BANKS[0]);
  const [file, setFile] = useState<File | null>(null);
  const [reason, setReason] = useState('');
  // what the check found is said below the form (announced there), not again in a toast
  const mutation = useUploadBankStatement();
  const list = accounts.data ?? [];
  const account = accountNo || list[0]?.bankAccountNo || '';
  const missing = !account || !file;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (missing || mutation.isPending) return;
    const csv = await file.text();
    mutation.mutate({
      accountNo: account,
      bank,
      csv,
      ...(reason.trim() ? { reason: reason.trim() } : {}),
    });
  };
  const result = mutation.data;
  return (
    <Card title={t('bankFeed.reconciliation.statement')}>
      <p className="muted">{t('bankFeed.reconciliation.statementIntro')}</p>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="filters">
          <SelectField
            label={t('bankFeed.reconciliation.statementAccount')}
            value={account}
            options={list.map((a) => ({
              value: a.bankAccountNo,
              label: `${a.bankCode} ${a.bankAccountNo}`,
            }))}
            onChange={(event) => setAccountNo(event.target.value)}
          />
          <SelectField
            label={t('bankFeed.reconciliation.statementBank')}
            value={bank}
            options={BANK_STATEMENT_BANKS.map((b) => ({ value: b, label: b }))}
            onChange={(event) => setBank(event.target.value as BankStatementBank)}
          />
          <TextField
            type="file"
            accept=".csv,text/csv"
            label={t('bankFeed.reconciliation.statementFile')}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <TextField
            label={t('bankFeed.reconciliation.statementReason')}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <ErrorMessage error={mutation.error} />
        <div className="row">
          <Button type="submit" variant="primary" busy={mutation.isPending} disabled={missing}>
            {t('bankFeed.reconciliation.upload')}
          </Button>
        </div>
      </form>
      {result ? (
        <Alert tone={result.added > 0 || result.skipped.length > 0 ? 'warning' : 'success'}>
          {t('bankFeed.reconciliation.statementResult', {
            credits: result.credits,
            matched: result.matched,
            added: result.added,
            already: result.alreadyAdded,
          })}
          {result.skipped.length > 0 ? (
            <>
              {' '}
              {t('bankFeed.reconciliation.statementSkipped', {
                rows: result.skipped.map((s) => `${s.row} (${s.reason})`).join(', '),
              })}
            </>
          ) : null}
        </Alert>
      ) : null}
    </Card>
  );
}
