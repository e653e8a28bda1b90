import {
  formatBankAccountNo,
  validateWithdraw,
  type WalletResponse,
  type WithdrawError,
  type WithdrawLimits,
} from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from '@/lib/translator';
import { newIdempotencyKey } from '@wallet/web-kit/idempotency-key';
import { Button } from '@/components/ui/button/button';
import { AmountField } from '@/components/ui/form/amount-field';
import { bankDisplayName } from '@/lib/bank-names';
import { useLocale } from '@/lib/i18n';
import { useWithdraw, type WithdrawInput } from '../api/withdraw';
import { MoneyErrorDialog } from './money-error-dialog';
import './wallet.css';

type Problem = WithdrawError | { key: 'EMPTY'; limit?: undefined };
/** What the member asked for, shown for a last look before it is sent (issue 13). */
type Choice = Pick<WithdrawInput, 'kind' | 'amount'>;

/**
 * Spec §5 withdraw: withdrawMin ≤ amount ≤ withdrawMax (the contract's validateWithdraw), shown
 * at the field with the number; what the server refuses shows in the error dialog (§8). Issue
 * 13: a valid amount is not sent at once: the amount, bank and account number (3-3-4) are shown
 * to confirm first; Back returns to the form with the amount kept, and Confirm is disabled while
 * the request runs.
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
  const [choice, setChoice] = useState<Choice | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const confirmTitleRef = useRef<HTMLHeadingElement>(null);
  const balance = wallet.wallet.amount;
  const { bankAccount } = wallet;
  const bankName = bankDisplayName(bankAccount.bankCode, bankAccount.bank, locale);
  const accountNo = formatBankAccountNo(bankAccount.bankAccountNo);

  // focus follows the step: the summary's title on the way in, the amount on the way back (a
  // refusal's error dialog takes focus itself and gives it back to the amount)
  const step = choice ? 'confirm' : 'form';
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (step === 'confirm') confirmTitleRef.current?.focus();
    else if (!failure) amountRef.current?.focus();
  }, [step, failure]);

  const run = (attempt: WithdrawInput) => {
    setProblem(null);
    setFailure(null);
    mutation.mutate(attempt, {
      onSuccess: () => onDone(attempt.amount),
      onError: (error) => {
        // back to the form (amount kept) with the refusal in the error dialog
        setChoice(null);
        setFailure({ error, attempt });
      },
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
    setProblem(null);
    setChoice({ kind, amount: value });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    start('one', amount === '' ? Number.NaN : Number(amount));
  };

  const problemText = problem
    ? t(`withdraw.problems.${problem.key}`, { limit: formatAmount(problem.limit ?? 0) })
    : null;
  const pending = mutation.isPending;

  const errorDialog = (
    <MoneyErrorDialog
      failure={failure}
      onDismiss={() => setFailure(null)}
      returnFocusTo={amountRef}
      onRetry={run}
    />
  );

  if (choice) {
    return (
      <>
        <WithdrawConfirm
          choice={choice}
          bankName={bankName}
          accountName={bankAccount.bankAccountName}
          accountNo={accountNo}
          titleRef={confirmTitleRef}
          pending={pending}
          onBack={() => setChoice(null)}
          // one Idempotency-Key per confirmed press; "Try again" after a lost answer reuses it
          onConfirm={() => {
            if (!pending) run({ ...choice, idempotencyKey: newIdempotencyKey() });
          }}
        />
        {errorDialog}
      </>
    );
  }

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
            <dd>{bankName}</dd>
          </div>
          <div>
            <dt>{t('withdraw.accountNo')}</dt>
            <dd className="bank-summary__number">{accountNo}</dd>
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
          busy={pending && mutation.variables?.kind === 'all'}
          busyLabel={t('withdraw.allSubmitting')}
        >
          {t('withdraw.all')}
        </Button>
        <Button
          type="submit"
          disabled={pending}
          busy={pending && mutation.variables?.kind === 'one'}
          busyLabel={t('withdraw.submitting')}
        >
          {t('withdraw.submit')}
        </Button>
      </div>
      {errorDialog}
    </form>
  );
}

/** Issue 13: the withdrawal to confirm: amount, bank, account name and number (3-3-4). */
function WithdrawConfirm({
  choice,
  bankName,
  accountName,
  accountNo,
  titleRef,
  pending,
  onBack,
  onConfirm,
}: {
  choice: Choice;
  bankName: string;
  accountName: string;
  accountNo: string;
  titleRef: RefObject<HTMLHeadingElement | null>;
  pending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const leadId = useId();
  return (
    <section
      className="withdraw-confirm"
      aria-labelledby={titleId}
      aria-describedby={leadId}
      aria-busy={pending || undefined}
    >
      <h3 className="withdraw-confirm__title" id={titleId} ref={titleRef} tabIndex={-1}>
        {t('withdraw.confirm.title')}
      </h3>
      <p className="withdraw-confirm__lead" id={leadId}>
        {t('withdraw.confirm.lead')}
      </p>
      <dl className="bank-summary bank-summary__list withdraw-confirm__list">
        <div className="withdraw-confirm__amount">
          <dt>{t('withdraw.confirm.amount')}</dt>
          <dd>{t('withdraw.confirm.amountValue', { amount: formatAmount(choice.amount) })}</dd>
        </div>
        <div>
          <dt>{t('withdraw.bank')}</dt>
          <dd>{bankName}</dd>
        </div>
        <div>
          <dt>{t('withdraw.accountName')}</dt>
          <dd>{accountName}</dd>
        </div>
        <div>
          <dt>{t('withdraw.accountNo')}</dt>
          <dd className="bank-summary__number">{accountNo}</dd>
        </div>
      </dl>
      <div className="transfer-form__actions">
        <Button variant="secondary" onClick={onBack} disabled={pending}>
          {t('withdraw.confirm.back')}
        </Button>
        <Button onClick={onConfirm} busy={pending} busyLabel={t('withdraw.confirm.sending')}>
          {t('withdraw.confirm.send')}
        </Button>
      </div>
    </section>
  );
}
