import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/session';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { SelectField, TextField, TextareaField } from '@/components/ui/fields';
import { Card } from '@/components/ui/page';
import { ReasonField } from '@/components/ui/reason-form';
import { currencySign } from '@/lib/format';
import { useMemberMoney, useMemberProfile } from '@/lib/member-queries';
import { createActionKeys } from '@/lib/idempotency-key';
import {
  useAdjustMemberWallet,
  useGrantCoins,
  useSetMemberBankAccountName,
  useSetMemberStatus,
} from './api/member-actions';

/** What a staff member may do to a member, each form shown only with its permission. */
export function MemberActions({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const can = useCan();
  return (
    <Card title={t('members.actions')}>
      <div className="stack">
        {can('members.write') ? <StatusForm phone={phone} /> : null}
        {can('members.write') ? <BankNameForm phone={phone} /> : null}
        {can('money.adjust') ? <AdjustForm phone={phone} /> : null}
        {can('coins.grant') ? <CoinsForm phone={phone} /> : null}
      </div>
    </Card>
  );
}

function StatusForm({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const mutation = useSetMemberStatus(phone);
  const ready = reason.trim().length >= 3;
  return (
    <fieldset className="fieldset">
      <legend>{t('members.status')}</legend>
      <TextField
        label={t('common.reason')}
        hint={t('common.reasonHint')}
        value={reason}
        maxLength={500}
        required
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="row">
        <Button
          variant="danger"
          busy={mutation.isPending && mutation.variables?.status === 'suspended'}
          disabled={mutation.isPending || !ready}
          onClick={() => mutation.mutate({ status: 'suspended', reason: reason.trim() })}
        >
          {t('members.suspend')}
        </Button>
        <Button
          busy={mutation.isPending && mutation.variables?.status === 'active'}
          disabled={mutation.isPending || !ready}
          onClick={() => mutation.mutate({ status: 'active', reason: reason.trim() })}
        >
          {t('members.reactivate')}
        </Button>
      </div>
      {mutation.data ? (
        <Alert tone="success">
          {t('members.statusChanged', { status: t(`status.${mutation.data.status}`) })}
        </Alert>
      ) : null}
      <ErrorMessage error={mutation.error} />
    </fieldset>
  );
}

function BankNameForm({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const mutation = useSetMemberBankAccountName(phone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) mutation.mutate(name.trim());
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField
        label={t('members.bankName')}
        value={name}
        maxLength={100}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" busy={mutation.isPending} disabled={!name.trim()}>
        {t('members.saveBankName')}
      </Button>
      {mutation.isSuccess ? <Alert tone="success">{t('members.bankNameSaved')}</Alert> : null}
      <ErrorMessage error={mutation.error} />
    </form>
  );
}

function AdjustForm({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const keys = useRef(createActionKeys()).current;
  // the amount is in the member's own currency: the label names it, so nobody types baht for kip
  const currency = useMemberProfile(phone).data?.currency;
  const money = useMemberMoney(phone);
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const value = Number(amount);
  const valid = amount.trim() !== '' && Number.isFinite(value) && value > 0 && reason.trim() !== '';
  const mutation = useAdjustMemberWallet(phone, {
    onSuccess: () => {
      keys.done();
      setAmount('');
      setReason('');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const body = { amount: Math.round(value * 100) / 100, reason: reason.trim() };
    const idempotencyKey = keys.keyFor(JSON.stringify([phone, direction, body]));
    mutation.mutate({ direction, body, idempotencyKey });
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <h3>{t('members.adjust')}</h3>
      <SelectField
        label={t('members.direction')}
        value={direction}
        options={[
          { value: 'credit', label: t('members.credit') },
          { value: 'debit', label: t('members.debit') },
        ]}
        onChange={(event) => setDirection(event.target.value as 'credit' | 'debit')}
      />
      <TextField
        label={t('members.adjustAmount', { sign: currency ? currencySign(currency) : '…' })}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextareaField
        label={t('common.reason')}
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" variant="primary" busy={mutation.isPending} disabled={!valid}>
        {t('members.applyAdjust')}
      </Button>
      {mutation.data ? (
        <Alert tone="success">
          {t('members.adjusted', { amount: money(mutation.data.wallet.amount) })}
        </Alert>
      ) : null}
      <ErrorMessage error={mutation.error} />
    </form>
  );
}

function CoinsForm({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const keys = useRef(createActionKeys()).current;
  const [coins, setCoins] = useState('');
  const [reason, setReason] = useState('');
  const value = Number(coins);
  const valid =
    Number.isInteger(value) &&
    value !== 0 &&
    Math.abs(value) <= 100_000 &&
    reason.trim().length >= 3;
  const mutation = useGrantCoins(phone, {
    onSuccess: () => {
      keys.done();
      setCoins('');
      setReason('');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const body = { coins: value, reason: reason.trim() };
    mutation.mutate({ body, idempotencyKey: keys.keyFor(JSON.stringify([phone, body])) });
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <h3>{t('members.coins')}</h3>
      <TextField
        label={t('members.coinsAmount')}
        inputMode="numeric"
        value={coins}
        onChange={(event) => setCoins(event.target.value)}
      />
      <ReasonField value={reason} onChange={setReason} />
      <Button type="submit" variant="primary" busy={mutation.isPending} disabled={!valid}>
        {t('members.grantCoins')}
      </Button>
      {mutation.data ? (
        <Alert tone="success">{t('members.coinsDone', { coins: mutation.data.coins })}</Alert>
      ) : null}
      <ErrorMessage error={mutation.error} />
    </form>
  );
}
