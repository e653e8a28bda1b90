import {
  TRANSFER_MIN_BAHT,
  WALLET_CODE,
  validateTransfer,
  type TransferError,
  type WalletResponse,
} from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/translator';
import { newIdempotencyKey } from '@wallet/web-kit/idempotency-key';
import { Button } from '@/components/ui/button/button';
import { SelectField } from '@/components/ui/form/select-field';
import { AmountField } from '@/components/ui/form/amount-field';
import { TransferIcon } from '@/components/ui/icons/member-icons';
import { useToast } from '@/components/ui/toast/toast-context';
import { useTransfer, type TransferInput } from '../api/transfer';
import { useTransferAll, type TransferAllInput } from '../api/transfer-all';
import { MoneyErrorDialog } from './money-error-dialog';
import {
  TransferAllConfirm,
  type TransferAllLeg,
  type TransferAllPlan,
} from './transfer-all-confirm';
import './wallet.css';

export type TransferPreset = { from?: string; to?: string };

/** One press of Transfer or Transfer all; sent again as it is (same key) by "Try again". */
type Attempt = { kind: 'one'; input: TransferInput } | { kind: 'all'; input: TransferAllInput };
type Problem = { field: 'from' | 'to' | 'amount'; code: TransferError };

function fieldOf(code: TransferError, from: string): Problem['field'] {
  if (code === 'SELECT_ACCOUNT') return from ? 'to' : 'from';
  if (code === 'SAME_ACCOUNT') return 'to';
  return 'amount';
}

/**
 * Spec §5: both accounts chosen, different, at least TRANSFER_MIN_BAHT, and a wallet above 0
 * when sending from it (the contract's validateTransfer). Those show at their fields; what the
 * server refuses shows in the error dialog (spec §8).
 */
export function TransferForm({
  wallet,
  preset,
  onDone,
}: {
  wallet: WalletResponse;
  preset: TransferPreset;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const one = useTransfer();
  const all = useTransferAll();
  const [from, setFrom] = useState(preset.from ?? WALLET_CODE);
  const [to, setTo] = useState(preset.to ?? '');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [failure, setFailure] = useState<{ error: unknown; attempt: Attempt } | null>(null);
  const [allPlan, setAllPlan] = useState<TransferAllPlan | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const pending = one.isPending || all.isPending;

  const games = wallet.slots.filter((slot) => slot.isActive);
  const sides = [
    { code: WALLET_CODE, name: t('transfer.wallet'), amount: wallet.wallet.amount },
    ...games.map((slot) => ({ code: slot.code, name: slot.name, amount: slot.amount })),
  ];
  const options = sides.map((side) => ({
    value: side.code,
    label: t('transfer.option', { name: side.name, amount: formatAmount(side.amount) }),
  }));
  const nameOf = (code: string) => sides.find((side) => side.code === code)?.name ?? code;
  const fromSide = sides.find((side) => side.code === from);

  const run = (attempt: Attempt) => {
    setProblem(null);
    setFailure(null);
    const onError = (error: unknown) => setFailure({ error, attempt });
    if (attempt.kind === 'one') {
      const { body } = attempt.input;
      one.mutate(attempt.input, {
        onSuccess: () => {
          const names = { from: nameOf(body.from), to: nameOf(body.to) };
          toast.show({
            tone: 'success',
            message: t('transfer.done', { amount: formatAmount(body.amount), ...names }),
          });
          onDone();
        },
        onError,
      });
    } else {
      all.mutate(attempt.input, {
        onSuccess: () => {
          setAllPlan(null);
          toast.show({ tone: 'success', message: t('transfer.allDone', { to: nameOf(to) }) });
          onDone();
        },
        onError: (error) => {
          setAllPlan(null);
          onError(error);
        },
      });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const value = amount === '' ? Number.NaN : Number(amount);
    const code = validateTransfer({ from, to, amount: value, walletAmount: wallet.wallet.amount });
    if (code) {
      setProblem({ code, field: fieldOf(code, from) });
      return;
    }
    run({
      kind: 'one',
      input: { body: { from, to, amount: value }, idempotencyKey: newIdempotencyKey() },
    });
  };

  const onTransferAll = () => {
    if (pending) return;
    if (!to) {
      setProblem({ code: 'SELECT_ACCOUNT', field: 'to' });
      return;
    }
    // spec §7 transferAll moves every baht at once: confirmed first with what will move, as
    // the server moves it (every other open game into the wallet, then, into a game, the wallet)
    const legs: TransferAllLeg[] = games
      .filter((slot) => slot.code !== to)
      .map((slot) => ({
        code: slot.code,
        name: slot.name,
        amount: slot.amount,
        lastKnown: slot.unavailable === true,
      }));
    if (to !== WALLET_CODE) {
      legs.push({ code: WALLET_CODE, name: t('transfer.wallet'), amount: wallet.wallet.amount });
    }
    setAllPlan({ to, toName: nameOf(to), legs });
  };
  const confirmTransferAll = () => {
    if (pending || !allPlan) return;
    run({ kind: 'all', input: { body: { to: allPlan.to }, idempotencyKey: newIdempotencyKey() } });
  };

  const problemAt = (field: Problem['field']) =>
    problem?.field === field
      ? t(`transfer.problems.${problem.code}`, { min: TRANSFER_MIN_BAHT })
      : null;
  const edit = (set: (value: string) => void) => (value: string) => {
    setProblem(null);
    set(value);
  };

  return (
    <form className="modal-form transfer-form" onSubmit={onSubmit} noValidate>
      <SelectField
        label={t('transfer.from')}
        name="from"
        value={from}
        placeholder={t('transfer.choose')}
        options={options}
        onChange={(event) => edit(setFrom)(event.target.value)}
        hint={fromSide ? t('transfer.available', { amount: formatAmount(fromSide.amount) }) : null}
        error={problemAt('from')}
        disabled={pending}
      />
      <button
        type="button"
        className="transfer-form__swap"
        aria-label={t('transfer.swap')}
        title={t('transfer.swap')}
        disabled={pending}
        onClick={() => {
          setProblem(null);
          setFrom(to);
          setTo(from);
        }}
      >
        <TransferIcon size={18} />
      </button>
      <SelectField
        label={t('transfer.to')}
        name="to"
        value={to}
        placeholder={t('transfer.choose')}
        options={options}
        onChange={(event) => edit(setTo)(event.target.value)}
        error={problemAt('to')}
        disabled={pending}
      />
      <AmountField
        ref={amountRef}
        label={t('transfer.amount')}
        name="amount"
        value={amount}
        onValueChange={edit(setAmount)}
        hint={t('transfer.amountHint', { min: TRANSFER_MIN_BAHT })}
        error={problemAt('amount')}
        disabled={pending}
      />
      <div className="transfer-form__actions">
        <Button
          variant="secondary"
          onClick={onTransferAll}
          disabled={pending}
          busy={all.isPending}
          busyLabel={t('transfer.moving')}
        >
          {t('transfer.all')}
        </Button>
        <Button
          type="submit"
          disabled={pending}
          busy={one.isPending}
          busyLabel={t('transfer.submitting')}
        >
          {t('transfer.submit')}
        </Button>
      </div>
      <p className="transfer-form__note">{t('transfer.allHint')}</p>
      <TransferAllConfirm
        plan={allPlan}
        pending={all.isPending}
        onBack={() => setAllPlan(null)}
        onConfirm={confirmTransferAll}
      />
      <MoneyErrorDialog
        failure={failure}
        onDismiss={() => setFailure(null)}
        returnFocusTo={amountRef}
        onRetry={run}
      />
    </form>
  );
}
