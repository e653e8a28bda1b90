import {
  formatAmount,
  formatBankAccountNo,
  validateWithdraw,
  type WalletResponse,
  type WithdrawError,
  type WithdrawLimits,
} from '@wallet/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '@wallet/web-kit/idempotency-key';
import { Button } from '@/components/ui/button/button';
import { AmountField } from '@/components/ui/form/amount-field';
import { useLocale } from '@/lib/i18n';
import { useWithdraw, type WithdrawInput } from '../api/withdraw';
import { MoneyErrorDialog } from './money-error-dialog';
import './wallet.css';

type Problem = WithdrawError | { key: 'EMPTY'; limit?: undefined };

/**
 * Spec §5 withdraw: withdrawMin ≤ amount ≤ withdrawMax (the contract's validateWithdraw), shown
 * at the field with the number; what the server refuses shows in the error dialog (§8).
 */
export function WithdrawForm({
  wallet,
  limits,
  onDone,
}: {
  wallet: WalletResponse;
  limits: WithdrawLimits;
  /** Called with the amount once the request is recorded (status processing). */
  onDone: (amount: number) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const mutation = useWithdraw();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [failure, setFailure] = useState<{ error: unknown; attempt: WithdrawInput } | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const balance = wallet.wallet.amount;
  const { bankAccount } = wallet;

  const run = (attempt: WithdrawInput) => {
    setProblem(null);
    setFailure(null);
    mutation.mutate(attempt, {
      onSuccess: () => onDone(attempt.amount),
      onError: (error) => setFailure({ error, attempt }),
    });
  };

  const start = (kind: WithdrawInput['kind'], value: number) => {
    if (mutation.isPending) return;
    if (kind === 'all' && !(balance > 0)) {
      setProblem({ key: 'EMPTY' });
      return;
    }
    const invalid = validateWithdraw(value, limits);
    if (invalid) {
      setProblem(invalid);
      amountRef.current?.focus();
      return;
    }
    run({ kind, amount: value, idempotencyKey: newIdempotencyKey() });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    start('one', amount === '' ? Number.NaN : Number(amount));
  };

  const problemText = problem
    ? t(`withdraw.problems.${problem.key}`, { limit: formatAmount(problem.limit ?? 0) })
    : null;
  const pending = mutation.isPending;
  const running = pending ? mutation.variables?.kind : undefined;

  return (
    <form className="modal-form withdraw-form" onSubmit={onSubmit} noValidate>
      <section className="bank-summary" aria-labelledby="withdraw-to">
        <h3 className="bank-summary__title" id="withdraw-to">
          {t('withdraw.toAccount')}
        </h3>
        <dl className="bank-summary__list">
          <div>
            <dt>{t('withdraw.accountName')}</dt>
            <dd>{bankAccount.bankAccountName}</dd>
          </div>
          <div>
            <dt>{t('withdraw.bank')}</dt>
            <dd>{locale === 'en' ? bankAccount.bank.nameEN : bankAccount.bank.nameTH}</dd>
          </div>
          <div>
            <dt>{t('withdraw.accountNo')}</dt>
            <dd className="bank-summary__number">
              {formatBankAccountNo(bankAccount.bankAccountNo)}
            </dd>
          </div>
        </dl>
      </section>
      <p className="withdraw-form__balance">
        {t('withdraw.available', { amount: formatAmount(balance) })}
      </p>
      <AmountField
        ref={amountRef}
        label={t('withdraw.amount')}
        name="amount"
        value={amount}
        onValueChange={(value) => {
          setProblem(null);
          setAmount(value);
        }}
        hint={t('withdraw.limits', {
          min: formatAmount(limits.withdrawMin),
          max: formatAmount(limits.withdrawMax),
        })}
        error={problemText}
        disabled={pending}
      />
      <p className="note note--info">{t('withdraw.bonusNote')}</p>
      <div className="transfer-form__actions">
        <Button
          variant="secondary"
          onClick={() => start('all', balance)}
          disabled={pending}
          busy={running === 'all'}
          busyLabel={t('withdraw.allSubmitting')}
        >
          {t('withdraw.all')}
        </Button>
        <Button
          type="submit"
          disabled={pending}
          busy={running === 'one'}
          busyLabel={t('withdraw.submitting')}
        >
          {t('withdraw.submit')}
        </Button>
      </div>
      <MoneyErrorDialog
        failure={failure}
        onDismiss={() => setFailure(null)}
        returnFocusTo={amountRef}
        onRetry={run}
      />
    </form>
  );
}
