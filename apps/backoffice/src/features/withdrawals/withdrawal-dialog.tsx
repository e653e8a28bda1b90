import type { OperatorWithdrawal } from '@wallet/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextareaField, TextField } from '@/components/ui/fields';
import { Modal } from '@/components/ui/modal';
import { FormActions } from '@/components/ui/reason-form';
import { useToast } from '@/components/ui/toast';
import { formatCurrency } from '@/lib/format';
import { useDecideWithdrawal } from './api/decide-withdrawal';

/** Mark paid with the bank transfer's reference, or fail with a reason (both go to the audit). */
export function WithdrawalDialog({
  kind,
  row,
  onClose,
}: {
  kind: 'paid' | 'fail';
  row: OperatorWithdrawal;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState('');
  const missing = kind === 'fail' ? !reason.trim() : !reference.trim();
  const mutation = useDecideWithdrawal({
    onSuccess: () => {
      toast.show(
        'success',
        t(kind === 'paid' ? 'withdrawals.paid' : 'withdrawals.failed', { id: row.id }),
      );
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (missing) return;
    mutation.mutate(
      kind === 'paid'
        ? { kind, id: row.id, reference: reference.trim() }
        : { kind, id: row.id, reason: reason.trim() },
    );
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t(kind === 'paid' ? 'withdrawals.paidTitle' : 'withdrawals.failTitle', { id: row.id })}
    >
      <form className="form" onSubmit={submit} noValidate>
        {kind === 'paid' ? (
          <>
            <p>
              {t('withdrawals.paidIntro', {
                amount: formatCurrency(row.amount, row.currency),
              })}
            </p>
            <dl className="facts">
              <dt>{t('withdrawals.phone')}</dt>
              <dd>{row.phone}</dd>
              <dt>{t('withdrawals.bank')}</dt>
              <dd>{row.bankCode}</dd>
              <dt>{t('withdrawals.accountNo')}</dt>
              <dd className="mono">{row.bankAccountNo}</dd>
              <dt>{t('withdrawals.accountName')}</dt>
              <dd>{row.bankAccountName}</dd>
              <dt>{t('withdrawals.amount')}</dt>
              <dd>{formatCurrency(row.amount, row.currency)}</dd>
            </dl>
            <TextField
              label={t('withdrawals.reference')}
              value={reference}
              maxLength={100}
              required
              autoComplete="off"
              onChange={(event) => setReference(event.target.value)}
            />
          </>
        ) : (
          <>
            <p>{t('withdrawals.failIntro')}</p>
            <TextareaField
              label={t('withdrawals.failReason')}
              value={reason}
              maxLength={500}
              required
              onChange={(event) => setReason(event.target.value)}
            />
          </>
        )}
        <FormActions error={mutation.error} onCancel={onClose}>
          <Button
            type="submit"
            variant={kind === 'paid' ? 'success' : 'danger'}
            busy={mutation.isPending}
            disabled={missing}
          >
            {t(kind === 'paid' ? 'withdrawals.confirmPaid' : 'withdrawals.confirmFail')}
          </Button>
        </FormActions>
      </form>
    </Modal>
  );
}
