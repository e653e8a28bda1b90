import type { BankLine } from '@wallet/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/fields';
import { Modal } from '@/components/ui/modal';
import { FormActions, ReasonField } from '@/components/ui/reason-form';
import { useToast } from '@/components/ui/toast';
import { formatCurrency, formatDateTime } from '@/lib/format';
import { useAssignBankLine } from './api/assign-bank-line';
import { useDismissBankLine } from './api/dismiss-bank-line';
import { lineReasonText, payerText, reasonOk } from './line-text';

/** The amount typed for a line whose text shows none: baht, above 0, at most 2 decimals. */
function parseBaht(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value > 0 ? value : null;
}

/** What staff see of the line they decide: when, how much, from whom, why it waits. */
function LineFacts({ line }: { line: BankLine }) {
  const { t } = useTranslation();
  return (
    <dl className="facts">
      <dt>{t('bankFeed.lines.received')}</dt>
      <dd>{formatDateTime(line.receivedAt)}</dd>
      <dt>{t('bankFeed.lines.amount')}</dt>
      <dd>{formatCurrency(line.amount, line.currency ?? 'BAHT')}</dd>
      <dt>{t('bankFeed.lines.payer')}</dt>
      <dd>{payerText(line.payer) ?? t('bankFeed.lines.noPayer')}</dd>
      <dt>{t('bankFeed.lines.reason')}</dt>
      <dd>{lineReasonText(t, line)}</dd>
      <dt>{t('bankFeed.lines.text')}</dt>
      <dd className="break">{line.text}</dd>
    </dl>
  );
}

/** Credit the line to a member by phone, with a reason (and the amount when the text has none). */
export function AssignLineDialog({ line, onClose }: { line: BankLine; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [phone, setPhone] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const needsAmount = line.amount === null;
  const baht = needsAmount ? parseBaht(amount) : null;
  const amountError =
    needsAmount && touched && baht === null ? t('bankFeed.lines.amountInvalid') : null;
  const missing = !phone.trim() || !reasonOk(reason) || (needsAmount && baht === null);
  const mutation = useAssignBankLine({
    onSuccess: (_line, variables) => {
      toast.show('success', t('bankFeed.lines.assigned', { id: line.id, phone: variables.phone }));
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missing || mutation.isPending) return;
    mutation.mutate({
      id: line.id,
      phone: phone.trim(),
      reason: reason.trim(),
      ...(needsAmount && baht !== null ? { amount: baht } : {}),
    });
  };
  return (
    <Modal open onClose={onClose} title={t('bankFeed.lines.assignTitle', { id: line.id })}>
      <form className="form" onSubmit={submit} noValidate>
        <p>{t('bankFeed.lines.assignIntro')}</p>
        <LineFacts line={line} />
        <TextField
          label={t('bankFeed.lines.phone')}
          hint={t('bankFeed.lines.phoneHint')}
          value={phone}
          maxLength={20}
          inputMode="tel"
          autoComplete="off"
          required
          data-autofocus
          onChange={(event) => setPhone(event.target.value)}
        />
        {needsAmount ? (
          <TextField
            label={t('bankFeed.lines.amountLabel')}
            hint={t('bankFeed.lines.amountHint')}
            error={amountError}
            value={amount}
            inputMode="decimal"
            autoComplete="off"
            maxLength={15}
            required
            onChange={(event) => setAmount(event.target.value)}
            onBlur={() => setTouched(true)}
          />
        ) : null}
        <ReasonField value={reason} onChange={setReason} required />
        <FormActions error={mutation.error} onCancel={onClose}>
          <Button type="submit" variant="success" busy={mutation.isPending} disabled={missing}>
            {t('bankFeed.lines.confirmAssign')}
          </Button>
        </FormActions>
      </form>
    </Modal>
  );
}

/** Dismiss the line with a reason: nothing is credited. */
export function DismissLineDialog({ line, onClose }: { line: BankLine; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const missing = !reasonOk(reason);
  const mutation = useDismissBankLine({
    onSuccess: () => {
      toast.show('success', t('bankFeed.lines.dismissed', { id: line.id }));
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (missing || mutation.isPending) return;
    mutation.mutate({ id: line.id, reason: reason.trim() });
  };
  return (
    <Modal open onClose={onClose} title={t('bankFeed.lines.dismissTitle', { id: line.id })}>
      <form className="form" onSubmit={submit} noValidate>
        <p>{t('bankFeed.lines.dismissIntro')}</p>
        <LineFacts line={line} />
        <ReasonField value={reason} onChange={setReason} required autoFocus />
        <FormActions error={mutation.error} onCancel={onClose}>
          <Button type="submit" variant="danger" busy={mutation.isPending} disabled={missing}>
            {t('bankFeed.lines.confirmDismiss')}
          </Button>
        </FormActions>
      </form>
    </Modal>
  );
}
